import type { PickList } from '@kandamul/domain';
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Title, useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../lib/data-provider';
import { slotText } from '../lib/format';
import { opsApi } from '../lib/ops-api';
import { bsWithAd, useLanguage, useOps } from '../lib/ops-format';
import './pick-list.css';

/**
 * What a packer walks the shelves with: the orders to pack (oldest first), every product summed by
 * category, then each order's lines. Printable on A4 or an 80 mm receipt printer (pick-list.css).
 * On screen each order can be packed from here, or opened to mark a line short first.
 */
export function PickListPage() {
  const t = useOps();
  const language = useLanguage();
  const [receipt, setReceipt] = useState(false);
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['ops', 'pick-list'],
    queryFn: opsApi.pickList,
  });
  return (
    <Box className={`pick-list${receipt ? ' pick-list--receipt' : ''}`} sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={t('pick.title')} />
      {receipt ? (
        <style>{'@page { size: 80mm auto; margin: 3mm; }'}</style>
      ) : (
        <style>{'@page { size: A4; margin: 12mm; }'}</style>
      )}
      <Stack spacing={2} sx={{ maxWidth: 900 }}>
        <Stack
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          direction="row"
          spacing={2}
          className="no-print"
        >
          <Button variant="contained" onClick={() => window.print()} disabled={!data}>
            {t('common.print')}
          </Button>
          <FormControlLabel
            control={<Checkbox checked={receipt} onChange={(e) => setReceipt(e.target.checked)} />}
            label={t('pick.receipt')}
          />
        </Stack>
        <Typography variant="h5" component="h1">
          {t('pick.title')}
        </Typography>
        <Typography color="text.secondary" className="no-print">
          {t('pick.intro')}
        </Typography>
        {isPending ? <Typography>{t('common.loading')}</Typography> : null}
        {error ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
          >
            {t('common.error')}
          </Alert>
        ) : null}
        {data && data.orders.length === 0 ? <Typography>{t('pick.empty')}</Typography> : null}
        {data && data.orders.length > 0 ? (
          <>
            <Typography variant="body2">
              {t('pick.generated', { date: bsWithAd(data.generated_at, language) })}
            </Typography>
            <section aria-labelledby="by-product">
              <Typography variant="h6" component="h2" id="by-product">
                {t('pick.byProduct')}
              </Typography>
              {data.categories.map((c) => (
                <div key={c.category} className="pick-category">
                  <Typography sx={{ fontWeight: 700 }} variant="subtitle1" component="h3">
                    {c.category}
                  </Typography>
                  <table className="pick-table">
                    <thead>
                      <tr>
                        <th scope="col" className="tick">
                          {t('pick.picked')}
                        </th>
                        <th scope="col">{t('common.name')}</th>
                        <th scope="col" className="num">
                          {t('pick.quantity')}
                        </th>
                        <th scope="col" className="num">
                          {t('pick.inOrders')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {c.products.map((p) => (
                        <tr key={p.product_id}>
                          <td className="tick" aria-hidden="true">
                            ☐
                          </td>
                          <td>
                            {p.title}
                            {p.nepali_title ? <span className="ne"> · {p.nepali_title}</span> : null}
                          </td>
                          <td className="num">{p.quantity}</td>
                          <td className="num">{p.orders}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ))}
            </section>
            <section aria-labelledby="by-order" className="pick-orders">
              <Typography variant="h6" component="h2" id="by-order">
                {t('pick.byOrder')}
              </Typography>
              {data.orders.map((o) => (
                <PickOrder key={o.id} order={o} onPacked={() => void refetch()} />
              ))}
            </section>
          </>
        ) : null}
      </Stack>
    </Box>
  );
}

/** One order of the pick list: its lines, and (on screen) Pack or open it to mark a line short. */
function PickOrder({ order, onPacked }: { order: PickList['orders'][number]; onPacked: () => void }) {
  const t = useOps();
  const language = useLanguage();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const heading = `pick-order-${order.id}`;

  async function pack() {
    setBusy(true);
    try {
      // The API's state machine decides; an order another packer already took is refused in its words.
      await dataProvider.moveOrder(order.id, { status: 'Packed' });
      notify(t('pick.packed', { id: order.tracking_id }), { type: 'success' });
      onPacked();
    } catch (err) {
      notify(err instanceof Error ? err.message : t('pick.packFailed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="pick-order" role="group" aria-labelledby={heading}>
      <Typography sx={{ fontWeight: 700 }} id={heading}>
        {order.tracking_id} · {order.customer_name} · {bsWithAd(order.created_at, language)}
      </Typography>
      {order.delivery_slot ? (
        <Typography variant="body2">{t('pick.slot', { slot: slotText(order.delivery_slot) })}</Typography>
      ) : null}
      <ul>
        {order.lines.map((l, i) => (
          <li key={`${l.product_id}-${i}`}>
            {l.quantity} × {l.title}
          </li>
        ))}
      </ul>
      <Stack direction="row" spacing={1} className="no-print" sx={{ mb: 1 }}>
        <Button
          variant="contained"
          size="small"
          disabled={busy}
          onClick={() => void pack()}
          aria-label={t('pick.packOrder', { id: order.tracking_id })}
        >
          {t('pick.pack')}
        </Button>
        <Button size="small" component={Link} to={`/orders/${order.id}/show`}>
          {t('pick.open')}
        </Button>
      </Stack>
    </div>
  );
}
