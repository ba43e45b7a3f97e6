import {
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  useId,
} from 'react';
import { classes } from '../ui/classes';
import { Icon } from '../ui/icon';
import { arrowDropDown } from './icons';

export interface FieldLook {
  label: string;
  required?: boolean;
  /** Drawn in the error red, with `aria-invalid`. */
  error?: boolean;
  /** The line under the box (the error's message), tied to the box by `aria-describedby`. */
  helperText?: ReactNode;
  /** 'warning' draws the box in the warning colour (a value accepted with a warning). */
  tone?: 'warning';
  /** The label stays above the box, empty or not (a date box, a select, a placeholder to show). */
  shrink?: boolean;
  fullWidth?: boolean;
  className?: string;
  id?: string;
}

// MUI puts a thin space before the required star; the outline's notch is measured from the same text.
const STAR = '\u2009*';

const LOOK = [
  'id',
  'label',
  'required',
  'error',
  'helperText',
  'tone',
  'shrink',
  'fullWidth',
  'className',
] as const;

/** A field's props split into its look (the frame's) and the rest (the control's own attributes). */
export function splitLook<P extends FieldLook>(props: P): [FieldLook, Omit<P, keyof FieldLook>] {
  const look: Record<string, unknown> = {};
  const rest: Record<string, unknown> = { ...(props as object) };
  for (const key of LOOK) {
    look[key] = props[key];
    delete rest[key];
  }
  return [look as unknown as FieldLook, rest as Omit<P, keyof FieldLook>];
}

/** The label, outline and helper text around a field's control (`control` gets the ids it needs). */
export function Field({
  id,
  label,
  required,
  error,
  helperText,
  tone,
  shrink,
  fullWidth = true,
  className,
  end,
  control,
}: FieldLook & {
  end?: ReactNode;
  control: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactElement;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = `${inputId}-helper`;
  return (
    <div
      className={classes(
        'kd-field',
        fullWidth && 'kd-field--full',
        error ? 'kd-field--error' : tone && `kd-field--${tone}`,
        shrink && 'kd-field--shrink',
        end !== undefined && 'kd-field--end',
        className,
      )}
    >
      <div className="kd-field__box">
        {control({
          id: inputId,
          'aria-invalid': error ?? false,
          'aria-describedby': helperText ? helperId : undefined,
        })}
        <label htmlFor={inputId} className="kd-field__label">
          {label}
          {required && <span aria-hidden="true">{STAR}</span>}
        </label>
        {end !== undefined && <div className="kd-field__end">{end}</div>}
        <fieldset aria-hidden="true" className="kd-field__outline">
          <legend>
            <span>{required ? label + STAR : label}</span>
          </legend>
        </fieldset>
      </div>
      {helperText ? (
        <p id={helperId} className="kd-field__helper">
          {helperText}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldLook &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'id' | 'className' | 'required'> & {
    /** What sits at the box's end, inside the outline (the password field's show/hide button). */
    end?: ReactNode;
    ref?: Ref<HTMLInputElement>;
  };

/**
 * A labelled text box, as MUI's outlined TextField draws it (styles/shop.css, `.kd-field`), with no
 * MUI or emotion to hydrate. The label rises by CSS alone (the placeholder is one space, so
 * `:placeholder-shown` means empty): text typed before the page's code arrives never sits under it.
 * Takes react-hook-form's `register(name)` as it is (ref included).
 */
export function TextField(props: TextFieldProps) {
  const [look, { end, placeholder, ...input }] = splitLook(props);
  return (
    <Field
      {...look}
      end={end}
      control={(aria) => (
        <input
          className="kd-field__input"
          // A placeholder is shown only under a label that stays up.
          placeholder={look.shrink && placeholder ? placeholder : ' '}
          required={look.required}
          {...aria}
          {...input}
        />
      )}
    />
  );
}

export type SelectFieldProps = FieldLook &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'id' | 'className' | 'required' | 'multiple'> & {
    ref?: Ref<HTMLSelectElement>;
  };

/** A labelled native select in the same frame (MUI's TextField with a native select): its label stays up. */
export function SelectField(props: SelectFieldProps) {
  const [look, { children, ...select }] = splitLook(props);
  return (
    <Field
      {...look}
      shrink
      control={(aria) => (
        <>
          <select className="kd-field__input kd-field__select" required={look.required} {...aria} {...select}>
            {children}
          </select>
          <Icon path={arrowDropDown} className="kd-field__arrow" />
        </>
      )}
    />
  );
}
