import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, type ResetPasswordForm, ResetPasswordFormSchema } from '@kandamul/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/forms/alert';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/forms/text-link';
import { toast } from '../../../lib/toast/toast';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { isNetworkError, serverMessage, useMessageText } from '../messages';
import { stateString } from '../navigation-state';
import '../../../lib/i18n/texts/account';

/** SPEC §9: without a reset token the forgot-password screen follows 3 s later. */
export const MISSING_TOKEN_REDIRECT_MS = 3000;

/** /changepassword: a new password with the reset token from the e-mailed code. */
export function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const navigate = useNavigate();
  const state = useLocation().state;
  const resetToken = stateString(state, 'reset_token');
  const email = stateString(state, 'email');
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordForm>({ resolver: zodResolver(ResetPasswordFormSchema), mode: 'onTouched' });

  useEffect(() => {
    if (resetToken) return;
    toast.error(text(MESSAGES.missingResetToken), { toastId: MESSAGES.missingResetToken });
    const timer = setTimeout(() => navigate('/forgetpassword', { replace: true }), MISSING_TOKEN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [resetToken, navigate, text]);

  const onSubmit = async (values: ResetPasswordForm) => {
    if (!resetToken) return;
    try {
      const res = await reset({ ...values, reset_token: resetToken }).unwrap();
      if (!res.success) {
        toast.error(text(MESSAGES.resetFailed));
        return;
      }
      setChanged(true);
      toast.success(text(MESSAGES.passwordChanged));
      navigate('/login', { replace: true });
    } catch (error) {
      const message = isNetworkError(error)
        ? MESSAGES.somethingWentWrong
        : (serverMessage(error) ?? MESSAGES.resetFailed);
      toast.error(text(message));
    }
  };

  const helper = (m?: string) => (m ? text(m) : undefined);

  return (
    <AuthCard title={t('reset.title')} intro={email ? t('reset.intro', { email }) : t('reset.introNoEmail')}>
      {resetToken ? null : (
        <Alert severity="error" className="kd-auth__alert">
          {text(MESSAGES.missingResetToken)}
        </Alert>
      )}
      <form className="kd-stack" noValidate onSubmit={handleSubmit(onSubmit)}>
        <PasswordField
          {...register('new_password')}
          label={t('reset.newPassword')}
          showLabel={t('reset.showNew')}
          hideLabel={t('reset.hideNew')}
          autoComplete="new-password"
          required
          error={Boolean(errors.new_password)}
          helperText={helper(errors.new_password?.message) ?? t('reset.hint')}
        />
        <PasswordField
          {...register('confirm_password')}
          label={t('reset.confirmPassword')}
          showLabel={t('reset.showConfirm')}
          hideLabel={t('reset.hideConfirm')}
          autoComplete="new-password"
          required
          error={Boolean(errors.confirm_password)}
          helperText={helper(errors.confirm_password?.message)}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!resetToken || isLoading || changed}
        >
          {isLoading ? t('reset.submitting') : t('reset.submit')}
        </Button>
        <TextLink to="/login" block className="kd-self-center">
          {t('reset.backToLogin')}
        </TextLink>
      </form>
    </AuthCard>
  );
}
