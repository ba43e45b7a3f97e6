import { MESSAGES, PAGE_ROUTES } from '@kandamul/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast/toast';
import { useSendEmailOtpMutation } from '../api/send-email-otp';
import { useVerifyEmailOtpMutation } from '../api/verify-email-otp';
import { AuthCard } from '../components/auth-card';
import { OtpVerifyForm, sendNewCode } from '../components/otp-verify-form';
import { useOpenCodeScreen } from '../components/use-open-code-screen';
import { otpVerifyFailureMessage, useMessageText, verifyBlock } from '../messages';
import { stateString } from '../navigation-state';
import { SignupPage } from './signup-page';
import { useOwnState } from '../../../ssr/page-ready';
import '../../../lib/i18n/texts/account';

/** /otpverifys: the password-reset code sent by e-mail; a right code gives the reset token. */
export function OtpVerifyEmailPage() {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const navigate = useNavigate();
  const email = stateString(useLocation().state, 'email');
  const [verify, { isLoading }] = useVerifyEmailOtpMutation();
  const [verified, setVerified] = useState(false);
  const [send] = useSendEmailOtpMutation();
  // As /otpverify (decision 046): the e-mail is in the browser's history state, so the server draws,
  // and hydration keeps, where a visit without one ends (the signup form); the code screen follows in
  // the browser's own render.
  const ownState = useOwnState();

  useOpenCodeScreen(PAGE_ROUTES.otpEmail, email);

  useEffect(() => {
    if (email) return;
    toast.error(text(MESSAGES.emailNotFound), { toastId: MESSAGES.emailNotFound });
    navigate('/signup', { replace: true });
  }, [email, navigate, text]);

  if (!email || !ownState) return <SignupPage />;

  const onVerify = async (otp: string) => {
    try {
      const res = await verify({ phone_or_email: email, otp }).unwrap();
      if (!res.reset_token) {
        toast.error(text(MESSAGES.resetTokenNotReceived));
        return;
      }
      setVerified(true);
      toast.success(text(res.message ?? MESSAGES.otpVerified));
      navigate('/changepassword', { state: { reset_token: res.reset_token, email } });
    } catch (error) {
      // A lock or a limit is shown by the form, with its countdown; other failures are toasted.
      const block = verifyBlock(error);
      if (block) return block;
      toast.error(text(otpVerifyFailureMessage(error)));
    }
  };

  return (
    <AuthCard title={t('otp.emailTitle')} intro={t('otp.sentTo', { target: email })}>
      <OtpVerifyForm
        verifying={isLoading || verified}
        onVerify={onVerify}
        onResend={() => sendNewCode(() => send({ email }).unwrap(), MESSAGES.otpSentEmail, text, toast)}
      />
    </AuthCard>
  );
}
