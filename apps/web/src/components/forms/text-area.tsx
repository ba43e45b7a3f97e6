import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldLook, splitLook } from './text-field';

export type TextAreaFieldProps = FieldLook &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'required'> & {
    ref?: Ref<HTMLTextAreaElement>;
  };

/**
 * A labelled box of several lines, as MUI's outlined multiline TextField draws it (styles/shop.css,
 * `.kd-field--multiline`): `rows` lines tall at first, growing with its text (CSS field-sizing).
 */
export function TextAreaField(props: TextAreaFieldProps) {
  const [look, { rows = 3, placeholder, ...textarea }] = splitLook(props);
  return (
    <Field
      {...look}
      className={['kd-field--multiline', look.className].filter(Boolean).join(' ')}
      control={(aria) => (
        <textarea
          className="kd-field__input"
          placeholder={look.shrink && placeholder ? placeholder : ' '}
          required={look.required}
          rows={rows}
          // MUI measured a row as the browser's scrollHeight of one line, 2 px more than the line.
          style={{ minHeight: `calc(${rows} * (1.4375em + 2px))` }}
          {...aria}
          {...textarea}
        />
      )}
    />
  );
}
