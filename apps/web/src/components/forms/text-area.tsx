import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldLook, splitLook } from './text-field';

export type TextAreaProps = FieldLook &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'required'> & {
    ref?: Ref<HTMLTextAreaElement>;
  };

/**
 * A labelled box of several lines, as MUI's outlined TextField with `multiline` draws it, in the same
 * frame as TextField (styles/shop.css, `.kd-field`). It grows with its text from `rows` lines
 * (`field-sizing: content`, where the browser has it: MUI measured it in script). Its placeholder
 * shows only while it has the focus, under the risen label, as MUI's does.
 */
export function TextArea(props: TextAreaProps) {
  const [look, { placeholder, rows = 2, style, ...textarea }] = splitLook(props);
  return (
    <Field
      {...look}
      control={(aria) => (
        <textarea
          className="kd-field__input kd-field__textarea"
          // Never empty: `:placeholder-shown` is what tells CSS the box is empty.
          placeholder={placeholder || ' '}
          rows={rows}
          // MUI measured a row as the scroll height of one line: the line and 2 px (25 px in Mukta).
          style={{ minHeight: `calc(${rows} * (1.4375em + 2px))`, ...style }}
          required={look.required}
          {...aria}
          {...textarea}
        />
      )}
    />
  );
}
