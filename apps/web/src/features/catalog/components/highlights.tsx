import { Box } from '@mui/material';
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
    <Box
      component="section"
      aria-label={t('highlights.label')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: { xs: 1, sm: 2 },
        my: { xs: 2, md: 3 },
      }}
    >
      {ITEMS.map(({ key, icon }) => (
        <Box
          key={key}
          sx={{
            display: 'flex',
            gap: 1.25,
            alignItems: 'flex-start',
            p: { xs: 1.25, sm: 2 },
            borderRadius: 2,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Box
            aria-hidden
            sx={{
              flex: '0 0 auto',
              width: 40,
              height: 40,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <Icon path={icon} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Text as="h2" sx={{ fontWeight: 700, fontSize: '0.95rem', lineHeight: 1.25 }}>
              {t(`highlights.${key}Title`)}
            </Text>
            <Text variant="body2" sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.35 }}>
              {t(`highlights.${key}Body`)}
            </Text>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
