import { STOCK_CSV_MAX_BYTES, type StockImportPreview } from '@kandamul/domain';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../lib/data-provider';

type State =
  | { step: 'idle' }
  | { step: 'reading'; name: string }
  | { step: 'preview'; name: string; csv: string; preview: StockImportPreview }
  | { step: 'applying'; name: string; csv: string; preview: StockImportPreview }
  | { step: 'failed'; name: string; message: string };

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * The stock count: export the catalogue, count the shelves, upload the file, see every difference
 * (and every bad row) before anything changes, then apply it all at once.
 */
export function StockImport() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const t = useTranslate();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ step: 'idle' });
  const [exporting, setExporting] = useState(false);

  const reset = () => {
    setState({ step: 'idle' });
    if (input.current) input.current.value = '';
  };

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > STOCK_CSV_MAX_BYTES) {
      setState({ step: 'failed', name: file.name, message: t('The file is larger than 5 MB.') });
      return;
    }
    setState({ step: 'reading', name: file.name });
    try {
      const csv = await file.text();
      const preview = await dataProvider.previewStockCount(csv);
      setState({ step: 'preview', name: file.name, csv, preview });
    } catch (err) {
      setState({
        step: 'failed',
        name: file.name,
        message: t(err instanceof Error ? err.message : 'The file could not be read.'),
      });
    }
  }

  async function apply() {
    if (state.step !== 'preview') return;
    setState({ ...state, step: 'applying' });
    try {
      const result = await dataProvider.applyStockCount(state.csv);
      notify(t('Stock updated for %{smart_count} products.', { smart_count: result.changed }), {
        type: 'success',
      });
      reset();
    } catch (err) {
      setState({
        step: 'failed',
        name: state.name,
        message: t(err instanceof Error ? err.message : 'The stock could not be changed.'),
      });
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await dataProvider.exportStock();
    } catch (err) {
      notify(err instanceof Error ? err.message : 'The export failed.', { type: 'error' });
    } finally {
      setExporting(false);
    }
  }

  const preview = state.step === 'preview' || state.step === 'applying' ? state.preview : null;
  const changed = preview?.rows.filter((r) => r.change !== 0) ?? [];

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Title title={t('Stock count')} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {t('Stock count')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t(
              'Upload a CSV file with a slug column and a counted column (the export works too: its stock column is the count). You see every difference before anything changes.',
            )}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
            <Button variant="outlined" startIcon={<Download />} onClick={exportCsv} disabled={exporting}>
              {t('Export products and stock (CSV)')}
            </Button>
            <Button
              variant="contained"
              component="label"
              htmlFor={inputId}
              startIcon={<UploadFile />}
              disabled={state.step === 'reading' || state.step === 'applying'}
            >
              {t('Choose a stock count file')}
            </Button>
            <input
              id={inputId}
              ref={input}
              type="file"
              accept=".csv,text/csv"
              aria-label={t('Stock count file (CSV)')}
              onChange={choose}
              style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
            />
          </Stack>

          {state.step === 'reading' ? (
            <Typography role="status">{t('Reading %{name}…', { name: state.name })}</Typography>
          ) : null}
          {state.step === 'failed' ? (
            <Alert
              severity="error"
              role="alert"
              action={<Button onClick={reset}>{t('Try another file')}</Button>}
            >
              {state.name}: {state.message}
            </Alert>
          ) : null}

          {preview ? (
            <Box aria-live="polite">
              <Typography sx={{ mb: 1 }} role="status">
                {t('%{name}: %{changed} products change, %{unchanged} stay the same.', {
                  name: state.step === 'preview' || state.step === 'applying' ? state.name : '',
                  changed: preview.changed,
                  unchanged: preview.unchanged,
                })}
              </Typography>
              {preview.errors.length ? (
                <Alert severity="error" sx={{ mb: 2 }}>
                  <Typography component="h2" variant="subtitle1">
                    {t('Nothing can be applied until these rows are fixed:')}
                  </Typography>
                  <Box component="ul" sx={{ m: 0, pl: 2 }}>
                    {preview.errors.map((e) => (
                      <li key={`${e.row}-${e.message}`}>
                        {t('Row %{row}', { row: e.row })}: {e.message}
                      </li>
                    ))}
                  </Box>
                </Alert>
              ) : null}
              {changed.length ? (
                <Box sx={{ overflowX: 'auto', mb: 2 }}>
                  <Table size="small" aria-label={t('Stock changes')}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('Row')}</TableCell>
                        <TableCell>{t('Product')}</TableCell>
                        <TableCell>{t('Slug')}</TableCell>
                        <TableCell align="right">{t('Stock now')}</TableCell>
                        <TableCell align="right">{t('Counted')}</TableCell>
                        <TableCell align="right">{t('Change')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {changed.map((r) => (
                        <TableRow key={r.product_id}>
                          <TableCell>{r.row}</TableCell>
                          <TableCell>{r.title}</TableCell>
                          <TableCell>{r.slug}</TableCell>
                          <TableCell align="right">{r.current}</TableCell>
                          <TableCell align="right">{r.counted}</TableCell>
                          <TableCell
                            align="right"
                            sx={{ color: r.change < 0 ? 'error.main' : 'success.main', fontWeight: 600 }}
                          >
                            {signed(r.change)}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
              ) : null}
              <Stack direction="row" spacing={1}>
                <Button
                  variant="contained"
                  onClick={apply}
                  disabled={state.step === 'applying' || preview.errors.length > 0 || preview.changed === 0}
                >
                  {t('Apply %{smart_count} changes', { smart_count: preview.changed })}
                </Button>
                <Button onClick={reset} disabled={state.step === 'applying'}>
                  {t('Cancel')}
                </Button>
              </Stack>
            </Box>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}
