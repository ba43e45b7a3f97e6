import type { AdminOrderDetail, OrderStatus } from '@kandamul/domain';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../lib/data-provider';

type Rider = { id: number; name: string; phone: string };

/** The button each move is offered as; the order's next_statuses decide which appear. */
function labelOf(from: OrderStatus, to: OrderStatus): string {
  switch (to) {
    case 'Packed':
      return from === 'Delivery Failed' ? 'Pack again' : 'Pack';
    case 'Out for Delivery':
      return 'Hand to rider';
    case 'Delivered':
      return 'Delivered';
    case 'Delivery Failed':
      return 'Delivery failed';
    case 'Cancelled':
      return 'Cancel order';
    default:
      return to;
  }
}

type Ask = { to: OrderStatus; kind: 'reason' | 'rider' } | null;

/**
 * The moves the API offers this order, as buttons. A failed delivery and a cancellation ask for a
 * reason; handing over asks for the rider. Whatever the API refuses is shown in its own words.
 */
export function OrderActions({ order, only }: { order: AdminOrderDetail; only?: OrderStatus[] }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useTranslate();
  const [busy, setBusy] = useState(false);
  const [ask, setAsk] = useState<Ask>(null);
  const [reason, setReason] = useState('');
  const [riders, setRiders] = useState<Rider[] | null>(null);
  const [riderId, setRiderId] = useState('');

  const moves = order.next_statuses.filter((s) => !only || only.includes(s));

  async function move(to: OrderStatus, extra: { note?: string; rider_id?: number } = {}) {
    setBusy(true);
    try {
      await dataProvider.moveOrder(order.id, { status: to, ...extra });
      notify(t('Order %{id}: %{status}', { id: order.tracking_id, status: t(to) }), { type: 'success' });
      setAsk(null);
      setReason('');
      setRiderId('');
    } catch (err) {
      notify(err instanceof Error ? err.message : 'The order could not be changed.', { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  }

  async function open(to: OrderStatus) {
    if (to === 'Delivery Failed' || to === 'Cancelled') return setAsk({ to, kind: 'reason' });
    if (to !== 'Out for Delivery') return move(to);
    setAsk({ to, kind: 'rider' });
    if (!riders) {
      try {
        setRiders(await dataProvider.riders());
      } catch (err) {
        notify(err instanceof Error ? err.message : 'The riders could not be loaded.', { type: 'error' });
      }
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ask) return;
    if (ask.kind === 'rider') {
      if (riderId) void move(ask.to, { rider_id: Number(riderId) });
    } else if (reason.trim()) {
      void move(ask.to, { note: reason.trim() });
    }
  }

  if (moves.length === 0) return null;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {moves.map((to) => (
          <Button
            key={to}
            variant={to === 'Cancelled' || to === 'Delivery Failed' ? 'outlined' : 'contained'}
            color={to === 'Cancelled' || to === 'Delivery Failed' ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => void open(to)}
            size="large"
          >
            {t(labelOf(order.status, to))}
          </Button>
        ))}
      </Stack>
      <Dialog open={ask !== null} onClose={() => setAsk(null)} fullWidth maxWidth="xs">
        <form onSubmit={submit}>
          <DialogTitle>{ask ? t(labelOf(order.status, ask.to)) : ''}</DialogTitle>
          <DialogContent>
            {ask?.kind === 'rider' ? (
              <TextField
                select
                autoFocus
                fullWidth
                margin="dense"
                label={t('Rider')}
                value={riderId}
                onChange={(e) => setRiderId(e.target.value)}
                required
                helperText={riders?.length === 0 ? t('There is no rider account yet.') : ' '}
              >
                {(riders ?? []).map((r) => (
                  <MenuItem key={r.id} value={String(r.id)}>
                    {r.name} · {r.phone}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField
                autoFocus
                fullWidth
                margin="dense"
                label={t('Reason')}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                required
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsk(null)}>{t('Back')}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {t('Confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
