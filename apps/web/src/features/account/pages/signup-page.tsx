import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, type SignupInput, SignupInputSchema, nepaliMobileWarning } from '@kandamul/domain';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Text } from '../../../components/ui/text';
import { TextField } from '../../../components/forms/text-field';
import { TextLink } from '../../../components/forms/text-link';
import { toast } from '../../../lib/toast/toast';
import { isApiError } from '../../../lib/api/api-error';
import { useSignupMutation } from '../api/signup';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { fieldError, isNetworkError, serverMessage, useMessageText } from '../messages';
import '../../../lib/i18n/texts/account';

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'password', 'confirm_password'] as const;

/** SPEC §8: first of errors.phone, else of non_field_errors, else the message, else 'Something went wrong!'. */
function signupErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return MESSAGES.unexpectedErrorDot;
  return (
    fieldError(error, 'phone') ??
    fieldError(error, 'non_field_errors') ??
    serverMessage(error) ??
    MESSAGES.somethingWentWrongBang
  );
}

/** /signup: registration; success goes to /otpverify with the phone. */
export function SignupPage() {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const navigate = useNavigate();
  const [signup, { isLoading }] = useSignupMutation();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<SignupInput>({ resolver: zodResolver(SignupInputSchema), mode: 'onTouched' });

  const onSubmit = async (values: SignupInput) => {
    try {
      const res = await signup(values).unwrap();
      toast.success(text(res.message || MESSAGES.registrationSuccessful));
      // The signup token names this attempt: the code screen sends it with the code (security issue 25).
      navigate('/otpverify', {
        state: { phone: res.phone || values.phone, signup_token: res.signup_token },
      });
    } catch (error) {
      // Field errors from the server (a taken phone or e-mail) also show under their fields.
      if (isApiError(error))
        for (const field of FIELDS) {
          const message = fieldError(error, field);
          if (message) setError(field, { type: 'server', message });
        }
      toast.error(text(signupErrorMessage(error)));
    }
  };

  const field = (name: (typeof FIELDS)[number]) => ({
    ...register(name),
    required: true,
    error: Boolean(errors[name]),
    helperText: errors[name]?.message ? text(errors[name].message) : undefined,
  });

  const phone = useWatch({ control, name: 'phone' });
  // A number of an operator that has closed is accepted, with a warning that the code may not come.
  const phoneWarning = errors.phone ? null : nepaliMobileWarning(phone ?? '');

  return (
    <AuthCard title={t('signup.title')} intro={t('signup.intro')}>
      <form className="kd-stack" noValidate onSubmit={handleSubmit(onSubmit)}>
        <div className="kd-stack kd-stack--row-sm">
          <TextField {...field('first_name')} label={t('signup.firstName')} autoComplete="given-name" />
          <TextField {...field('last_name')} label={t('signup.lastName')} autoComplete="family-name" />
        </div>
        <TextField {...field('email')} label={t('signup.email')} type="email" autoComplete="email" />
        <TextField
          {...field('phone')}
          label={t('signup.phone')}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={20}
          {...(phoneWarning ? { helperText: text(phoneWarning), tone: 'warning' as const } : {})}
        />
        <PasswordField
          {...field('password')}
          label={t('signup.password')}
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          autoComplete="new-password"
        />
        <PasswordField
          {...field('confirm_password')}
          label={t('signup.confirmPassword')}
          showLabel={t('signup.showConfirm')}
          hideLabel={t('signup.hideConfirm')}
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={isLoading}>
          {isLoading ? t('signup.loading') : t('signup.submit')}
        </Button>
        <Text className="kd-center">
          {t('signup.haveAccount')}{' '}
          <TextLink to="/login" block>
            {t('signup.login')}
          </TextLink>
        </Text>
      </form>
    </AuthCard>
  );
}
