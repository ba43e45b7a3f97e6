import type { Order } from '@kandamul/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast/toast';
import { serverMessage } from '../../../lib/api/server-message';
import { useCancelOrderMutation } from '../api/cancel-order';
import '../../../lib/i18n/texts/orders';
import { Alert } from '../../../components/forms/alert';
import { Dialog, DialogActions, DialogContent } from '../../../components/forms/dialog';
import { TextArea } from '../../../components/forms/text-area';
import { Button } from '../../../components/ui/button';

/** The cancel popup: a reason, then a real POST /order/cancel/{id}/; the lists refresh on success. */
export function CancelOrderDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const [remarks, setRemarks] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();

  const close = () => {
    setRemarks('');
    setFailure(null);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!order) return;
    try {
      await cancelOrder({ id: order.id, remarks: remarks.trim() }).unwrap();
      toast.success(t('cancelDialog.done'));
      close();
    } catch (error) {
      setFailure(serverMessage(error, t('cancelDialog.failed')));
    }
  };

  return (
    <Dialog
      open={order !== null}
      // While the request is out the popup stays (Escape and the backdrop do nothing).
      onClose={isLoading ? undefined : close}
      fullWidth
      className="kd-cancel"
      maxWidth="xs"
      title={t('cancelDialog.title', { tracking: order?.tracking_id ?? '' })}
    >
      <form onSubmit={submit} noValidate>
        <DialogContent>
          {failure && (
            <Alert severity="error" className="kd-cancel__failure">
              {failure}
            </Alert>
          )}
          <TextArea
            autoFocus
            rows={3}
            className="kd-cancel__reason"
            label={t('cancelDialog.reason')}
            helperText={t('cancelDialog.reasonHelp')}
            value={remarks}
            onChange={(e) => setRemarks(e.target.value)}
            maxLength={500}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isLoading}>
            {t('cancelDialog.keep')}
          </Button>
          <Button type="submit" variant="contained" className="kd-btn--error" disabled={isLoading}>
            {isLoading ? t('cancelDialog.submitting') : t('cancelDialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
