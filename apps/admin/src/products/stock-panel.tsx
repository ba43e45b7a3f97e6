import { STAFF_STOCK_REASONS } from '@kandamul/domain';
import {
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useDataProvider, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../lib/data-provider';
import { dateTime } from '../lib/format';

type Movement = { id: number; change: number; reason: string; note: string; created_at: string };
type Reason = (typeof STAFF_STOCK_REASONS)[number];

/** Stock by hand (restock, damage, adjustment) and the movements that make up the stock figure. */
export function StockPanel({ productId, stock }: { productId: number; stock: number }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useTranslate();
  const [change, setChange] = useState('');
  const [reason, setReason] = useState<Reason>('restock');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [page, setPage] = useState(1);
  const perPage = 10;
  const { data: movements, total } = useGetList<Movement>('stock-movements', {
    filter: { product_id: productId },
    pagination: { page, perPage },
  });

  const amount = Number(change);
  const valid = change.trim() !== '' && Number.isInteger(amount) && amount !== 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    try {
      const res = await dataProvider.adjustStock(productId, {
        change: amount,
        reason,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      notify(t('Stock is now %{n}.', { n: res.stock }), { type: 'success' });
      setChange('');
      setNote('');
      setPage(1);
    } catch (err) {
      notify(err instanceof Error ? err.message : 'The stock could not be changed.', { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  }

  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('Stock: %{n}', { n: stock })}
        </Typography>
        <Stack
          component="form"
          onSubmit={submit}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          aria-label={t('Change stock')}
          sx={{ mb: 2 }}
        >
          <TextField
            label={t('Change')}
            type="number"
            value={change}
            onChange={(e) => setChange(e.target.value)}
            helperText={t('+12 for a delivery in, -2 for damaged')}
            slotProps={{ htmlInput: { step: 1, min: -100000, max: 100000 } }}
            required
          />
          <TextField
            select
            label={t('Reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value as Reason)}
            sx={{ minWidth: 160 }}
          >
            {STAFF_STOCK_REASONS.map((r) => (
              <MenuItem key={r} value={r}>
                {t(r)}
              </MenuItem>
            ))}
          </TextField>
          <TextField label={t('Note')} value={note} onChange={(e) => setNote(e.target.value)} />
          <Button type="submit" variant="contained" disabled={busy || !valid}>
            {t('Save stock change')}
          </Button>
        </Stack>
        <Table size="small" aria-label={t('Stock movements')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('When')}</TableCell>
              <TableCell align="right">{t('Change')}</TableCell>
              <TableCell>{t('Reason')}</TableCell>
              <TableCell>{t('Note')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(movements ?? []).map((m) => (
              <TableRow key={m.id}>
                <TableCell>{dateTime(m.created_at)}</TableCell>
                <TableCell align="right">{m.change > 0 ? `+${m.change}` : m.change}</TableCell>
                <TableCell>{t(m.reason)}</TableCell>
                <TableCell>{m.note}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {total !== undefined && total > perPage ? (
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
            <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('Newer')}
            </Button>
            <Typography>
              {t('Page %{page} of %{pages}', { page, pages: Math.ceil(total / perPage) })}
            </Typography>
            <Button disabled={page * perPage >= total} onClick={() => setPage(page + 1)}>
              {t('Older')}
            </Button>
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
