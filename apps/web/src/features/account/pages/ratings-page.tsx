import StarBorder from '@mui/icons-material/StarBorder';
import { Paper, Typography } from '@mui/material';
import { useTranslation } from '../../../lib/i18n/i18n';
import '../../../lib/i18n/texts/account';

/** /profile/ratings: SPEC §2, placeholder text only. */
export function RatingsPage() {
  const { t } = useTranslation('account');
  return (
    <Paper variant="outlined" sx={{ p: 4, borderRadius: 3, textAlign: 'center' }}>
      <StarBorder sx={{ fontSize: 48, color: 'secondary.main' }} aria-hidden="true" />
      <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
        {t('ratings.title')}
      </Typography>
      <Typography color="text.secondary">{t('ratings.empty')}</Typography>
    </Paper>
  );
}
