import { adToBs, BS_MONTHS_EN, BS_MONTHS_NE, nepalDay } from '@kandamul/domain';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Datagrid,
  FunctionField,
  List,
  TextField as RaTextField,
  usePermissions,
  useNotify,
  useRefresh,
} from 'react-admin';
import { rupees } from '../lib/format';
import { opsApi } from '../lib/ops-api';
import { openAuthed, useLanguage, useOps, bsWithAd } from '../lib/ops-format';

interface InvoiceRow {
  id: number;
  kind: string;
  number: string;
  order_id: number;
  date_bs: string;
  date_ad: string;
  buyer_name: string;
  buyer_pan: string | null;
  total: number;
}

/** The monthly sales register (IRD's sales book) of a BS month, as CSV. */
function SalesRegister() {
  const t = useOps();
  const language = useLanguage();
  const today = adToBs(nepalDay(new Date()) ?? '2026-01-01');
  const [year, setYear] = useState(String(today?.year ?? 2083));
  const [month, setMonth] = useState(today?.month ?? 1);
  const [error, setError] = useState<string | null>(null);
  const months = language === 'ne' ? BS_MONTHS_NE : BS_MONTHS_EN;
  async function download() {
    setError(null);
    try {
      await openAuthed(
        () => opsApi.salesRegister(Number(year), month),
        `sales-register-${year}-${String(month).padStart(2, '0')}.csv`,
        'download',
      );
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, alignItems: { sm: 'center' } }}>
      <Typography sx={{ fontWeight: 600 }}>{t('invoices.register')}</Typography>
      <TextField
        size="small"
        label={t('invoices.year')}
        type="number"
        value={year}
        onChange={(e) => setYear(e.target.value)}
      />
      <TextField
        select
        size="small"
        label={t('invoices.month')}
        value={month}
        onChange={(e) => setMonth(Number(e.target.value))}
      >
        {months.map((m, i) => (
          <MenuItem key={m} value={i + 1}>
            {m}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" onClick={download}>
        {t('invoices.download')}
      </Button>
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
}

function InvoiceActions({ row }: { row: InvoiceRow }) {
  const t = useOps();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions<string>();
  const fail = (err: unknown) => notify(err instanceof Error ? err.message : String(err), { type: 'error' });
  async function creditNote() {
    const reason = window.prompt(t('invoices.creditNoteTitle'), '');
    if (!reason?.trim()) return;
    try {
      const note = await opsApi.creditNote(row.order_id, reason.trim());
      notify(t('invoices.creditNoteIssued', { number: note.number }), { type: 'success' });
      refresh();
    } catch (err) {
      fail(err);
    }
  }
  return (
    <Stack direction="row" spacing={1} onClick={(e) => e.stopPropagation()}>
      <Button
        size="small"
        onClick={() =>
          openAuthed(
            () => opsApi.invoicePdf(row.id),
            `invoice-${row.number.replace(/\//g, '-')}.pdf`,
            'open',
          ).catch(fail)
        }
      >
        {t('invoices.reprint')}
      </Button>
      {permissions === 'admin' && row.kind === 'invoice' ? (
        <Button size="small" color="warning" onClick={creditNote}>
          {t('invoices.creditNoteAction')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** VAT invoices and credit notes, dated in Bikram Sambat with the AD date beside. */
export function InvoiceList() {
  const t = useOps();
  const language = useLanguage();
  return (
    <List perPage={25} exporter={false} title={t('invoices.title')} aside={undefined} actions={false}>
      <SalesRegister />
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<Typography sx={{ p: 2 }}>{t('invoices.empty')}</Typography>}
      >
        <RaTextField source="number" label={t('invoices.number')} sortable={false} />
        <FunctionField<InvoiceRow>
          label={t('invoices.kind')}
          render={(r) => (r.kind === 'credit_note' ? t('invoices.creditNote') : t('invoices.invoice'))}
        />
        <FunctionField<InvoiceRow> label={t('common.date')} render={(r) => bsWithAd(r.date_ad, language)} />
        <RaTextField source="buyer_name" label={t('invoices.buyer')} sortable={false} />
        <RaTextField source="buyer_pan" label={t('invoices.pan')} sortable={false} emptyText="—" />
        <FunctionField<InvoiceRow>
          label={t('common.total')}
          textAlign="right"
          render={(r) => rupees(r.total)}
        />
        <FunctionField<InvoiceRow> label={t('common.actions')} render={(r) => <InvoiceActions row={r} />} />
      </Datagrid>
    </List>
  );
}
