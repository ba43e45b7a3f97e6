import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldLook, splitLook } from './text-field';

export type TextAreaProps = FieldLook &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'required'> & {
    /** The lines it shows at least (MUI's minRows); it grows with its text. */
    minRows?: number;
    ref?: Ref<HTMLTextAreaElement>;
  };

/**
 * A labelled box of several lines, as MUI's outlined multiline TextField draws it (styles/shop.css,
 * `.kd-field--multiline`), in the frame of TextField. It grows with its text by CSS
 * (`field-sizing: content`), where MUI measured it in script.
 */
export function TextArea(props: TextAreaProps) {
  const [look, { minRows = 3, placeholder, style, ...textarea }] = splitLook(props);
  return (
    <Field
      {...look}
      className={look.className ? `kd-field--multiline ${look.className}` : 'kd-field--multiline'}
      control={(aria) => (
        <textarea
          className="kd-field__input"
          placeholder={look.shrink && placeholder ? placeholder : ' '}
          required={look.required}
          rows={minRows}
          style={{ ...style, minHeight: `${1.4375 * minRows}em` }}
          {...aria}
          {...textarea}
        />
      )}
    />
  );
}
