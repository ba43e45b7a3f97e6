import { Icon, type IconProps } from '../../../components/ui/icon';
import { payments, shipping, spa, verified } from '../../../components/ui/icons';
import { Text } from '../../../components/ui/text';
import { useTranslation } from '../../../lib/i18n/i18n';

const ITEMS: { key: 'organic' | 'delivery' | 'cod' | 'guarantee'; icon: IconProps['path'] }[] = [
  { key: 'organic', icon: spa },
  { key: 'delivery', icon: shipping },
  { key: 'cod', icon: payments },
  { key: 'guarantee', icon: verified },
];

/** Why shop here: four promises the shop keeps (the spec's placeholder section, made real). */
export function Highlights() {
  const { t } = useTranslation('catalog');
  return (
    <section aria-label={t('highlights.label')} className="kd-highlights">
      {ITEMS.map(({ key, icon }) => (
        <div key={key} className="kd-highlights__item">
          <div aria-hidden className="kd-highlights__icon">
            <Icon path={icon} />
          </div>
          <div className="kd-highlights__words">
            <Text as="h2" className="kd-highlights__title">
              {t(`highlights.${key}Title`)}
            </Text>
            <Text variant="body2" className="kd-highlights__body">
              {t(`highlights.${key}Body`)}
            </Text>
          </div>
        </div>
      ))}
    </section>
  );
}
