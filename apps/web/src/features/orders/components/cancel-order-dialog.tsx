import type { Order } from '@kandamul/domain';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast/toast';
import { serverMessage } from '../../../lib/api/server-message';
import { useCancelOrderMutation } from '../api/cancel-order';
import '../../../lib/i18n/texts/orders';

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
    <Dialog open={order !== null} onClose={isLoading ? undefined : close} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('cancelDialog.title', { tracking: order?.tracking_id ?? '' })}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label={t('cancelDialog.reason')}
            helperText={t('cancelDialog.reasonHelp')}
            value={remarks}
            onChange={(e) => setRemarks(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={isLoading} sx={{ minHeight: 44 }}>
            {t('cancelDialog.keep')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={isLoading} sx={{ minHeight: 44 }}>
            {isLoading ? t('cancelDialog.submitting') : t('cancelDialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
