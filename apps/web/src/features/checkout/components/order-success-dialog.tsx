import type { CheckoutResponse } from '@kandamul/domain';
import { rupeesToPaisa } from '@kandamul/domain';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Box, Button, Dialog, DialogActions, DialogContent, Typography } from '@mui/material';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { useLocalized } from '../../../lib/i18n/use-localized';
import { SetAsideOffer } from '../../../components/set-aside-offer';
import '../../../lib/i18n/texts/checkout';

/** 'Order Placed Successfully!' with the order id, tracking id, total and 'View Orders'. */
export function OrderSuccessDialog({
  order,
  onClose,
}: {
  order: CheckoutResponse | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('checkout');
  const { money } = useLocalized();
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      aria-labelledby="order-success-title"
      fullWidth
      maxWidth="xs"
    >
      {order && (
        <>
          <DialogContent sx={{ textAlign: 'center', pt: 4 }}>
            <CheckCircleOutlined color="success" sx={{ fontSize: 64 }} aria-hidden />
            <Typography id="order-success-title" variant="h5" component="h2" sx={{ fontWeight: 700, my: 1 }}>
              {t('success.title')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 0.5 }}>
              <Typography>{t('success.orderId', { id: order.order_id })}</Typography>
              <Typography>{t('success.tracking', { tracking: order.tracking_id })}</Typography>
              <Typography sx={{ fontWeight: 700 }}>
                {t('success.total', { total: money(rupeesToPaisa(order.total_amount)) })}
              </Typography>
            </Box>
            <Box sx={{ mt: 2 }}>
              <SetAsideOffer />
            </Box>
          </DialogContent>
          <DialogActions sx={{ flexDirection: 'column', gap: 1, px: 3, pb: 3 }}>
            <Button component={RouterLink} to="/orders" variant="contained" fullWidth sx={{ minHeight: 44 }}>
              {t('success.viewOrders')}
            </Button>
            <Button component={RouterLink} to="/" fullWidth sx={{ minHeight: 44, ml: '0 !important' }}>
              {t('success.continue')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
