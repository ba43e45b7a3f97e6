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
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useAppSelector } from '../../../lib/hooks';
import { selectCalendar } from '../../../lib/state/theme-slice';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Link as RouterLink, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast/toast';
import { isApiError } from '../../../lib/api/api-error';
import { useGetProfileQuery } from '../api/get-profile';
import { useUpdateProfileMutation } from '../api/update-profile';
import { asTextField, fieldError, isNetworkError, serverMessage, useMessageText } from '../messages';
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
    ...asTextField(register(name)),
    fullWidth: true,
    error: Boolean(errors[name]),
    helperText: errors[name]?.message ? text(errors[name].message) : undefined,
  });

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack spacing={2}>
        <TextField {...field('first_name')} label={t('edit.firstName')} required autoComplete="given-name" />
        <TextField {...field('middle_name')} label={t('edit.middleName')} autoComplete="additional-name" />
        <TextField {...field('last_name')} label={t('edit.lastName')} required autoComplete="family-name" />
        {calendar === 'BS' ? (
          <TextField
            label={t('edit.dateOfBirthBs')}
            value={bsText}
            onChange={(e) => onBsText(e.target.value)}
            onBlur={() => onBsText(bsText)}
            fullWidth
            placeholder="2047-01-18"
            error={Boolean(errors.date_of_birth)}
            helperText={
              errors.date_of_birth?.message
                ? text(errors.date_of_birth.message)
                : dateOfBirth
                  ? t('edit.dateOfBirthAd', { date: formatOrderDate(`${dateOfBirth}T12:00:00Z`) })
                  : undefined
            }
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric' } }}
          />
        ) : (
          <TextField
            {...field('date_of_birth')}
            label={t('edit.dateOfBirth')}
            type="date"
            autoComplete="bday"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1900-01-01' } }}
          />
        )}
        <TextField
          {...field('gender')}
          label={t('edit.gender')}
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {g ? t(`edit.genders.${g}`) : t('edit.genders.none')}
            </option>
          ))}
        </TextField>
        <TextField
          label={t('edit.phone')}
          value={profile.user.phone}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
          helperText={t('edit.readOnly')}
        />
        <TextField
          label={t('edit.email')}
          value={profile.user.email}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
        />
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to="/profile" variant="outlined" disabled={saving}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? t('edit.saving') : t('edit.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** /edit-profile: names, birth date and gender; phone and e-mail are shown read-only. */
export function EditProfilePage() {
  const { t } = useTranslation('account');
  const { data, error, isLoading } = useGetProfileQuery();

  let body;
  if (isLoading)
    body = (
      <Stack spacing={2} aria-busy="true">
        {Array.from({ length: 7 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  else if (error) body = <Alert severity="error">{t('profile.error')}</Alert>;
  else if (data?.kind === 'profile') body = <EditProfileForm profile={data.profile} />;
  else if (data?.kind === 'unexpected') body = <Alert severity="error">{t('profile.unexpected')}</Alert>;
  else body = <Alert severity="info">{t('profile.empty')}</Alert>;

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, sm: 4 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 560, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Button component={RouterLink} to="/profile" startIcon={<ArrowBack />} sx={{ mb: 1, ml: -1 }}>
          {t('edit.back')}
        </Button>
        <Typography variant="h1" component="h1" sx={{ mb: 3, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {t('edit.title')}
        </Typography>
        {body}
      </Paper>
    </Box>
  );
}
