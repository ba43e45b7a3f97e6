import { type Order, rupeesToPaisa } from '@kandamul/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useLocalized } from '../../../lib/i18n/use-localized';
import { useDateFormat } from '../../../lib/dates/use-date-format';
import { UP, useMediaQuery } from '../../../lib/use-media-query';
import { useGetCancellationsQuery } from '../api/get-cancellations';
import { useGetDeliveredProductsQuery } from '../api/get-delivered-products';
import { useGetOrdersQuery } from '../api/get-orders';
import { CancelOrderDialog } from '../components/cancel-order-dialog';
import { OrderCard } from '../components/order-card';
import { Skeleton } from '../../../components/skeleton';
import { Tabs } from '../../../components/forms/tabs';
import { LinkButton } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Text } from '../../../components/ui/text';
import { receiptLong } from '../components/icons';
import '../../../lib/i18n/texts/orders';

const FILTERS = ['all', 'delivered', 'process', 'cancelled'] as const;
type Filter = (typeof FILTERS)[number];

function ListSkeleton() {
  return (
    <div className="kd-orders__list" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={160} />
      ))}
    </div>
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
        icon={<Icon path={receiptLong} />}
        title={empty}
        action={
          <LinkButton to="/" variant="contained">
            {t('empty.shop')}
          </LinkButton>
        }
      />
    );
  }
  return <div className="kd-orders__list">{children(state.data)}</div>;
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
          <div key={`${d.order_id}-${d.product.id}`} className="kd-card kd-orders__delivered">
            {d.product.image && (
              <img src={d.product.image} alt="" width={56} height={56} className="kd-orders__image" />
            )}
            <div className="kd-grow">
              <Link to={`/product/${d.product.slug}`} className="kd-text kd-body1 kd-orders__product">
                {d.product.title}
              </Link>
              <Text variant="body2">
                {t('delivered.quantity', { quantity: d.quantity })} ·{' '}
                {t('delivered.ordered', { date: formatDate(d.ordered_at) })}
              </Text>
            </div>
          </div>
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
          <article key={c.id} className="kd-card kd-orders__cancelled">
            <div className="kd-orders__cancelled-head">
              <Text as="h2" className="kd-bold">
                {t('cancelled.order', { tracking: c.order.tracking_id })}
              </Text>
              <Text className="kd-bold">{money(rupeesToPaisa(c.order.total))}</Text>
            </div>
            <Text variant="body2">
              {t('cancelled.placed', { date: formatDate(c.order.created_at) })} ·{' '}
              {t(`payment.${c.order.payment_method}`)}
            </Text>
            <Text variant="body2">{t('cancelled.cancelledOn', { date: formatDate(c.created_on) })}</Text>
            <Text variant="body2" className="kd-orders__remarks">
              {c.remarks ? t('cancelled.remarks', { remarks: c.remarks }) : t('cancelled.noRemarks')}
            </Text>
          </article>
        ))
      }
    </Query>
  );
}

function CancellationProcess() {
  const { t } = useTranslation('orders');
  return (
    <div className="kd-card kd-orders__process">
      <Text as="h2" className="kd-orders__process-title">
        {t('process.title')}
      </Text>
      <Text>{t('process.steps')}</Text>
    </div>
  );
}

/** SPEC §2 orders: filters All Orders, Delivered Products, Cancellation Process, Cancelled Orders. */
export function OrdersPage() {
  const { t } = useTranslation('orders');
  const [filter, setFilter] = useState<Filter>('all');
  const wide = useMediaQuery(UP.md);

  useEffect(() => {
    document.title = `${t('title')} · Kandamul`;
  }, [t]);

  return (
    <div>
      <Text as="h1" className="kd-orders__title">
        {t('title')}
      </Text>
      <div className="kd-orders">
        {/* SPEC's filter sidebar: a vertical list on wide screens, a wrapping row of chips on phones;
            never a scrolling strip that hides labels behind an arrow. */}
        <Tabs
          items={FILTERS.map((f) => ({ value: f, label: t(`filters.${f}`), id: `orders-tab-${f}` }))}
          value={filter}
          onChange={setFilter}
          aria-label={t('filters.label')}
          orientation={wide ? 'vertical' : 'horizontal'}
          panelId="orders-panel"
          className="kd-orders__filters"
        />
        <div role="tabpanel" id="orders-panel" aria-labelledby={`orders-tab-${filter}`}>
          {filter === 'all' && <AllOrders />}
          {filter === 'delivered' && <DeliveredProducts />}
          {filter === 'process' && <CancellationProcess />}
          {filter === 'cancelled' && <CancelledOrders />}
        </div>
      </div>
    </div>
  );
}
