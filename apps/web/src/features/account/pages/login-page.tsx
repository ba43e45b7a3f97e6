import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, LoginInputSchema, MESSAGES } from '@kandamul/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/i18n';
import { type To, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Text } from '../../../components/ui/text';
import { TextField } from '../../../components/forms/text-field';
import { TextLink } from '../../../components/forms/text-link';
import { Checkbox } from '../../../components/forms/choice';
import { toast } from '../../../lib/toast/toast';
import { isApiError } from '../../../lib/api/api-error';
import { useAppDispatch } from '../../../lib/hooks';
import { OfflineNotice } from '../../../components/offline-notice';
import { useOnline } from '../../../lib/use-online';
import { setCredentials } from '../../../lib/state/session-slice';
import { useLoginMutation } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { serverMessage, useMessageText } from '../messages';
import { isSameOriginPath, stateString } from '../navigation-state';
import '../../../lib/i18n/texts/account';

/** Where to go after logging in: the returnTo location (or path) from navigation state, else home. */
function returnTarget(state: unknown): To {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo;
  if (isSameOriginPath(returnTo)) return returnTo;
  if (typeof returnTo === 'object' && returnTo !== null && 'pathname' in returnTo) {
    const { pathname, search, hash } = returnTo as { pathname: unknown; search?: unknown; hash?: unknown };
    const part = (value: unknown, lead: string) =>
      typeof value === 'string' && (value === '' || value.startsWith(lead)) ? value : '';
    if (isSameOriginPath(pathname) && pathname !== '/login')
      return { pathname, search: part(search, '?'), hash: part(hash, '#') };
  }
  return '/';
}

/** /login: phone or e-mail and password (SPEC §2, §4, §5, §8). */
export function LoginPage() {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [login, { isLoading }] = useLoginMutation();
  const online = useOnline();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(LoginInputSchema), mode: 'onTouched' });

  const onSubmit = async (values: LoginInput) => {
    try {
      const res = await login(values).unwrap();
      if (!res.access_token || !res.refresh_token || !res.user_id) {
        toast.error(text(MESSAGES.invalidCredentials));
        return;
      }
      dispatch(
        setCredentials({ access: res.access_token, refresh: res.refresh_token, user_id: res.user_id }),
      );
      toast.success(text(MESSAGES.loginSuccessful));
      navigate(returnTarget(location.state), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'PHONE_NOT_VERIFIED') {
        const phone = stateString(error.body, 'phone');
        toast.info(text(error.message));
        const signupToken = stateString(error.body, 'signup_token');
        if (phone) navigate('/otpverify', { state: { phone, signup_token: signupToken } });
        return;
      }
      // SPEC §8: a refused login says 'Invalid Credentials'; other failures say what went wrong.
      const message =
        isApiError(error) && error.status !== 401
          ? error.message
          : (serverMessage(error) ?? MESSAGES.invalidCredentials);
      toast.error(text(message));
    }
  };

  const message = (m?: string) => (m ? text(m) : undefined);

  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')}>
      <form className="kd-stack" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          {...register('phone_or_email')}
          label={t('login.username')}
          autoComplete="username"
          required
          error={Boolean(errors.phone_or_email)}
          helperText={message(errors.phone_or_email?.message)}
        />
        <PasswordField
          {...register('password')}
          label={t('login.password')}
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          autoComplete="current-password"
          required
          error={Boolean(errors.password)}
          helperText={message(errors.password?.message)}
        />
        <div className="kd-auth__between">
          {/* SPEC §2: shown, with no effect (the session is always remembered). */}
          <Checkbox name="remember" label={t('login.rememberMe')} />
          <TextLink to="/forgetpassword" block>
            {t('login.forgot')}
          </TextLink>
        </div>
        {!online && <OfflineNotice action="login" />}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={isLoading || !online}>
          {isLoading ? t('login.loading') : t('login.submit')}
        </Button>
        <Text className="kd-center">
          {t('login.noAccount')}{' '}
          <TextLink to="/signup" block>
            {t('login.signup')}
          </TextLink>
        </Text>
      </form>
    </AuthCard>
  );
}
