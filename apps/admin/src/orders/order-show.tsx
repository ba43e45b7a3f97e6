import type { AdminOrderDetail } from '@kandamul/domain';
import {
  Box,
  Card,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { addressText, dateTime, isOrderDetail, mapLink, rupees, slotText } from '../lib/format';
import { paymentMethodChoices } from './labels';
import { OrderActions } from './order-actions';
import { ShortLines } from './short-lines';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const t = useTranslate();
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 260 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function OrderDetail() {
  const order = useRecordContext<AdminOrderDetail>();
  const t = useTranslate();
  // Opened from the list, react-admin first shows the list's row, which has no lines or address.
  if (!order || !isOrderDetail(order)) return <Typography sx={{ p: 2 }}>{t('Loading…')}</Typography>;
  const place = addressText(order.address);
  const receiver = String(order.address.full_name ?? order.customer.name);
  const phone = String(order.address.phone ?? order.customer.phone);
  const method =
    paymentMethodChoices.find((c) => c.id === order.payment_method)?.name ?? order.payment_method;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {t('Order %{id}', { id: order.tracking_id })}
        </Typography>
        <Typography color="text.secondary">
          {dateTime(order.created_at)} · <strong>{t(order.status)}</strong> ·{' '}
          {t('payment %{status} (%{method})', { status: t(order.payment_status), method: t(method) })}
        </Typography>
        {order.delivery_slot && (
          <Typography>
            Delivery slot: <strong>{slotText(order.delivery_slot)}</strong>
          </Typography>
        )}
      </Box>
      <OrderActions order={order} />
      <ShortLines order={order} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Section title="Customer">
          <Typography>{order.customer.name}</Typography>
          <Typography>
            <Link href={`tel:${order.customer.phone}`}>{order.customer.phone}</Link>
          </Typography>
          <Typography>{order.customer.email}</Typography>
        </Section>
        <Section title="Delivery address">
          <Typography>{receiver}</Typography>
          <Typography>
            <Link href={`tel:${phone}`}>{phone}</Link>
          </Typography>
          <Typography>{place}</Typography>
          <Link href={mapLink(place)} target="_blank" rel="noopener noreferrer">
            {t('Open in Google Maps')}
          </Link>
        </Section>
      </Stack>
      <Section title="Lines">
        <Table size="small" aria-label={t('Order lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('Product')}</TableCell>
              <TableCell align="right">{t('Quantity')}</TableCell>
              <TableCell align="right">{t('Price')}</TableCell>
              <TableCell align="right">{t('Amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.lines.map((line) => (
              <TableRow key={line.product_id}>
                <TableCell>{line.title}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">{rupees(line.price)}</TableCell>
                <TableCell align="right">{rupees(line.price * line.quantity)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={3}>{t('Subtotal')}</TableCell>
              <TableCell align="right">{rupees(order.subtotal)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={3}>{t('Discount')}</TableCell>
              <TableCell align="right">{rupees(order.discount)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={3}>{t('Delivery charge')}</TableCell>
              <TableCell align="right">{rupees(order.delivery_charge)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={3}>
                <strong>{t('Total')}</strong>
              </TableCell>
              <TableCell align="right">
                <strong>{rupees(order.total)}</strong>
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
        {order.notes ? (
          <Typography sx={{ mt: 1 }}>{t('Notes: %{notes}', { notes: order.notes })}</Typography>
        ) : null}
      </Section>
      <Section title="Timeline">
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {order.events.map((e, i) => (
            <li key={i}>
              <Typography>
                {dateTime(e.created_at)}: {e.machine === 'payment' ? `${t('payment')} ` : ''}
                {e.from ? `${t(e.from)} → ` : ''}
                {t(e.to)}{' '}
                <Typography component="span" color="text.secondary">
                  ({t(e.actor_role)})
                </Typography>
                {e.note ? ` · ${e.note}` : ''}
              </Typography>
            </li>
          ))}
        </Box>
      </Section>
    </Stack>
  );
}

export function OrderShow() {
  return (
    <Show actions={false} component="div">
      <OrderDetail />
    </Show>
  );
}
