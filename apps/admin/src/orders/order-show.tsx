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
import { Show, useRecordContext } from 'react-admin';
import { addressText, dateTime, isOrderDetail, mapLink, rupees } from '../lib/format';
import { paymentMethodChoices } from './labels';
import { OrderActions } from './order-actions';
import { ShortLines } from './short-lines';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 260 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function OrderDetail() {
  const order = useRecordContext<AdminOrderDetail>();
  // Opened from the list, react-admin first shows the list's row, which has no lines or address.
  if (!order || !isOrderDetail(order)) return <Typography sx={{ p: 2 }}>Loading…</Typography>;
  const place = addressText(order.address);
  const receiver = String(order.address.full_name ?? order.customer.name);
  const phone = String(order.address.phone ?? order.customer.phone);
  const method =
    paymentMethodChoices.find((c) => c.id === order.payment_method)?.name ?? order.payment_method;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Box>
        <Typography variant="h5" component="h1">
          Order {order.tracking_id}
        </Typography>
        <Typography color="text.secondary">
          {dateTime(order.created_at)} · <strong>{order.status}</strong> · payment {order.payment_status} (
          {method})
        </Typography>
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
            Open in Google Maps
          </Link>
        </Section>
      </Stack>
      <Section title="Lines">
        <Table size="small" aria-label="Order lines">
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell align="right">Quantity</TableCell>
              <TableCell align="right">Price</TableCell>
              <TableCell align="right">Amount</TableCell>
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
              <TableCell colSpan={3}>Subtotal</TableCell>
              <TableCell align="right">{rupees(order.subtotal)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={3}>Discount</TableCell>
              <TableCell align="right">{rupees(order.discount)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={3}>Delivery charge</TableCell>
              <TableCell align="right">{rupees(order.delivery_charge)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={3}>
                <strong>Total</strong>
              </TableCell>
              <TableCell align="right">
                <strong>{rupees(order.total)}</strong>
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
        {order.notes ? <Typography sx={{ mt: 1 }}>Notes: {order.notes}</Typography> : null}
      </Section>
      <Section title="Timeline">
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {order.events.map((e, i) => (
            <li key={i}>
              <Typography>
                {dateTime(e.created_at)}: {e.machine === 'payment' ? 'payment ' : ''}
                {e.from ? `${e.from} → ` : ''}
                {e.to}{' '}
                <Typography component="span" color="text.secondary">
                  ({e.actor_role})
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
