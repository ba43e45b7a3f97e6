import { MESSAGES, PAGE_ROUTES } from '@kandamul/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast/toast';
import { useSendPhoneOtpMutation } from '../api/send-phone-otp';
import { useVerifyPhoneOtpMutation } from '../api/verify-phone-otp';
import { AuthCard } from '../components/auth-card';
import { OtpVerifyForm, sendNewCode } from '../components/otp-verify-form';
import { useOpenCodeScreen } from '../components/use-open-code-screen';
import { otpVerifyFailureMessage, useMessageText, verifyBlock } from '../messages';
import { stateString } from '../navigation-state';
import { SignupPage } from './signup-page';
import { useOwnState } from '../../../ssr/page-ready';
import '../../../lib/i18n/texts/account';

/** SPEC §9: after the phone is verified, /login follows 1.5 s later. */
export const LOGIN_REDIRECT_MS = 1500;

/** /otpverify: the code texted after signup (or a login with an unverified phone). */
export function OtpVerifyPage() {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const navigate = useNavigate();
  const state = useLocation().state as unknown;
  const phone = stateString(state, 'phone');
  const signupToken = stateString(state, 'signup_token');
  const [verify, { isLoading }] = useVerifyPhoneOtpMutation();
  const [send] = useSendPhoneOtpMutation();
  const [verified, setVerified] = useState(false);
  // The phone is in the browser's history state, which the server never sees. A page the server
  // rendered (there was no open code screen in this browser: rememberOtpPending) is drawn, and
  // hydrated, as a visit without a phone ends: the signup form, so the page a shopper who lands here
  // waits for is on screen with the first paint, not after the code has run (decision 046).
  const ownState = useOwnState();

  useOpenCodeScreen(PAGE_ROUTES.otp, phone);

  useEffect(() => {
    if (phone) return;
    toast.error(text(MESSAGES.phoneNotFound), { toastId: MESSAGES.phoneNotFound });
    navigate('/signup', { replace: true });
  }, [phone, navigate, text]);

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => navigate('/login'), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verified, navigate]);

  if (!phone || !ownState) return <SignupPage />;

  const onVerify = async (otp: string) => {
    try {
      const res = await verify({ phone, otp, signup_token: signupToken }).unwrap();
      toast.success(text(res.message ?? MESSAGES.otpVerified));
      setVerified(true);
    } catch (error) {
      // A lock or a limit is shown by the form, with its countdown; other failures are toasted.
      const block = verifyBlock(error);
      if (block) return block;
      toast.error(text(otpVerifyFailureMessage(error)));
    }
  };

  return (
    <AuthCard title={t('otp.phoneTitle')} intro={t('otp.sentTo', { target: phone })}>
      <OtpVerifyForm
        verifying={isLoading || verified}
        onVerify={onVerify}
        onResend={() => sendNewCode(() => send({ phone }).unwrap(), MESSAGES.otpSentPhone, text, toast)}
      />
    </AuthCard>
  );
}
