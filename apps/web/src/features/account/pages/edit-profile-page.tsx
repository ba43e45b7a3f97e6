import { zodResolver } from '@hookform/resolvers/zod';
import {
  type EditProfileFormValues,
  type EditProfileInput,
  EditProfileInputSchema,
  GENDERS,
  MESSAGES,
  type ProfileResponse,
  adToBs,
  bsIso,
  formatOrderDate,
  parseBsDate,
  toProfileUpdateBody,
} from '@kandamul/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useAppSelector } from '../../../lib/hooks';
import { selectCalendar } from '../../../lib/state/theme-slice';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/forms/alert';
import { arrowBack } from '../../../components/forms/icons';
import { SelectField, TextField } from '../../../components/forms/text-field';
import { Button, LinkButton } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Text } from '../../../components/ui/text';
import { toast } from '../../../lib/toast/toast';
import { isApiError } from '../../../lib/api/api-error';
import { useGetProfileQuery } from '../api/get-profile';
import { useUpdateProfileMutation } from '../api/update-profile';
import { fieldError, isNetworkError, serverMessage, useMessageText } from '../messages';
import { Skeleton } from '../../../components/skeleton';
import '../../../lib/i18n/texts/account';

const FIELDS = ['first_name', 'middle_name', 'last_name', 'date_of_birth', 'gender'] as const;

function updateFailure(error: unknown): string {
  if (isNetworkError(error) || (isApiError(error) && error.status >= 500)) return MESSAGES.profileUpdateError;
  return serverMessage(error) ?? MESSAGES.profileUpdateFailed;
}

function EditProfileForm({ profile }: { profile: ProfileResponse }) {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const navigate = useNavigate();
  const [update, { isLoading: saving }] = useUpdateProfileMutation();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<EditProfileFormValues, unknown, EditProfileInput>({
    resolver: zodResolver(EditProfileInputSchema),
    mode: 'onTouched',
    defaultValues: {
      first_name: profile.user.first_name,
      middle_name: profile.user.middle_name ?? '',
      last_name: profile.user.last_name,
      date_of_birth: profile.profile.date_of_birth ?? '',
      gender: profile.profile.gender,
    },
  });

  const onSubmit = async (values: EditProfileInput) => {
    try {
      const res = await update(toProfileUpdateBody(values)).unwrap();
      if (res.status !== 200 && res.status !== 201) {
        toast.error(text(MESSAGES.unexpectedResponse));
        return;
      }
      toast.success(text(res.message ?? MESSAGES.profileUpdated));
      navigate('/profile', { state: { reload: true } });
    } catch (error) {
      for (const field of FIELDS) {
        const message = fieldError(error, field) ?? fieldError(error, `user.${field}`);
        if (message) setError(field, { type: 'server', message });
      }
      toast.error(text(updateFailure(error)));
    }
  };

  // In BS the date of birth is typed as a BS date; the form (and the server) keep the AD date.
  const calendar = useAppSelector(selectCalendar);
  const dateOfBirth = useWatch({ control, name: 'date_of_birth' });
  const [bsText, setBsText] = useState(() => {
    const bs = adToBs(profile.profile.date_of_birth ?? '');
    return bs ? bsIso(bs) : '';
  });
  const onBsText = (typed: string) => {
    setBsText(typed);
    // Text that is no BS date stays in the form as typed, so the domain's rule answers with its message.
    const ad = typed.trim() ? (parseBsDate(typed) ?? typed) : '';
    setValue('date_of_birth', ad, { shouldValidate: true, shouldDirty: true });
  };

  const field = (name: (typeof FIELDS)[number]) => ({
    ...register(name),
    error: Boolean(errors[name]),
    helperText: errors[name]?.message ? text(errors[name].message) : undefined,
  });

  return (
    <form className="kd-stack" noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField {...field('first_name')} label={t('edit.firstName')} required autoComplete="given-name" />
      <TextField {...field('middle_name')} label={t('edit.middleName')} autoComplete="additional-name" />
      <TextField {...field('last_name')} label={t('edit.lastName')} required autoComplete="family-name" />
      {calendar === 'BS' ? (
        <TextField
          label={t('edit.dateOfBirthBs')}
          value={bsText}
          onChange={(e) => onBsText(e.target.value)}
          onBlur={() => onBsText(bsText)}
          shrink
          placeholder="2047-01-18"
          inputMode="numeric"
          error={Boolean(errors.date_of_birth)}
          helperText={
            errors.date_of_birth?.message
              ? text(errors.date_of_birth.message)
              : dateOfBirth
                ? t('edit.dateOfBirthAd', { date: formatOrderDate(`${dateOfBirth}T12:00:00Z`) })
                : undefined
          }
        />
      ) : (
        <TextField
          {...field('date_of_birth')}
          label={t('edit.dateOfBirth')}
          type="date"
          autoComplete="bday"
          shrink
          min="1900-01-01"
        />
      )}
      <SelectField {...field('gender')} label={t('edit.gender')}>
        {GENDERS.map((g) => (
          <option key={g} value={g}>
            {g ? t(`edit.genders.${g}`) : t('edit.genders.none')}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('edit.phone')}
        value={profile.user.phone}
        readOnly
        aria-readonly
        helperText={t('edit.readOnly')}
      />
      <TextField label={t('edit.email')} value={profile.user.email} readOnly aria-readonly />
      <div className="kd-edit-profile__actions">
        <LinkButton
          to="/profile"
          variant="outlined"
          // While saving, as MUI draws a disabled link: greyed, out of the tab order, not followed.
          {...(saving ? { 'aria-disabled': true, tabIndex: -1 } : {})}
        >
          {t('edit.cancel')}
        </LinkButton>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? t('edit.saving') : t('edit.save')}
        </Button>
      </div>
    </form>
  );
}

/** /edit-profile: names, birth date and gender; phone and e-mail are shown read-only. */
export function EditProfilePage() {
  const { t } = useTranslation('account');
  const { data, error, isLoading } = useGetProfileQuery();

  let body;
  if (isLoading)
    body = (
      <div className="kd-stack" aria-busy="true">
        {Array.from({ length: 7 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </div>
    );
  else if (error) body = <Alert severity="error">{t('profile.error')}</Alert>;
  else if (data?.kind === 'profile') body = <EditProfileForm profile={data.profile} />;
  else if (data?.kind === 'unexpected') body = <Alert severity="error">{t('profile.unexpected')}</Alert>;
  else body = <Alert severity="info">{t('profile.empty')}</Alert>;

  return (
    <div className="kd-auth kd-auth--wide">
      <div className="kd-auth__card">
        <LinkButton to="/profile" startIcon={<Icon path={arrowBack} />} className="kd-edit-profile__back">
          {t('edit.back')}
        </LinkButton>
        <Text variant="h1" className="kd-auth__title kd-edit-profile__title">
          {t('edit.title')}
        </Text>
        {body}
      </div>
    </div>
  );
}
