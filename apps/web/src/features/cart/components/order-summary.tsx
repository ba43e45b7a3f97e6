import Close from '@mui/icons-material/Close';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { Alert, Box, Button, Divider, IconButton, Paper, TextField, Typography } from '@mui/material';
import { shipsFree } from '@kandamul/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { useLocalized } from '../../../lib/i18n/use-localized';
import { useAppSelector } from '../../../lib/hooks';
import { selectCart } from '../../../lib/state/cart-slice';
import { usePromoCode } from '../use-promo-code';
import { SummaryRow as Row } from '../../../components/summary-row';
import '../../../lib/i18n/texts/cart';

function PromoCodeForm() {
  const { t } = useTranslation('cart');
  const { money } = useLocalized();
  const { totalAmountPaisa, discountPaisa } = useAppSelector(selectCart);
  const { promo, loading, error, apply, remove } = usePromoCode();
  const [text, setText] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await apply(text)) setText('');
  };

  if (promo) {
    const below = discountPaisa === 0 && totalAmountPaisa < promo.discount.minimumOrderPaisa;
    return (
      <Box sx={{ py: 1 }}>
        <Alert
          severity={below ? 'warning' : 'success'}
          action={
            <IconButton aria-label={t('promo.remove', { code: promo.code })} onClick={remove} size="small">
              <Close />
            </IconButton>
          }
        >
          {t('promo.applied', { code: promo.code })}
          {below && (
            <Box component="span" sx={{ display: 'block' }}>
              {t('promo.belowMinimum', {
                amount: money(promo.discount.minimumOrderPaisa - totalAmountPaisa),
                minimum: money(promo.discount.minimumOrderPaisa),
              })}
            </Box>
          )}
        </Alert>
      </Box>
    );
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ py: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('promo.label')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          disabled={loading}
          slotProps={{ htmlInput: { maxLength: 50, autoCapitalize: 'characters', autoComplete: 'off' } }}
          sx={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={loading || text.trim() === ''}
          sx={{ minHeight: 40 }}
        >
          {loading ? t('promo.applying') : t('promo.apply')}
        </Button>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {error}
        </Alert>
      )}
    </Box>
  );
}

/**
 * Subtotal, shipping, promo code, discount and total; the notes; Proceed to Checkout. Shipping is what
 * checkout will charge: RS 0.00 over the free threshold, else 'Calculated at checkout' (it depends on the
 * address), so the cart never promises less than checkout asks.
 */
export function OrderSummary() {
  const { t } = useTranslation('cart');
  const { money } = useLocalized();
  const { totalAmountPaisa, discountPaisa, finalAmountPaisa, promo } = useAppSelector(selectCart);
  const notes = [
    { icon: <LocalShippingOutlined fontSize="small" />, text: t('notes.freeShipping') },
    { icon: <ReplayOutlined fontSize="small" />, text: t('notes.moneyBack') },
    { icon: <LockOutlined fontSize="small" />, text: t('notes.secure') },
  ];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="order-summary"
      sx={{ p: 2, borderRadius: 3 }}
    >
      <Typography id="order-summary" variant="h6" component="h2" gutterBottom>
        {t('summary.title')}
      </Typography>
      <Row label={t('summary.subtotal')} value={money(totalAmountPaisa)} testId="summary-subtotal" />
      <Row
        label={t('summary.shipping')}
        value={shipsFree(totalAmountPaisa) ? money(0) : t('summary.shippingAtCheckout')}
        testId="summary-shipping"
      />
      <PromoCodeForm />
      {promo && discountPaisa > 0 && (
        <Row
          label={t('summary.discount', { code: promo.code })}
          value={`− ${money(discountPaisa)}`}
          testId="summary-discount"
        />
      )}
      <Divider sx={{ my: 1 }} />
      <Row label={t('summary.total')} value={money(finalAmountPaisa)} strong testId="summary-total" />
      <Button
        component={RouterLink}
        to="/checkout"
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2, minHeight: 48 }}
      >
        {t('summary.proceed')}
      </Button>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 0.75 }}>
        {notes.map((n) => (
          <Box
            component="li"
            key={n.text}
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'center',
              color: 'text.secondary',
              fontSize: '0.9rem',
            }}
          >
            {n.icon}
            {n.text}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
