import { useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import { IconButton } from '../../../components/ui/icon-button';
import { visibility, visibilityOff } from '../../../components/forms/icons';
import { TextField, type TextFieldProps } from '../../../components/forms/text-field';

type Props = Omit<TextFieldProps, 'type' | 'end' | 'autoComplete'> & {
  showLabel: string;
  hideLabel: string;
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a labelled show/hide toggle (its name says what it will do). */
export function PasswordField({ showLabel, hideLabel, autoComplete, ...props }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      maxLength={128}
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      end={
        <IconButton aria-label={visible ? hideLabel : showLabel} onClick={() => setVisible((v) => !v)}>
          <Icon path={visible ? visibilityOff : visibility} />
        </IconButton>
      }
    />
  );
}
