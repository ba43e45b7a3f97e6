import type { AdminPayments, PaymentIssue } from '@kandamul/domain';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Title, useNotify } from 'react-admin';
import { rupees } from '../lib/format';
import { opsApi } from '../lib/ops-api';
import { bsWithAd, useLanguage, useOps } from '../lib/ops-format';

type Kind = 'refund_due' | 'double_paid' | 'refunded';

/** Asks for the merchant portal's refund reference, then records the refund. */
function RefundDialog({
  title,
  onClose,
  submit,
}: {
  title: string;
  onClose: (done: boolean) => void;
  submit: (reference: string) => Promise<unknown>;
}) {
  const t = useOps();
  const notify = useNotify();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function save() {
    setBusy(true);
    setError(null);
    try {
      await submit(reference.trim());
      notify(t('payments.refundedMsg'), { type: 'success' });
      onClose(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby="refund-title" fullWidth maxWidth="xs">
      <DialogTitle id="refund-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            autoFocus
            required
            label={t('payments.reference')}
            helperText={t('payments.referenceHelp')}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={busy || reference.trim() === ''}>
          {t('payments.recordRefund')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** An order paid twice: its paid attempts, one of which staff refund. */
function ExtraPayment({ issue, onDone }: { issue: PaymentIssue; onDone: () => void }) {
  const t = useOps();
  const { data } = useQuery<AdminPayments>({
    queryKey: ['ops', 'order-payments', issue.id],
    queryFn: () => opsApi.orderPayments(issue.id),
  });
  const [attempt, setAttempt] = useState<number | null>(null);
  const paid = data?.attempts.filter((a) => a.status === 'paid') ?? [];
  return (
    <Stack spacing={1}>
      {paid.slice(1).map((a) => (
        <Button key={a.id} size="small" variant="outlined" onClick={() => setAttempt(a.id)}>
          {t('payments.refundExtra')} ({a.gateway} {a.reference})
        </Button>
      ))}
      {attempt !== null ? (
        <RefundDialog
          title={`${t('payments.refundExtra')}: ${issue.tracking_id}`}
          submit={(reference) => opsApi.refundAttempt(issue.id, attempt, reference)}
          onClose={(done) => {
            setAttempt(null);
            if (done) onDone();
          }}
        />
      ) : null}
    </Stack>
  );
}

function IssueTable({ kind }: { kind: Kind }) {
  const t = useOps();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [refunding, setRefunding] = useState<PaymentIssue | null>(null);
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['ops', 'payments', kind],
    queryFn: () => opsApi.paymentIssues(kind),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['ops'] });
  if (isPending) return <Typography>{t('common.loading')}</Typography>;
  if (error)
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}>
        {t('common.error')}
      </Alert>
    );
  const empty = { refund_due: 'emptyRefundDue', double_paid: 'emptyDoublePaid', refunded: 'emptyRefunded' }[
    kind
  ];
  if (data.results.length === 0) return <Typography>{t(`payments.${empty}`)}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('common.order')}</TableCell>
            <TableCell>{t('common.customer')}</TableCell>
            <TableCell>{t('common.date')}</TableCell>
            <TableCell>{t('payments.method')}</TableCell>
            <TableCell>{t('common.status')}</TableCell>
            <TableCell align="right">{t('common.total')}</TableCell>
            <TableCell align="right">{t('payments.paidAttempts')}</TableCell>
            <TableCell align="right">{t('payments.paidAmount')}</TableCell>
            {kind === 'refund_due' ? <TableCell align="right">{t('payments.owed')}</TableCell> : null}
            <TableCell>{t('common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.results.map((issue) => (
            <TableRow key={issue.id}>
              <TableCell>
                <Link to={`/orders/${issue.id}/show`}>{issue.tracking_id}</Link>
              </TableCell>
              <TableCell>{issue.customer_name}</TableCell>
              <TableCell>{bsWithAd(issue.created_at, language)}</TableCell>
              <TableCell>{issue.payment_method}</TableCell>
              <TableCell>
                {issue.status} · {issue.payment_status}
              </TableCell>
              <TableCell align="right">{rupees(issue.total)}</TableCell>
              <TableCell align="right">{issue.paid_attempts}</TableCell>
              <TableCell align="right">{rupees(issue.paid_amount)}</TableCell>
              {kind === 'refund_due' ? (
                <TableCell align="right">
                  <strong>{rupees(issue.refund_amount)}</strong>
                </TableCell>
              ) : null}
              <TableCell>
                {kind === 'refund_due' ? (
                  <Button size="small" variant="contained" onClick={() => setRefunding(issue)}>
                    {t('payments.recordRefund')}
                  </Button>
                ) : null}
                {kind === 'double_paid' ? <ExtraPayment issue={issue} onDone={refresh} /> : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {refunding ? (
        <RefundDialog
          title={`${t('payments.recordRefund')}: ${refunding.tracking_id}`}
          submit={(reference) => opsApi.refund(refunding.id, reference)}
          onClose={(done) => {
            setRefunding(null);
            if (done) refresh();
          }}
        />
      ) : null}
    </Box>
  );
}

/** Money staff must act on: refunds due (recorded with the portal's reference), and orders paid twice. */
export function RefundsPage() {
  const t = useOps();
  const [kind, setKind] = useState<Kind>('refund_due');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={t('payments.title')} />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('payments.title')}
        </Typography>
        <Tabs
          value={kind}
          onChange={(_e, v: Kind) => setKind(v)}
          variant="scrollable"
          aria-label={t('payments.title')}
        >
          <Tab value="refund_due" label={t('payments.refundDue')} />
          <Tab value="double_paid" label={t('payments.doublePaid')} />
          <Tab value="refunded" label={t('payments.refunded')} />
        </Tabs>
        <IssueTable kind={kind} />
      </Stack>
    </Box>
  );
}
