import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title } from 'react-admin';
import { opsApi } from '../lib/ops-api';
import { bsWithAd, useLanguage, useOps } from '../lib/ops-format';
import './pick-list.css';

/**
 * What a packer walks the shelves with: the orders to pack (oldest first), every product summed by
 * category, then each order's lines. Printable on A4 or an 80 mm receipt printer (pick-list.css).
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
                <div key={o.id} className="pick-order">
                  <Typography sx={{ fontWeight: 700 }}>
                    {o.tracking_id} · {o.customer_name} · {bsWithAd(o.created_at, language)}
                  </Typography>
                  <ul>
                    {o.lines.map((l, i) => (
                      <li key={`${l.product_id}-${i}`}>
                        {l.quantity} × {l.title}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          </>
        ) : null}
      </Stack>
    </Box>
  );
}
