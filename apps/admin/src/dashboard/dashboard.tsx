import type { Dashboard as DashboardData } from '@kandamul/domain';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { Link as RouterLink, Title, useDataProvider, usePermissions, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../lib/data-provider';
import { rupees } from '../lib/format';

function Figure({ label, value }: { label: string; value: string }) {
  const t = useTranslate();
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 180 }}>
      <CardContent>
        <Typography color="text.secondary">{t(label)}</Typography>
        <Typography variant="h4" component="p">
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** 30 days of revenue as CSS bars: each bar names its day and figures for screen readers. */
function DaysChart({ days }: { days: DashboardData['days'] }) {
  const t = useTranslate();
  const max = Math.max(1, ...days.map((d) => d.revenue));
  return (
    <Box
      role="img"
      aria-label={t('Revenue over the last %{n} days', { n: days.length })}
      sx={{ display: 'flex', alignItems: 'flex-end', gap: '3px', height: 160, pt: 1 }}
    >
      {days.map((d) => (
        <Box
          key={d.date}
          title={t('%{date}: %{orders} orders, %{revenue}', {
            date: d.date,
            orders: d.orders,
            revenue: rupees(d.revenue),
          })}
          sx={{
            flex: 1,
            height: `${Math.max(2, (d.revenue / max) * 100)}%`,
            bgcolor: d.revenue > 0 ? 'primary.main' : 'action.disabled',
            borderRadius: '2px 2px 0 0',
          }}
        />
      ))}
    </Box>
  );
}

function StaffDashboard() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const t = useTranslate();
  const { data, error, isPending } = useQuery({
    queryKey: ['console-dashboard'],
    queryFn: () => dataProvider.dashboard(),
    refetchInterval: 60_000,
  });
  if (isPending) return <Typography sx={{ p: 2 }}>{t('Loading…')}</Typography>;
  if (error || !data)
    return (
      <Typography color="error" sx={{ p: 2 }}>
        {t(error instanceof Error ? error.message : 'The dashboard could not be loaded.')}
      </Typography>
    );
  const first = data.days[0]?.date ?? '';
  const last = data.days.at(-1)?.date ?? '';
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title={t('Dashboard')} />
      <Typography variant="h5" component="h1">
        {t('Today')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Figure label="Orders" value={String(data.today.orders)} />
        <Figure label="Revenue" value={rupees(data.today.revenue)} />
        <Figure label="Average basket" value={rupees(data.today.average_basket)} />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {t('Waiting')}
            </Typography>
            {Object.keys(data.waiting).length === 0 ? (
              <Typography>{t('No order is waiting.')}</Typography>
            ) : null}
            <Box component="ul" sx={{ pl: 2 }}>
              {Object.entries(data.waiting).map(([status, count]) => (
                <li key={status}>
                  <Link
                    component={RouterLink}
                    to={`/orders?filter=${encodeURIComponent(JSON.stringify({ status }))}`}
                  >
                    {t(status)}: {count}
                  </Link>
                </li>
              ))}
            </Box>
          </CardContent>
        </Card>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {t('Failed jobs')}
            </Typography>
            {data.failed_jobs === 0 ? (
              <Typography>{t('No job has given up.')}</Typography>
            ) : (
              <Link component={RouterLink} to="/failed-jobs" color="error">
                {t('%{n} jobs gave up after their retries', { n: data.failed_jobs })}
              </Link>
            )}
          </CardContent>
        </Card>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {t('Low stock')}
            </Typography>
            {data.low_stock.length === 0 ? (
              <Typography>{t('Nothing is running low.')}</Typography>
            ) : (
              <Box component="ul" sx={{ pl: 2 }}>
                {data.low_stock.map((p) => (
                  <li key={p.id}>
                    <Link component={RouterLink} to={`/products/${p.id}`}>
                      {t('%{title}: %{n} left', { title: p.title, n: p.stock })}
                    </Link>
                  </li>
                ))}
              </Box>
            )}
          </CardContent>
        </Card>
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('Last 30 days')}
          </Typography>
          <DaysChart days={data.days} />
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography variant="caption">{first}</Typography>
            <Typography variant="caption">
              {t('%{orders} orders, %{revenue}', {
                orders: data.days.reduce((n, d) => n + d.orders, 0),
                revenue: rupees(data.days.reduce((n, d) => n + d.revenue, 0)),
              })}
            </Typography>
            <Typography variant="caption">{last}</Typography>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** Staff and admins land here; a rider's start page is their deliveries. */
export function Dashboard() {
  const { permissions, isPending } = usePermissions<string>();
  if (isPending) return null;
  if (permissions === 'rider') return <Navigate to="/deliveries" replace />;
  return <StaffDashboard />;
}
