import {
  Alert,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Title, useNotify } from 'react-admin';
import { opsApi } from '../lib/ops-api';
import { bsWithAd, useLanguage, useOps } from '../lib/ops-format';

/** The dead-letter list: jobs that used up their retries; staff retry them or discard them. */
export function FailedJobsPage() {
  const t = useOps();
  const language = useLanguage();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [discarding, setDiscarding] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['ops', 'jobs'],
    queryFn: opsApi.failedJobs,
  });
  async function act(action: () => Promise<unknown>, message: string) {
    setBusy(true);
    try {
      await action();
      notify(message, { type: 'success' });
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: ['ops', 'jobs'] });
    }
  }
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={t('jobs.title')} />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('jobs.title')}
        </Typography>
        <Typography color="text.secondary">{t('jobs.intro')}</Typography>
        {isPending ? <Typography>{t('common.loading')}</Typography> : null}
        {error ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
          >
            {t('common.error')}
          </Alert>
        ) : null}
        {data && data.length === 0 ? <Typography>{t('jobs.empty')}</Typography> : null}
        {data && data.length > 0 ? (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('jobs.kind')}</TableCell>
                  <TableCell>{t('jobs.error')}</TableCell>
                  <TableCell align="right">{t('jobs.attempts')}</TableCell>
                  <TableCell>{t('jobs.failedAt')}</TableCell>
                  <TableCell>{t('common.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((job) => (
                  <TableRow key={job.id}>
                    <TableCell>
                      <strong>{job.name}</strong>
                      <Typography
                        variant="caption"
                        component="pre"
                        sx={{ whiteSpace: 'pre-wrap', m: 0, maxWidth: 360 }}
                      >
                        {JSON.stringify(job.data)}
                      </Typography>
                    </TableCell>
                    <TableCell>{job.error ?? '—'}</TableCell>
                    <TableCell align="right">{job.attempts}</TableCell>
                    <TableCell>{job.failed_at ? bsWithAd(job.failed_at, language) : '—'}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1}>
                        <Button
                          size="small"
                          variant="contained"
                          disabled={busy}
                          onClick={() => act(() => opsApi.retryJob(job.id), t('jobs.retried'))}
                        >
                          {t('jobs.retry')}
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          disabled={busy}
                          onClick={() => setDiscarding(job.id)}
                        >
                          {t('jobs.discard')}
                        </Button>
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : null}
      </Stack>
      <Confirm
        isOpen={discarding !== null}
        title={t('jobs.confirmDiscard')}
        content=""
        onConfirm={() => {
          const id = discarding!;
          setDiscarding(null);
          void act(() => opsApi.discardJob(id), t('jobs.discarded'));
        }}
        onClose={() => setDiscarding(null)}
      />
    </Box>
  );
}
