import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from '../lib/i18n/i18n';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';

/** Every route's error boundary: says what happened and offers a way back. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.warn('route error', error);
  return (
    <Box role="alert" sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {notFound ? t('states.notFoundTitle') : t('states.errorTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {notFound ? t('states.notFoundBody') : t('states.errorBody')}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {t('states.goHome')}
      </Button>
    </Box>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {t('states.notFoundTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('states.notFoundBody')}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {t('states.goHome')}
      </Button>
    </Box>
  );
}
