import type { AdminCustomerDetail, AdminCustomerRow } from '@kandamul/domain';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  Show,
  TextField as RaTextField,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { rupees } from '../lib/format';
import { opsApi } from '../lib/ops-api';
import { bsWithAd, useLanguage, useOps } from '../lib/ops-format';

function BlockedChip({ blocked }: { blocked: boolean }) {
  const t = useOps();
  return blocked ? (
    <Chip size="small" color="error" label={t('customers.blocked')} />
  ) : (
    <Chip size="small" variant="outlined" label={t('customers.active')} />
  );
}

/** Customers: search by name, phone or e-mail; blocked ones can be listed alone. */
export function CustomerList() {
  const t = useOps();
  const language = useLanguage();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('customers.searchHint')} />,
    <SelectInput
      key="blocked"
      source="blocked"
      label={t('customers.blocked')}
      alwaysOn
      emptyText={t('customers.all')}
      choices={[
        { id: 'true', name: t('customers.blocked') },
        { id: 'false', name: t('customers.active') },
      ]}
    />,
  ];
  return (
    <List filters={filters} perPage={25} exporter={false} title={t('customers.title')}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <RaTextField source="name" label={t('common.name')} sortable={false} />
        <RaTextField source="phone" label={t('common.phone')} sortable={false} />
        <RaTextField source="email" label={t('common.email')} sortable={false} />
        <NumberField source="orders" label={t('customers.orders')} sortable={false} />
        <FunctionField<AdminCustomerRow>
          label={t('customers.joined')}
          render={(r) => bsWithAd(r.created_at, language)}
        />
        <FunctionField<AdminCustomerRow>
          label={t('common.status')}
          render={(r) => <BlockedChip blocked={r.blocked} />}
        />
      </Datagrid>
    </List>
  );
}

function BlockButton() {
  const record = useRecordContext<AdminCustomerDetail>();
  const t = useOps();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  async function run(action: () => Promise<unknown>, message: string) {
    setBusy(true);
    setError(null);
    try {
      await action();
      notify(message, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }
  if (record.blocked) {
    return (
      <Stack spacing={1}>
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => run(() => opsApi.unblock(record.id), t('customers.unblockedMsg'))}
        >
          {t('customers.unblock')}
        </Button>
        {error ? <Alert severity="error">{error}</Alert> : null}
      </Stack>
    );
  }
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t('customers.block')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="block-title"
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id="block-title">{t('customers.blockTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('customers.blockHelp')}</DialogContentText>
          <TextField
            autoFocus
            required
            fullWidth
            margin="normal"
            label={t('common.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {error ? <Alert severity="error">{error}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy || reason.trim() === ''}
            onClick={() => run(() => opsApi.block(record.id, reason.trim()), t('customers.blockedMsg'))}
          >
            {t('customers.block')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function CustomerDetail() {
  const record = useRecordContext<AdminCustomerDetail>();
  const t = useOps();
  const language = useLanguage();
  if (!record || !Array.isArray(record.recent_orders))
    return <Typography sx={{ p: 2 }}>{t('common.loading')}</Typography>;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack sx={{ alignItems: { sm: 'center' } }} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Typography variant="h5" component="h1">
          {record.name}
        </Typography>
        <BlockedChip blocked={record.blocked} />
        <BlockButton />
      </Stack>
      {record.blocked && record.blocked_at ? (
        <Alert severity="warning">
          {t('customers.blockedSince', {
            date: bsWithAd(record.blocked_at, language),
            reason: record.blocked_reason,
          })}
        </Alert>
      ) : null}
      <Typography>
        <a href={`tel:${record.phone}`}>{record.phone}</a> · {record.email} · {t('customers.joined')}{' '}
        {bsWithAd(record.created_at, language)}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('customers.addresses')}
          </Typography>
          {record.addresses.length === 0 ? <Typography>{t('customers.noAddresses')}</Typography> : null}
          <ul>
            {record.addresses.map((a) => (
              <li key={a.id}>
                {a.full_name}, {a.phone}: {a.text}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent sx={{ overflowX: 'auto' }}>
          <Typography variant="h6" component="h2">
            {t('customers.recentOrders')}
          </Typography>
          {record.recent_orders.length === 0 ? (
            <Typography>{t('customers.noOrders')}</Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('common.order')}</TableCell>
                  <TableCell>{t('common.date')}</TableCell>
                  <TableCell>{t('common.status')}</TableCell>
                  <TableCell>{t('common.payment')}</TableCell>
                  <TableCell align="right">{t('common.total')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {record.recent_orders.map((o) => (
                  <TableRow key={o.id}>
                    <TableCell>
                      <Link to={`/orders/${o.id}/show`}>{o.tracking_id}</Link>
                    </TableCell>
                    <TableCell>{bsWithAd(o.created_at, language)}</TableCell>
                    <TableCell>{o.status}</TableCell>
                    <TableCell>
                      {o.payment_method} · {o.payment_status}
                    </TableCell>
                    <TableCell align="right">{rupees(o.total)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

export function CustomerShow() {
  return (
    <Show actions={false} component="div">
      <CustomerDetail />
    </Show>
  );
}
