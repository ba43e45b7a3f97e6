import type { AdminOrderDetail, AdminOrderSummary } from '@kandamul/domain';
import { Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { List, useGetOne, useListContext, useTranslate } from 'react-admin';
import { addressText, isOrderDetail, mapLink, rupees } from '../lib/format';
import { OrderActions } from '../orders/order-actions';

/** What the rider collects at the door: the total of an unpaid cash-on-delivery order, else nothing. */
function toCollect(order: AdminOrderDetail): number {
  return order.payment_method === 'cod' && order.payment_status !== 'paid' ? order.total : 0;
}

function DeliveryCard({ id }: { id: number }) {
  const { data: order, isPending, error } = useGetOne<AdminOrderDetail>('deliveries', { id });
  const t = useTranslate();
  if (isPending || (order && !isOrderDetail(order))) return <Typography>{t('Loading…')}</Typography>;
  if (error || !order)
    return <Typography color="error">{t('This delivery could not be loaded.')}</Typography>;
  const place = addressText(order.address);
  const phone = String(order.address.phone ?? order.customer.phone);
  const collect = toCollect(order);
  return (
    <Card variant="outlined" component="article" aria-label={t('Delivery %{id}', { id: order.tracking_id })}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            {String(order.address.full_name ?? order.customer.name)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('Order %{id}', { id: order.tracking_id })}
          </Typography>
          <Typography>{place}</Typography>
          <Link href={mapLink(place)} target="_blank" rel="noopener noreferrer">
            {t('Open in Google Maps')}
          </Link>
          <Button
            variant="outlined"
            size="large"
            href={`tel:${phone}`}
            aria-label={t('Call %{phone}', { phone })}
          >
            {t('Call %{phone}', { phone })}
          </Button>
          <Typography variant="h6" component="p">
            {collect > 0
              ? t('Collect %{amount} in cash', { amount: rupees(collect) })
              : t('Paid online: nothing to collect')}
          </Typography>
          <OrderActions order={order} only={['Delivered', 'Delivery Failed']} />
        </Stack>
      </CardContent>
    </Card>
  );
}

function DeliveryCards() {
  const { data, isPending } = useListContext<AdminOrderSummary>();
  const t = useTranslate();
  if (isPending) return <Typography sx={{ p: 2 }}>{t('Loading…')}</Typography>;
  if (!data || data.length === 0)
    return (
      <Typography sx={{ p: 2 }}>
        {t('No deliveries right now. New ones appear here when staff hand them to you.')}
      </Typography>
    );
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 560 }}>
      {data.map((o) => (
        <DeliveryCard key={o.id} id={o.id} />
      ))}
    </Stack>
  );
}

/** A rider's phone screen: the orders handed to them, one card each, with the two moves they make. */
export function DeliveryList() {
  return (
    <List
      title="My deliveries"
      actions={false}
      exporter={false}
      perPage={50}
      pagination={false}
      component="div"
    >
      <DeliveryCards />
    </List>
  );
}
