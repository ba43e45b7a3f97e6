import type { Preferences, PreferencesUpdate } from '@kandamul/domain';
import { serverMessage } from '../../lib/api/server-message';
import { useTranslation } from '../../lib/i18n/i18n';
import '../../lib/i18n/texts/account';
import { toast } from '../../lib/toast/toast';
import { useGetPreferencesQuery, useUpdatePreferencesMutation } from '../../lib/habits/habits-api';
import { ChoiceGroup, Radio } from '../forms/choice';
import { Switch } from '../forms/switch';
import { Text } from '../ui/text';

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
  if (isLoading) body = <Text role="status">{t('preferences.loading')}</Text>;
  else if (error || !data) body = <Text color="error">{t('preferences.failed')}</Text>;
  else body = <PreferencesForm prefs={data} disabled={saving} onChange={save} />;

  return (
    <section aria-labelledby="preferences-heading" className="kd-card kd-card--round kd-habit-card">
      <Text id="preferences-heading" variant="h2" className="kd-habit-card__title">
        {t('preferences.title')}
      </Text>
      {body}
    </section>
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
      <Switch
        label={t('preferences.sms')}
        checked={prefs.notify_sms}
        disabled={disabled}
        onChange={(e) => onChange({ notify_sms: e.target.checked })}
      />
      <Switch
        label={t('preferences.email')}
        checked={prefs.notify_email}
        disabled={disabled}
        onChange={(e) => onChange({ notify_email: e.target.checked })}
      />
      <ChoiceGroup label={t('preferences.language')} row className="kd-prefs__group">
        {(['en', 'ne'] as const).map((language) => (
          <Radio
            key={language}
            name="pref-language"
            value={language}
            label={t(language === 'en' ? 'preferences.english' : 'preferences.nepali')}
            checked={prefs.language === language}
            disabled={disabled}
            onChange={() => onChange({ language })}
          />
        ))}
      </ChoiceGroup>
      <ChoiceGroup label={t('preferences.substitution')} className="kd-prefs__group">
        {(['best-match', 'none'] as const).map((substitution) => (
          <Radio
            key={substitution}
            name="pref-substitution"
            value={substitution}
            label={t(substitution === 'none' ? 'preferences.none' : 'preferences.bestMatch')}
            checked={prefs.substitution === substitution}
            disabled={disabled}
            onChange={() => onChange({ substitution })}
          />
        ))}
      </ChoiceGroup>
    </>
  );
}
