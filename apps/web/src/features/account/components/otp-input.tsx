import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import '../../../lib/i18n/texts/account';

export const OTP_LENGTH = 6;

interface Props {
  digits: string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * Six single-digit boxes: typing moves on, Backspace on an empty box goes back, pasting (or the phone's
 * one-time-code autofill in the first box) spreads the code over the boxes.
 */
export function OtpInput({ digits, onChange, disabled, invalid, describedBy }: Props) {
  const { t } = useTranslation('account');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, i))]?.focus();

  const fill = (from: number, text: string) => {
    const incoming = onlyDigits(text).slice(0, OTP_LENGTH - from);
    if (!incoming) return;
    const next = [...digits];
    for (let k = 0; k < incoming.length; k++) next[from + k] = incoming[k]!;
    onChange(next);
    focus(from + incoming.length);
  };

  const change = (i: number, value: string) => {
    const typed = onlyDigits(value);
    if (!typed) {
      // The box was emptied (e.g. by cutting its digit).
      if (value === '') onChange(digits.map((d, k) => (k === i ? '' : d)));
      return;
    }
    // Typing into a box that holds a digit: keep the new digit, whichever side of the old one it went.
    const old = digits[i];
    if (typed.length === 2 && old) return fill(i, typed.startsWith(old) ? typed.slice(1) : typed.slice(0, 1));
    fill(i, typed);
  };

  const keyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !digits[i] && i > 0) {
      e.preventDefault();
      onChange(digits.map((d, k) => (k === i - 1 ? '' : d)));
      focus(i - 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(i + 1);
    }
  };

  const paste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const text = onlyDigits(e.clipboardData.getData('text'));
    // A whole code fills all six boxes wherever it is pasted.
    fill(text.length >= OTP_LENGTH ? 0 : i, text);
  };

  return (
    <div role="group" aria-label={t('otp.group')} aria-describedby={describedBy} className="kd-otp">
      {digits.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            boxes.current[i] = el;
          }}
          className="kd-otp__digit"
          value={digit}
          onChange={(e) => change(i, e.target.value)}
          onKeyDown={(e) => keyDown(i, e)}
          onPaste={(e) => paste(i, e)}
          onFocus={(e) => e.target.select()}
          disabled={disabled}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={t('otp.digit', { n: i + 1 })}
          aria-invalid={invalid || undefined}
        />
      ))}
    </div>
  );
}
