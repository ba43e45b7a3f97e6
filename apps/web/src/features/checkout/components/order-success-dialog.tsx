import type { CheckoutResponse } from '@kandamul/domain';
import { rupeesToPaisa } from '@kandamul/domain';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useLocalized } from '../../../lib/i18n/use-localized';
import { Dialog, DialogContent } from '../../../components/forms/dialog';
import { checkCircle } from '../../../components/order-icons';
import { SetAsideOffer } from '../../../components/set-aside-offer';
import { LinkButton } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Text } from '../../../components/ui/text';
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
    <Dialog open={order !== null} onClose={onClose} labelledBy="order-success-title" fullWidth maxWidth="xs">
      {order && (
        <>
          <DialogContent className="kd-order-success">
            <Icon path={checkCircle} className="kd-order-success__icon" />
            <h2 id="order-success-title" className="kd-text kd-h5 kd-order-success__title">
              {t('success.title')}
            </h2>
            <div className="kd-order-success__facts">
              <Text>{t('success.orderId', { id: order.order_id })}</Text>
              <Text>{t('success.tracking', { tracking: order.tracking_id })}</Text>
              <Text className="kd-order-success__total">
                {t('success.total', { total: money(rupeesToPaisa(order.total_amount)) })}
              </Text>
            </div>
            <div className="kd-order-success__offer">
              <SetAsideOffer />
            </div>
          </DialogContent>
          <div className="kd-dialog__actions kd-order-success__actions">
            <LinkButton to="/orders" variant="contained" fullWidth>
              {t('success.viewOrders')}
            </LinkButton>
            <LinkButton to="/" fullWidth>
              {t('success.continue')}
            </LinkButton>
          </div>
        </>
      )}
    </Dialog>
  );
}
