import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A route whose feature is not built yet: its heading, never a blank page. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{t('states.comingSoon')}</Typography>
    </Box>
  );
}
