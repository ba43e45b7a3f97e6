import { MESSAGES, type ProfileResponse, formatBsDate, validatePictureFile } from '@kandamul/domain';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { Alert, Box, Button, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type ChangeEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { toast } from '../../../lib/toast/toast';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { type Calendar, selectCalendar, setCalendar } from '../../../lib/state/theme-slice';
import { isApiError } from '../../../lib/api/api-error';
import { useChangeProfilePictureMutation } from '../api/change-profile-picture';
import { useGetProfileQuery } from '../api/get-profile';
import { ProfileAvatar } from '../components/profile-avatar';
import { PanForm } from '../components/pan-form';
import { ProfileTabs } from '../components/profile-tabs';
// Alerts and message preferences load after the profile's own card (they sit below it).
const AlertsCard = lazy(() =>
  import('../../../components/habits/alerts-card').then((m) => ({ default: m.AlertsCard })),
);
const PreferencesCard = lazy(() =>
  import('../../../components/habits/preferences-card').then((m) => ({ default: m.PreferencesCard })),
);
import { isNetworkError, serverMessage, useMessageText } from '../messages';
import { Skeleton } from '../../../components/skeleton';
import '../../../lib/i18n/texts/account';

// Drawn with MUI: the router puts the page inside the MUI theme, which comes with it (decision 052).
export { themed as withMuiTheme } from '../../../lib/mui-theme';

/** SPEC §4, §9: the profile is fetched again 500 ms after a new picture is saved. */
export const PICTURE_REFETCH_MS = 500;

/** '@sita' from 'Sita' (SPEC §2: a handle built from the first name). */
export function handleOf(firstName: string): string {
  return `@${firstName.trim().toLowerCase().replace(/\s+/g, '')}`;
}

export function fullName(user: ProfileResponse['user']): string {
  return [user.first_name, user.middle_name, user.last_name].filter((p) => p && p.trim()).join(' ');
}

function formatDate(iso: string, language: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'ne' ? 'ne-NP' : 'en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

function pictureFailure(error: unknown): string {
  if (isNetworkError(error) || (isApiError(error) && error.status >= 500)) return MESSAGES.pictureUpdateError;
  return serverMessage(error) ?? MESSAGES.pictureUpdateFailed;
}

function ProfileCard({ profile, onRefetch }: { profile: ProfileResponse; onRefetch: () => void }) {
  const { t, i18n } = useTranslation('account');
  const text = useMessageText();
  const dispatch = useAppDispatch();
  const calendar = useAppSelector(selectCalendar);
  const [upload, { isLoading: uploading }] = useChangeProfilePictureMutation();
  const [pictureError, setPictureError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const refetchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refetchTimer.current), []);

  const { user, profile: details } = profile;
  const name = fullName(user);
  const notProvided = t('profile.notProvided');

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again still triggers a change
    if (!file) return;
    const problem = validatePictureFile(file);
    setPictureError(problem ?? undefined);
    if (problem) return;
    try {
      const res = await upload(file).unwrap();
      if (res.success === true || res.status === 200 || res.status === 201) {
        toast.success(text(res.message ?? MESSAGES.pictureUpdated));
        clearTimeout(refetchTimer.current);
        refetchTimer.current = setTimeout(onRefetch, PICTURE_REFETCH_MS);
      } else {
        toast.error(text(res.message ?? MESSAGES.pictureUpdateFailed));
      }
    } catch (error) {
      toast.error(text(pictureFailure(error)));
    }
  };

  const rows: [string, string][] = [
    [t('profile.email'), user.email || notProvided],
    [
      t('profile.dateOfBirth'),
      details.date_of_birth
        ? (calendar === 'BS' && formatBsDate(details.date_of_birth, i18n.language)) ||
          formatDate(details.date_of_birth, i18n.language)
        : notProvided,
    ],
    [t('profile.gender'), details.gender ? t(`edit.genders.${details.gender}`) : notProvided],
    [t('profile.phone'), user.phone || notProvided],
  ];

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <ProfileAvatar image={details.image} alt={t('profile.avatarAlt', { name })} />
        <Typography variant="h2" component="p">
          {name}
        </Typography>
        <Typography color="text.secondary">{handleOf(user.first_name)}</Typography>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          aria-label={t('profile.chooseFile')}
          onChange={(e) => void onFile(e)}
        />
        <Button
          variant="outlined"
          startIcon={<PhotoCameraOutlined />}
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
        >
          {uploading ? t('profile.uploading') : t('profile.changePicture')}
        </Button>
        {pictureError ? (
          <Typography role="alert" color="error" variant="body2">
            {text(pictureError)}
          </Typography>
        ) : null}
      </Stack>
      <Typography variant="h3" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('profile.personal')}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <Box
            key={label}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              py: 1,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, pt: 1 }}>
        <Typography id="calendar-choice" color="text.secondary">
          {t('profile.calendar')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={calendar}
          aria-labelledby="calendar-choice"
          onChange={(_e, next: Calendar | null) => next && dispatch(setCalendar(next))}
        >
          <ToggleButton value="AD">{t('profile.calendarAd')}</ToggleButton>
          <ToggleButton value="BS">{t('profile.calendarBs')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Button
        component={RouterLink}
        to="/edit-profile"
        variant="contained"
        startIcon={<EditOutlined />}
        fullWidth
        sx={{ mt: 2 }}
      >
        {t('profile.edit')}
      </Button>
    </Paper>
  );
}

function ProfileSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }} aria-busy="true">
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Skeleton variant="circular" width={112} height={112} />
        <Skeleton variant="text" width="60%" height={36} />
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="rounded" width={160} height={44} />
      </Stack>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} variant="text" height={40} />
      ))}
    </Paper>
  );
}

/** /profile: the customer's details and picture, with side tabs to orders, wishlist and ratings. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const state = useLocation().state as { reload?: unknown } | null;
  // Coming back from Save with a reload flag fetches the profile again (SPEC §2).
  const { data, error, isLoading, isFetching, refetch } = useGetProfileQuery(undefined, {
    refetchOnMountOrArgChange: state?.reload === true,
  });

  let card;
  if (isLoading) card = <ProfileSkeleton />;
  else if (error)
    card = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()} disabled={isFetching}>
            {t('profile.retry')}
          </Button>
        }
      >
        {t('profile.error')}
      </Alert>
    );
  else if (data?.kind === 'unexpected') card = <Alert severity="error">{t('profile.unexpected')}</Alert>;
  else if (data?.kind === 'profile')
    card = <ProfileCard profile={data.profile} onRefetch={() => void refetch()} />;
  else card = <Alert severity="info">{t('profile.empty')}</Alert>;

  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" component="h1" sx={{ mb: 2, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {t('profile.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '340px 1fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          {card}
          {data?.kind === 'profile' ? <PanForm /> : null}
          <ProfileTabs />
          <Suspense fallback={null}>
            <AlertsCard />
            <PreferencesCard />
          </Suspense>
        </Stack>
        <Box sx={{ minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
