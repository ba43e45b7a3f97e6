import { shipsFree } from '@kandamul/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Alert } from '../../../components/forms/alert';
import { TextField } from '../../../components/forms/text-field';
import { close, lock, replay } from '../../../components/order-icons';
import { Button, LinkButton } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { IconButton } from '../../../components/ui/icon-button';
import { shipping } from '../../../components/ui/icons';
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
      <div className="kd-promo">
        <Alert
          severity={below ? 'warning' : 'success'}
          action={
            <IconButton aria-label={t('promo.remove', { code: promo.code })} onClick={remove} size="small">
              <Icon path={close} />
            </IconButton>
          }
        >
          {t('promo.applied', { code: promo.code })}
          {below && (
            <span className="kd-promo__below">
              {t('promo.belowMinimum', {
                amount: money(promo.discount.minimumOrderPaisa - totalAmountPaisa),
                minimum: money(promo.discount.minimumOrderPaisa),
              })}
            </span>
          )}
        </Alert>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="kd-promo">
      <div className="kd-promo__row">
        <TextField
          className="kd-field--small kd-promo__field"
          label={t('promo.label')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          disabled={loading}
          maxLength={50}
          autoCapitalize="characters"
          autoComplete="off"
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={loading || text.trim() === ''}
          className="kd-promo__apply"
        >
          {loading ? t('promo.applying') : t('promo.apply')}
        </Button>
      </div>
      {error && (
        <Alert severity="error" className="kd-promo__error">
          {error}
        </Alert>
      )}
    </form>
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
    { icon: shipping, text: t('notes.freeShipping') },
    { icon: replay, text: t('notes.moneyBack') },
    { icon: lock, text: t('notes.secure') },
  ];
  return (
    <section aria-labelledby="order-summary" className="kd-panel kd-order-summary">
      <h2 id="order-summary" className="kd-text kd-h6 kd-text--gutter">
        {t('summary.title')}
      </h2>
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
      <hr className="kd-summary-divider" />
      <Row label={t('summary.total')} value={money(finalAmountPaisa)} strong testId="summary-total" />
      <LinkButton
        to="/checkout"
        variant="contained"
        size="large"
        fullWidth
        className="kd-order-summary__proceed"
      >
        {t('summary.proceed')}
      </LinkButton>
      <ul className="kd-order-summary__notes">
        {notes.map((n) => (
          <li key={n.text}>
            <Icon path={n.icon} size="small" />
            {n.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
