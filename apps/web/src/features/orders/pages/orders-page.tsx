import { type Order, rupeesToPaisa } from '@kandamul/domain';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { Box, Button, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useLocalized } from '../../../lib/i18n/use-localized';
import { useDateFormat } from '../../../lib/dates/use-date-format';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useGetCancellationsQuery } from '../api/get-cancellations';
import { useGetDeliveredProductsQuery } from '../api/get-delivered-products';
import { useGetOrdersQuery } from '../api/get-orders';
import { CancelOrderDialog } from '../components/cancel-order-dialog';
import { OrderCard } from '../components/order-card';
import { Skeleton } from '../../../components/skeleton';
import '../../../lib/i18n/texts/orders';

// Drawn with MUI: the router puts the page inside the MUI theme, which comes with it (decision 052).
export { themed as withMuiTheme } from '../../../lib/mui-theme';

const FILTERS = ['all', 'delivered', 'process', 'cancelled'] as const;
type Filter = (typeof FILTERS)[number];

function ListSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }} aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={160} />
      ))}
    </Box>
  );
}

function Query<T>({
  state,
  empty,
  children,
}: {
  state: { data?: T[]; isLoading: boolean; isError: boolean; refetch: () => unknown };
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation('orders');
  if (state.isLoading) return <ListSkeleton />;
  if (state.isError || !state.data)
    return <ErrorState title={t('loadFailed')} onRetry={() => void state.refetch()} />;
  if (state.data.length === 0) {
    return (
      <EmptyState
        icon={<ReceiptLongOutlined />}
        title={empty}
        action={
          <Button component={RouterLink} to="/" variant="contained">
            {t('empty.shop')}
          </Button>
        }
      />
    );
  }
  return <Box sx={{ display: 'grid', gap: 2 }}>{children(state.data)}</Box>;
}

function AllOrders() {
  const { t } = useTranslation('orders');
  const orders = useGetOrdersQuery();
  const [cancelling, setCancelling] = useState<Order | null>(null);
  return (
    <>
      <Query state={orders} empty={t('empty.all')}>
        {(list) => list.map((o) => <OrderCard key={o.id} order={o} onCancel={setCancelling} />)}
      </Query>
      <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}

function DeliveredProducts() {
  const { t } = useTranslation('orders');
  const formatDate = useDateFormat();
  const delivered = useGetDeliveredProductsQuery();
  return (
    <Query state={delivered} empty={t('empty.delivered')}>
      {(list) =>
        list.map((d) => (
          <Paper
            key={`${d.order_id}-${d.product.id}`}
            variant="outlined"
            sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center' }}
          >
            {d.product.image && (
              <Box
                component="img"
                src={d.product.image}
                alt=""
                width={56}
                height={56}
                sx={{ borderRadius: 1, objectFit: 'cover' }}
              />
            )}
            <Box sx={{ flex: 1 }}>
              <Typography
                component={RouterLink}
                to={`/product/${d.product.slug}`}
                sx={{ fontWeight: 700, color: 'inherit' }}
              >
                {d.product.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('delivered.quantity', { quantity: d.quantity })} ·{' '}
                {t('delivered.ordered', { date: formatDate(d.ordered_at) })}
              </Typography>
            </Box>
          </Paper>
        ))
      }
    </Query>
  );
}

function CancelledOrders() {
  const { t } = useTranslation('orders');
  const { money } = useLocalized();
  const formatDate = useDateFormat();
  const cancelled = useGetCancellationsQuery();
  return (
    <Query state={cancelled} empty={t('empty.cancelled')}>
      {(list) =>
        list.map((c) => (
          <Paper key={c.id} component="article" variant="outlined" sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="h2" sx={{ fontWeight: 700 }}>
                {t('cancelled.order', { tracking: c.order.tracking_id })}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>{money(rupeesToPaisa(c.order.total))}</Typography>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('cancelled.placed', { date: formatDate(c.order.created_at) })} ·{' '}
              {t(`payment.${c.order.payment_method}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('cancelled.cancelledOn', { date: formatDate(c.created_on) })}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {c.remarks ? t('cancelled.remarks', { remarks: c.remarks }) : t('cancelled.noRemarks')}
            </Typography>
          </Paper>
        ))
      }
    </Query>
  );
}

function CancellationProcess() {
  const { t } = useTranslation('orders');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {t('process.title')}
      </Typography>
      <Typography>{t('process.steps')}</Typography>
    </Paper>
  );
}

/** SPEC §2 orders: filters All Orders, Delivered Products, Cancellation Process, Cancelled Orders. */
export function OrdersPage() {
  const { t } = useTranslation('orders');
  const [filter, setFilter] = useState<Filter>('all');
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));

  useEffect(() => {
    document.title = `${t('title')} · Kandamul`;
  }, [t]);

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          // The sidebar is as wide as its longest label, so no label is ever cut.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'max-content minmax(0, 1fr)' },
          gap: { xs: 1.5, md: 3 },
          alignItems: 'start',
        }}
      >
        {/* SPEC's filter sidebar: a vertical list on wide screens, a wrapping row of chips on phones;
            never a scrolling strip that hides labels behind an arrow. */}
        <Tabs
          value={filter}
          onChange={(_, value: Filter) => setFilter(value)}
          aria-label={t('filters.label')}
          orientation={wide ? 'vertical' : 'horizontal'}
          variant="standard"
          sx={{
            minHeight: 0,
            '& .MuiTabs-flexContainer': { flexWrap: 'wrap', gap: { xs: 1, md: 0.5 } },
            '& .MuiTabs-indicator': { display: 'none' },
            '& .MuiTab-root': {
              minHeight: 44,
              maxWidth: 'none',
              alignItems: { md: 'flex-start' },
              whiteSpace: 'nowrap',
              border: { xs: 1, md: 0 },
              borderColor: { xs: 'divider' },
              borderRadius: { xs: 5, md: 1 },
              px: 2,
            },
            '& .Mui-selected': { bgcolor: 'action.selected' },
          }}
        >
          {FILTERS.map((f) => (
            <Tab
              key={f}
              value={f}
              label={t(`filters.${f}`)}
              id={`orders-tab-${f}`}
              aria-controls="orders-panel"
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id="orders-panel" aria-labelledby={`orders-tab-${filter}`}>
          {filter === 'all' && <AllOrders />}
          {filter === 'delivered' && <DeliveredProducts />}
          {filter === 'process' && <CancellationProcess />}
          {filter === 'cancelled' && <CancelledOrders />}
        </Box>
      </Box>
    </Box>
  );
}
