import { MESSAGES, type ProfileResponse, formatBsDate, validatePictureFile } from '@kandamul/domain';
import { type ChangeEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Outlet, useLocation } from 'react-router';
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
import { Alert } from '../../../components/forms/alert';
import { ToggleButtons } from '../../../components/forms/toggle-buttons';
import { Button, LinkButton } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Text } from '../../../components/ui/text';
import { edit, photoCamera } from '../components/icons';
import '../../../lib/i18n/texts/account';

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
    <div className="kd-card kd-card--round kd-profile-card">
      <div className="kd-profile-card__head">
        <ProfileAvatar image={details.image} alt={t('profile.avatarAlt', { name })} />
        <Text variant="h2" as="p">
          {name}
        </Text>
        <Text>{handleOf(user.first_name)}</Text>
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
          startIcon={<Icon path={photoCamera} />}
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
        >
          {uploading ? t('profile.uploading') : t('profile.changePicture')}
        </Button>
        {pictureError ? (
          <Text role="alert" color="error" variant="body2">
            {text(pictureError)}
          </Text>
        ) : null}
      </div>
      <Text variant="h3" as="h2" className="kd-profile-card__heading">
        {t('profile.personal')}
      </Text>
      <dl className="kd-profile-card__rows">
        {rows.map(([label, value]) => (
          <div key={label} className="kd-profile-card__row">
            <Text as="dt">{label}</Text>
            <Text as="dd" className="kd-profile-card__value">
              {value}
            </Text>
          </div>
        ))}
      </dl>
      <div className="kd-profile-card__calendar">
        <Text id="calendar-choice">{t('profile.calendar')}</Text>
        <ToggleButtons<Calendar>
          size="small"
          value={calendar}
          aria-labelledby="calendar-choice"
          onChange={(next) => dispatch(setCalendar(next))}
          options={[
            { value: 'AD', label: t('profile.calendarAd') },
            { value: 'BS', label: t('profile.calendarBs') },
          ]}
        />
      </div>
      <LinkButton
        to="/edit-profile"
        variant="contained"
        startIcon={<Icon path={edit} />}
        fullWidth
        className="kd-profile-card__edit"
      >
        {t('profile.edit')}
      </LinkButton>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div className="kd-card kd-card--round kd-profile-card kd-profile-card--loading" aria-busy="true">
      <div className="kd-profile-card__head">
        <Skeleton variant="circular" width={112} height={112} />
        <Skeleton variant="text" width="60%" height={36} />
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="rounded" width={160} height={44} />
      </div>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} variant="text" height={40} />
      ))}
    </div>
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
    <div className="kd-profile">
      <Text variant="h1" className="kd-profile__title">
        {t('profile.title')}
      </Text>
      <div className="kd-profile__grid">
        <div className="kd-profile__side">
          {card}
          {data?.kind === 'profile' ? <PanForm /> : null}
          <ProfileTabs />
          <Suspense fallback={null}>
            <AlertsCard />
            <PreferencesCard />
          </Suspense>
        </div>
        <div className="kd-profile__outlet">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
