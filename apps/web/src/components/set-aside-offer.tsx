import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useServerCartPush } from '../lib/cart/use-cart-sync';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { useTranslation } from '../lib/i18n/i18n';
import { cartActions, selectSetAside } from '../lib/state/cart-slice';
import { toast } from '../lib/toast/toast';
import '../lib/i18n/texts/cart';

/**
 * Buy now replaced the basket (SPEC §4): the replaced basket, offered back (issue 23) on the cart page
 * and after the order. Nothing when nothing was set aside.
 */
export function SetAsideOffer({ onRestored }: { onRestored?: () => void }) {
  const { t } = useTranslation('cart');
  const dispatch = useAppDispatch();
  const setAside = useAppSelector(selectSetAside);
  const pushToServer = useServerCartPush();
  if (setAside.length === 0) return null;
  const count = setAside.reduce((sum, i) => sum + i.quantity, 0);
  const restore = () => {
    dispatch(cartActions.setAsideRestored());
    pushToServer();
    toast.success(t('setAside.restored'));
    onRestored?.();
  };
  return (
    <Alert
      severity="info"
      role="region"
      aria-label={t('setAside.title')}
      sx={{ mb: 2, textAlign: 'left' }}
      data-testid="set-aside-offer"
    >
      <AlertTitle component="p">{t('setAside.title')}</AlertTitle>
      {t('setAside.body', { count })}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Button variant="contained" size="small" onClick={restore} sx={{ minHeight: 44 }}>
          {t('setAside.restore')}
        </Button>
        <Button
          color="inherit"
          size="small"
          onClick={() => dispatch(cartActions.setAsideDismissed())}
          sx={{ minHeight: 44 }}
        >
          {t('setAside.dismiss')}
        </Button>
      </Box>
    </Alert>
  );
}
