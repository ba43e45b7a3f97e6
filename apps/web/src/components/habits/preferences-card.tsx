import type { Preferences, PreferencesUpdate } from '@kandamul/domain';
import {
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Switch,
  Typography,
} from '@mui/material';
import { serverMessage } from '../../lib/api/server-message';
import { useTranslation } from '../../lib/i18n/i18n';
import '../../lib/i18n/texts/account';
import { toast } from '../../lib/toast/toast';
import { useGetPreferencesQuery, useUpdatePreferencesMutation } from '../../lib/habits/habits-api';

/** Order-update channels, the language of messages and the default "if out of stock" choice. */
export function PreferencesCard() {
  const { t } = useTranslation('account');
  const { data, isLoading, error } = useGetPreferencesQuery();
  const [update, { isLoading: saving }] = useUpdatePreferencesMutation();

  const save = (change: PreferencesUpdate) =>
    void update(change)
      .unwrap()
      .then(() => toast.success(t('preferences.saved'), { toastId: 'preferences-saved' }))
      .catch((e: unknown) => toast.error(serverMessage(e, t('preferences.failed'))));

  let body;
  if (isLoading)
    body = (
      <Typography role="status" color="text.secondary">
        {t('preferences.loading')}
      </Typography>
    );
  else if (error || !data) body = <Typography color="error">{t('preferences.failed')}</Typography>;
  else body = <PreferencesForm prefs={data} disabled={saving} onChange={save} />;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="preferences-heading"
      sx={{ p: 2, borderRadius: 3 }}
    >
      <Typography id="preferences-heading" variant="h2" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('preferences.title')}
      </Typography>
      {body}
    </Paper>
  );
}

function PreferencesForm({
  prefs,
  disabled,
  onChange,
}: {
  prefs: Preferences;
  disabled: boolean;
  onChange: (change: PreferencesUpdate) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={prefs.notify_sms}
            disabled={disabled}
            onChange={(_e, v) => onChange({ notify_sms: v })}
          />
        }
        label={t('preferences.sms')}
      />
      <FormControlLabel
        control={
          <Switch
            checked={prefs.notify_email}
            disabled={disabled}
            onChange={(_e, v) => onChange({ notify_email: v })}
          />
        }
        label={t('preferences.email')}
      />
      <FormControl sx={{ mt: 1, display: 'block' }} disabled={disabled}>
        <FormLabel id="pref-language">{t('preferences.language')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="pref-language"
          value={prefs.language}
          onChange={(_e, v) => onChange({ language: v === 'ne' ? 'ne' : 'en' })}
        >
          <FormControlLabel value="en" control={<Radio />} label={t('preferences.english')} />
          <FormControlLabel value="ne" control={<Radio />} label={t('preferences.nepali')} />
        </RadioGroup>
      </FormControl>
      <FormControl sx={{ mt: 1, display: 'block' }} disabled={disabled}>
        <FormLabel id="pref-substitution">{t('preferences.substitution')}</FormLabel>
        <RadioGroup
          aria-labelledby="pref-substitution"
          value={prefs.substitution}
          onChange={(_e, v) => onChange({ substitution: v === 'none' ? 'none' : 'best-match' })}
        >
          <FormControlLabel value="best-match" control={<Radio />} label={t('preferences.bestMatch')} />
          <FormControlLabel value="none" control={<Radio />} label={t('preferences.none')} />
        </RadioGroup>
      </FormControl>
    </>
  );
}
