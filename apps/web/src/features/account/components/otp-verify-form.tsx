import { DEV_OUTBOX_PATH, MESSAGES, OtpCodeSchema } from '@kandamul/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Button } from '../../../components/ui/button';
import { Text } from '../../../components/ui/text';
import { TextLink } from '../../../components/forms/text-link';
import { isApiError } from '../../../lib/api/api-error';
import { useGetShopInfoQuery } from '../api/get-shop-info';
import { isNetworkError, serverMessage, useMessageText, type VerifyBlock } from '../messages';
import { OTP_LENGTH, OtpInput } from './otp-input';
import '../../../lib/i18n/texts/account';

/** SPEC §9: a new code may be asked for 60 s after the last one. */
export const RESEND_SECONDS = 60;

interface Props {
  /**
   * Verifies the code; resolves when the page has handled the answer, with a VerifyBlock when the code
   * is locked or checks are limited (the form then shows one message with the real wait).
   */
  onVerify: (code: string) => Promise<VerifyBlock | void>;
  /**
   * Asks for a new code. Resolves with the seconds to wait before the next one: RESEND_SECONDS after a
   * send, the server's retry_after on a cooldown, 0 when it failed otherwise.
   */
  onResend: () => Promise<number>;
  verifying: boolean;
}

/** In the demo shop only: where the code that was 'sent' can be read (no SMTP server or SMS gateway). */
function DemoOutboxNote() {
  const { t } = useTranslation('account');
  const { data } = useGetShopInfoQuery();
  if (!data?.demo) return null;
  return (
    <Text variant="body2" className="kd-center kd-otp-form__demo">
      {t('otp.demoOutbox')}{' '}
      <a className="kd-link" href={DEV_OUTBOX_PATH} target="_blank" rel="noopener">
        {DEV_OUTBOX_PATH}
      </a>
    </Text>
  );
}

/** The six boxes, Verify, the resend countdown and 'Back to Signup', shared by both code screens. */
export function OtpVerifyForm({ onVerify, onResend, verifying }: Props) {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const errorId = useId();
  const [digits, setDigits] = useState<string[]>(() => Array<string>(OTP_LENGTH).fill(''));
  const [error, setError] = useState<string>();
  // The code was sent just before this screen opened (signup, login or forgot password). The countdown
  // runs from a deadline, so a slow or backgrounded tab does not stretch it.
  const [deadline, setDeadline] = useState(() => Date.now() + RESEND_SECONDS * 1000);
  const [now, setNow] = useState(() => Date.now());
  const [resending, setResending] = useState(false);
  // After 5 wrong codes the code is dead until a new one is sent ('locked'); after too many checks the
  // server takes none for a while ('limited', until `until`).
  const [block, setBlock] = useState<{ code: VerifyBlock['code']; until: number } | null>(null);
  const left = Math.max(0, deadline - now);
  const seconds = Math.ceil(left / 1000);
  const limitedLeft = block?.code === 'RATE_LIMITED' ? Math.max(0, block.until - now) : 0;
  const ticking = Math.max(left, limitedLeft);

  useEffect(() => {
    if (ticking <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), ticking % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [ticking]);

  const locked = block?.code === 'OTP_LOCKED';
  const limited = limitedLeft > 0;
  // The lock's wait is the resend countdown itself, so the two can never disagree.
  const blockMessage = locked
    ? seconds > 0
      ? t('otp.lockedWait', { seconds })
      : t('otp.locked')
    : limited
      ? t('otp.limited', { seconds: Math.ceil(limitedLeft / 1000) })
      : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = OtpCodeSchema.safeParse(digits.join(''));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    const blocked = await onVerify(parsed.data);
    if (!blocked) return;
    const at = Date.now();
    setNow(at);
    if (blocked.code === 'OTP_LOCKED') {
      setBlock({ code: 'OTP_LOCKED', until: at });
      setDeadline(at + blocked.seconds * 1000);
    } else {
      setBlock({ code: 'RATE_LIMITED', until: at + blocked.seconds * 1000 });
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      const wait = await onResend();
      const at = Date.now();
      setDeadline(at + wait * 1000);
      setNow(at);
      // A new code was sent (the full countdown runs again): the lock of the old one is over.
      if (wait === RESEND_SECONDS && locked) {
        setBlock(null);
        setDigits(Array<string>(OTP_LENGTH).fill(''));
      }
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <DemoOutboxNote />
      <OtpInput
        digits={digits}
        onChange={(next) => {
          setDigits(next);
          if (error) setError(undefined);
        }}
        disabled={verifying || locked}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
      />
      <Text
        id={errorId}
        role={error ? 'alert' : undefined}
        color="error"
        variant="body2"
        className="kd-center kd-otp-form__error"
      >
        {error ? text(error) : blockMessage}
      </Text>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={verifying || locked || limited}
        className="kd-otp-form__verify"
      >
        {verifying ? t('otp.verifying') : t('otp.verify')}
      </Button>
      <div className="kd-center kd-otp-form__resend" aria-live="polite">
        {seconds > 0 ? (
          <Text className="kd-otp-form__wait">{t('otp.resendIn', { seconds })}</Text>
        ) : (
          <Text>
            {t('otp.noCode')}{' '}
            <Button onClick={() => void resend()} disabled={resending}>
              {resending ? t('otp.resending') : t('otp.resend')}
            </Button>
          </Text>
        )}
      </div>
      <div className="kd-center kd-otp-form__back">
        <TextLink to="/signup" block>
          {t('otp.backToSignup')}
        </TextLink>
      </div>
    </form>
  );
}

/**
 * Sends a new code and toasts the outcome (SPEC §8): the server's message or `sent`; on failure the
 * server's message or 'Failed to send OTP', 'An unexpected error occurred' without an answer. Returns the
 * seconds until the next resend (a 429 carries retry_after).
 */
export async function sendNewCode(
  call: () => Promise<{ message?: string }>,
  sent: string,
  text: (m: string) => string,
  toast: { success: (m: string) => unknown; error: (m: string) => unknown },
): Promise<number> {
  try {
    const res = await call();
    toast.success(text(res.message ?? sent));
    return RESEND_SECONDS;
  } catch (error) {
    if (isNetworkError(error)) {
      toast.error(text(MESSAGES.unexpectedError));
      return 0;
    }
    const message = serverMessage(error) ?? MESSAGES.otpSendFailed;
    toast.error(text(message));
    const retry = isApiError(error)
      ? (error.body as { retry_after?: unknown } | undefined)?.retry_after
      : undefined;
    return typeof retry === 'number' && retry > 0 ? Math.ceil(retry) : 0;
  }
}
