import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from '../../lib/i18n/i18n';
import { Logo } from '../../components/logo';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{ mt: 6, py: 4, px: 2, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ maxWidth: 1280, mx: 'auto', display: 'grid', gap: 1 }}>
        <Logo height={36} />
        <Typography variant="body2" color="text.secondary">
          {t('footer.about')}
        </Typography>
        <Typography variant="body2">
          <Link href="tel:+97715970000" color="inherit">
            {t('footer.contact')}
          </Link>
        </Typography>
        <Typography variant="body2">
          <Link href="mailto:support@kandamul.com.np" color="inherit">
            {t('footer.support')}
          </Link>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Typography>
      </Box>
    </Box>
  );
}
