import type { AdminOrderDetail, ShortLineView } from '@kandamul/domain';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../lib/data-provider';
import { rupees } from '../lib/format';

const CHANGEABLE = ['Order Processing', 'Packed'];

/**
 * Lines staff find short while packing: the customer's "if out of stock" choice and the suggested
 * match; substitute it or leave it out (not charged). The customer gets an SMS with the new total.
 */
export function ShortLines({ order }: { order: AdminOrderDetail }) {
  const provider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [lines, setLines] = useState<ShortLineView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const changeable = CHANGEABLE.includes(order.status);

  const load = useCallback(() => {
    setFailed(false);
    provider
      .shortLines(order.id)
      .then(setLines)
      .catch(() => setFailed(true));
  }, [provider, order.id]);
  useEffect(() => {
    if (changeable) load();
  }, [changeable, load, order.total]);

  if (!changeable) return null;

  async function mark(line: ShortLineView, action: 'substitute' | 'remove') {
    setBusy(true);
    try {
      const done = await provider.markShort(order.id, line.line_id, {
        action,
        ...(action === 'substitute' && line.suggestion ? { product_id: line.suggestion.product_id } : {}),
      });
      notify(`Recorded. New total ${rupees(done.total_amount)}; the customer is told by SMS.`, {
        type: 'info',
      });
      refresh();
      load();
    } catch (e) {
      notify(e instanceof Error ? e.message : 'The line could not be changed.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="short-lines-title">
      <CardContent>
        <Typography id="short-lines-title" variant="h6" component="h2" gutterBottom>
          Out of stock while packing
        </Typography>
        {failed && <Typography color="error">The lines could not be loaded.</Typography>}
        {!lines && !failed && <Typography color="text.secondary">Loading…</Typography>}
        {lines && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {lines.map((l) => (
              <Box component="li" key={l.line_id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {l.quantity} × {l.title} ({rupees(l.unit_price)})
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Customer wants:{' '}
                  {l.preference === 'best-match' ? 'best match' : "don't substitute (refund or don't charge)"}
                  {l.suggestion
                    ? ` · suggested: ${l.suggestion.title} (${rupees(l.suggestion.price)}, ${l.suggestion.stock} in stock)`
                    : ' · no match in stock'}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
                  {l.suggestion && (
                    <Button
                      size="small"
                      variant={l.preference === 'best-match' ? 'contained' : 'outlined'}
                      disabled={busy}
                      onClick={() => void mark(l, 'substitute')}
                    >
                      Short: substitute {l.suggestion.title}
                    </Button>
                  )}
                  <Button
                    size="small"
                    color="error"
                    variant={l.preference === 'none' || !l.suggestion ? 'contained' : 'outlined'}
                    disabled={busy || lines.length === 1}
                    onClick={() => void mark(l, 'remove')}
                  >
                    Short: leave out (not charged)
                  </Button>
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
