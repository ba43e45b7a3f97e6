import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPassword, ForgotPasswordSchema, MESSAGES } from '@kandamul/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/forms/text-field';
import { TextLink } from '../../../components/forms/text-link';
import { toast } from '../../../lib/toast/toast';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { fieldError, isNetworkError, serverMessage, useMessageText } from '../messages';
import '../../../lib/i18n/texts/account';

/** SPEC §9: the code screen follows 2.5 s after the request is accepted. */
export const CODE_SCREEN_DELAY_MS = 2500;

/** /forgetpassword: asks for the e-mail, sends a reset code, then opens /otpverifys. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const navigate = useNavigate();
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPassword>({ resolver: zodResolver(ForgotPasswordSchema), mode: 'onTouched' });

  useEffect(() => {
    if (!sentTo) return;
    const timer = setTimeout(
      () => navigate('/otpverifys', { state: { email: sentTo } }),
      CODE_SCREEN_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [sentTo, navigate]);

  const onSubmit = async (values: ForgotPassword) => {
    try {
      await forgot(values).unwrap();
      toast.success(text(MESSAGES.resetLinkSent));
      setSentTo(values.phone_or_email);
    } catch (error) {
      if (isNetworkError(error)) {
        toast.error(text(MESSAGES.networkError));
        return;
      }
      const onField = fieldError(error, 'phone_or_email') ?? fieldError(error, 'email');
      if (onField) setError('phone_or_email', { type: 'server', message: onField });
      toast.error(text(onField ?? serverMessage(error) ?? MESSAGES.somethingWentWrongTryAgain));
    }
  };

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      <form className="kd-stack" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          {...register('phone_or_email')}
          label={t('forgot.email')}
          type="email"
          autoComplete="email"
          required
          error={Boolean(errors.phone_or_email)}
          helperText={errors.phone_or_email?.message ? text(errors.phone_or_email.message) : undefined}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={isLoading || Boolean(sentTo)}
        >
          {isLoading ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
        <TextLink to="/login" block className="kd-self-center">
          {t('forgot.backToLogin')}
        </TextLink>
      </form>
    </AuthCard>
  );
}
