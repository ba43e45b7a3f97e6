import { type CashSettlement, type RiderCash, rupeesToPaisa, paisaToRupees } from '@kandamul/domain';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { rupees } from '../lib/format';
import { opsApi } from '../lib/ops-api';
import { bsWithAd, useLanguage, useOps } from '../lib/ops-format';

function Difference({ paisa }: { paisa: number }) {
  const t = useOps();
  const amount = rupees(paisaToRupees(Math.abs(paisa)));
  if (paisa === 0)
    return (
      <Typography component="span" color="success.main">
        {t('cash.even')}
      </Typography>
    );
  return (
    <Typography component="span" sx={{ color: paisa < 0 ? 'error.main' : 'warning.main', fontWeight: 600 }}>
      {t(paisa < 0 ? 'cash.short' : 'cash.over', { amount })}
    </Typography>
  );
}

/** One rider's unsettled cash: tick the orders handed over, enter what was received, settle. */
function RiderCard({ entry, onSettled }: { entry: RiderCash; onSettled: () => void }) {
  const t = useOps();
  const notify = useNotify();
  const language = useLanguage();
  const [picked, setPicked] = useState<Set<number>>(() => new Set(entry.orders.map((o) => o.id)));
  const [received, setReceived] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const expectedPaisa = entry.orders
    .filter((o) => picked.has(o.id))
    .reduce((sum, o) => sum + rupeesToPaisa(o.total), 0);
  const receivedNumber = Number(received);
  const receivedValid = received.trim() !== '' && Number.isFinite(receivedNumber) && receivedNumber >= 0;
  const headingId = `rider-${entry.rider.id}`;

  const toggle = (id: number) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function settle() {
    setError(null);
    if (picked.size === 0) return setError(t('cash.pickOrders'));
    setBusy(true);
    try {
      await opsApi.settle({
        rider_id: entry.rider.id,
        order_ids: [...picked],
        received: receivedNumber,
        note: note.trim() || undefined,
      });
      notify(t('cash.settled', { smart_count: picked.size }), { type: 'success' });
      onSettled();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2}>
          <Box>
            <Typography variant="h6" component="h2" id={headingId}>
              {entry.rider.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <a href={`tel:${entry.rider.phone}`}>{entry.rider.phone}</a>
            </Typography>
          </Box>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox" />
                  <TableCell>{t('common.order')}</TableCell>
                  <TableCell>{t('common.customer')}</TableCell>
                  <TableCell>{t('cash.delivered')}</TableCell>
                  <TableCell align="right">{t('common.total')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entry.orders.map((o) => (
                  <TableRow key={o.id}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={picked.has(o.id)}
                        onChange={() => toggle(o.id)}
                        slotProps={{ input: { 'aria-label': `${t('common.order')} ${o.tracking_id}` } }}
                      />
                    </TableCell>
                    <TableCell>{o.tracking_id}</TableCell>
                    <TableCell>{o.customer_name}</TableCell>
                    <TableCell>{o.delivered_at ? bsWithAd(o.delivered_at, language) : '—'}</TableCell>
                    <TableCell align="right">{rupees(o.total)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Stack sx={{ alignItems: { sm: 'center' } }} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Typography>
              {t('cash.expected')}: <strong>{rupees(paisaToRupees(expectedPaisa))}</strong>
            </Typography>
            <TextField
              label={t('cash.received')}
              value={received}
              onChange={(e) => setReceived(e.target.value)}
              type="number"
              size="small"
              slotProps={{ htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' } }}
            />
            {receivedValid ? (
              <Typography aria-live="polite">
                {t('cash.difference')}: <Difference paisa={rupeesToPaisa(receivedNumber) - expectedPaisa} />
              </Typography>
            ) : null}
          </Stack>
          <TextField
            label={t('common.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            size="small"
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {error ? <Alert severity="error">{error}</Alert> : null}
          <Box>
            <Button variant="contained" onClick={settle} disabled={busy || !receivedValid}>
              {t('cash.settle')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function History() {
  const t = useOps();
  const language = useLanguage();
  const { data, isPending, error } = useQuery({
    queryKey: ['ops', 'settlements'],
    queryFn: () => opsApi.settlements(),
  });
  if (isPending) return <Typography>{t('common.loading')}</Typography>;
  if (error) return <Alert severity="error">{t('common.error')}</Alert>;
  if (data.results.length === 0) return <Typography>{t('cash.historyEmpty')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('cash.history')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('cash.at')}</TableCell>
            <TableCell>{t('cash.rider')}</TableCell>
            <TableCell align="right">{t('cash.orders')}</TableCell>
            <TableCell align="right">{t('cash.expected')}</TableCell>
            <TableCell align="right">{t('cash.received')}</TableCell>
            <TableCell>{t('cash.difference')}</TableCell>
            <TableCell>{t('common.note')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.results.map((s: CashSettlement) => (
            <TableRow key={s.id}>
              <TableCell>{bsWithAd(s.created_at, language)}</TableCell>
              <TableCell>{s.rider.name}</TableCell>
              <TableCell align="right">{s.order_ids.length}</TableCell>
              <TableCell align="right">{rupees(s.expected)}</TableCell>
              <TableCell align="right">{rupees(s.received)}</TableCell>
              <TableCell>
                <Difference paisa={rupeesToPaisa(s.difference)} />
              </TableCell>
              <TableCell>{s.note}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** End of the day: what each rider should hand over, what they did, the difference kept and shown. */
export function CashSettlementPage() {
  const t = useOps();
  const queryClient = useQueryClient();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['ops', 'cash'],
    queryFn: opsApi.riderCash,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['ops'] });
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={t('cash.title')} />
      <Stack spacing={2} sx={{ maxWidth: 960 }}>
        <Typography variant="h5" component="h1">
          {t('cash.title')}
        </Typography>
        <Typography color="text.secondary">{t('cash.intro')}</Typography>
        {isPending ? <Typography>{t('common.loading')}</Typography> : null}
        {error ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
          >
            {t('common.error')}
          </Alert>
        ) : null}
        {data && data.length === 0 ? <Typography>{t('cash.empty')}</Typography> : null}
        {data?.map((entry) => (
          <RiderCard
            key={`${entry.rider.id}-${entry.orders.map((o) => o.id).join(',')}`}
            entry={entry}
            onSettled={refresh}
          />
        ))}
        <Typography variant="h6" component="h2">
          {t('cash.history')}
        </Typography>
        <History />
      </Stack>
    </Box>
  );
}
