import type { Order } from '@kandamul/domain';
import { isApiError } from '../../../lib/api/api-error';
import { useTranslation } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast/toast';
import { useGetInvoicePdfMutation } from '../api/get-invoice-pdf';
import '../../../lib/i18n/texts/orders';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { receiptLong } from './icons';

/** 'Download invoice (PDF)' on a delivered order: the tax invoice, issued on its first download. */
export function InvoiceButton({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const [download, { isLoading }] = useGetInvoicePdfMutation();
  if (order.order_status !== 'Delivered') return null;

  const onClick = async () => {
    try {
      const url = await download(order.id).unwrap();
      const link = document.createElement('a');
      link.href = url;
      link.download = `invoice-${order.tracking_id}.pdf`;
      link.click();
      // Long enough for the browser to have read it.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      toast.error(isApiError(error) && error.status !== 0 ? error.message : t('card.invoiceFailed'));
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={<Icon path={receiptLong} />}
      onClick={() => void onClick()}
      disabled={isLoading}
    >
      {isLoading ? t('card.invoiceLoading') : t('card.invoice')}
    </Button>
  );
}
