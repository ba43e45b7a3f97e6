import {
  type Address,
  CHECKOUT_PAYMENT_METHODS,
  type CheckoutResponse,
  isWallet,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  rupeesToPaisa,
} from '@kandamul/domain';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNavigate } from 'react-router';
import { goToWallet } from '../../../lib/payments/go-to-wallet';
import { toast } from '../../../lib/toast/toast';
import { EmptyState } from '../../../components/empty-state';
import { OfflineNotice } from '../../../components/offline-notice';
import { useOnline } from '../../../lib/use-online';
import { serverMessage } from '../../../lib/api/server-message';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { useLocalized } from '../../../lib/i18n/use-localized';
import { cartActions, selectCart } from '../../../lib/state/cart-slice';
import { useCalculateDeliveryChargeQuery } from '../api/calculate-delivery-charge';
import { useGetAddressesQuery } from '../api/get-addresses';
import { useGetDeliverySlotsQuery } from '../api/get-delivery-slots';
import { SlotPicker } from '../components/slot-picker';
import { usePlaceOrderMutation } from '../api/place-order';
import { AddressFormDialog } from '../components/address-form-dialog';
import { AddressList } from '../components/address-list';
import { OrderSuccessDialog } from '../components/order-success-dialog';
import { deliveryChargeLines, pickAddress } from '../checkout-reads';
import { SummaryRow as Row } from '../../../components/summary-row';
import { Skeleton } from '../../../components/skeleton';
import { Alert } from '../../../components/forms/alert';
import { Checkbox, Radio } from '../../../components/forms/choice';
import { TextArea } from '../../../components/forms/text-area';
import { addLocation } from '../../../components/order-icons';
import { Button, LinkButton } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { cart as cartIcon } from '../../../components/ui/icons';
import { Text } from '../../../components/ui/text';
import '../../../lib/i18n/texts/checkout';

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="kd-panel kd-checkout__section" aria-label={title}>
      <div className="kd-checkout__section-head">
        <h2 className="kd-text kd-h6">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * One checkout attempt has one Idempotency-Key: the same order asked again (double click, retry after a
 * network error) reuses it and gets the first answer; a changed order gets a new key.
 */
function useIdempotencyKey() {
  const ref = useRef<{ body: string; key: string } | null>(null);
  return (body: unknown) => {
    const text = JSON.stringify(body);
    if (ref.current?.body !== text) ref.current = { body: text, key: crypto.randomUUID() };
    return ref.current.key;
  };
}

/** SPEC §2 checkout: address, payment method, notes, summary with delivery charge, terms, Place Order. */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const { money, title: localTitle } = useLocalized();
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const [selected, setSelected] = useState<number | null>(null);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [payment, setPayment] = useState<PaymentMethod>('cod');
  const [notes, setNotes] = useState('');
  const [terms, setTerms] = useState(false);
  const [placed, setPlaced] = useState<CheckoutResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [slotChoice, setSlotChoice] = useState<{ address: number; slot: number } | null>(null);
  const keyFor = useIdempotencyKey();
  const [placeOrder, placing] = usePlaceOrderMutation();
  const online = useOnline();
  const navigate = useNavigate();

  const addresses = useGetAddressesQuery();
  const addressList = Array.isArray(addresses.data) ? addresses.data : null;
  const chosen = addressList ? pickAddress(addressList, selected) : null;

  useEffect(() => {
    document.title = `${t('title')} · Kandamul`;
  }, [t]);

  const cartItems = useMemo(() => deliveryChargeLines(cart.items), [cart.items]);
  // Recalculated whenever the address or the cart changes; a failure counts as 0 (SPEC §4).
  const delivery = useCalculateDeliveryChargeQuery(
    { address_id: chosen ?? 0, cart_items: cartItems },
    { skip: chosen === null || cartItems.length === 0 },
  );
  // The station's slots: when it has any, one must be chosen (a choice belongs to its address).
  const slots = useGetDeliverySlotsQuery(chosen ?? 0, { skip: chosen === null });
  const slotList = chosen !== null && !slots.isError ? slots.data : undefined;
  const needsSlot = (slotList?.length ?? 0) > 0;
  const slotId =
    slotChoice &&
    slotChoice.address === chosen &&
    slotList?.some((s) => s.id === slotChoice.slot && s.available)
      ? slotChoice.slot
      : null;
  // A list that failed to load does not block the order: the server still asks for a slot if needed.
  const slotMissing = chosen !== null && (slots.isFetching || (needsSlot && slotId === null));
  const deliveryPaisa = delivery.data && !delivery.isError ? rupeesToPaisa(delivery.data.delivery_charge) : 0;
  const totalPaisa = cart.finalAmountPaisa + deliveryPaisa;

  const submit = async () => {
    if (chosen === null || !terms || cart.items.length === 0 || slotMissing) return;
    setFailure(null);
    const body = {
      product_id: cart.items.map((i) => i.id),
      qtys: cart.items.map((i) => i.quantity),
      location: chosen,
      payment_method: payment,
      ...(cart.promo ? { voucher_code: cart.promo.code } : {}),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
      ...(slotId !== null ? { slot_id: slotId } : {}),
    };
    try {
      const order = await placeOrder({ body, idempotencyKey: keyFor(body) }).unwrap();
      dispatch(cartActions.cartCleared());
      // A wallet order goes to the wallet; one whose wallet could not be reached to its result page
      // (Not paid, with Try again). The success modal is for orders that need nothing more now.
      if (order.payment) goToWallet(order.payment);
      else if (isWallet(payment)) navigate(`/payment/result?order=${order.order_id}`);
      else setPlaced(order);
    } catch (error) {
      const message = serverMessage(error, t('failed'));
      setFailure(message);
      // A slot that filled up or closed meanwhile: show the slots as they are now.
      if (needsSlot) {
        setSlotChoice(null);
        void slots.refetch();
      }
      toast.error(message);
    }
  };

  const success = <OrderSuccessDialog order={placed} onClose={() => setPlaced(null)} />;

  if (cart.items.length === 0) {
    return (
      <>
        <EmptyState
          titleAs="h1"
          icon={<Icon path={cartIcon} size="inherit" />}
          title={t('empty')}
          body={placed ? undefined : t('emptyBody')}
          action={
            <LinkButton to="/" variant="contained" size="large">
              {t('continueShopping')}
            </LinkButton>
          }
        />
        {success}
      </>
    );
  }

  const blockedReason =
    chosen === null
      ? t('why.address')
      : slotMissing && !slots.isFetching
        ? t('why.slot')
        : !terms
          ? t('why.terms')
          : null;

  return (
    <div>
      <h1 className="kd-text kd-h4 kd-checkout__title">{t('title')}</h1>
      <div className="kd-checkout">
        <div className="kd-checkout__steps">
          <Section
            title={t('address.title')}
            action={
              <Button startIcon={<Icon path={addLocation} />} onClick={() => setEditing('new')}>
                {t('address.add')}
              </Button>
            }
          >
            {addresses.isLoading ? (
              <div className="kd-checkout__loading" aria-busy="true">
                <Skeleton variant="rounded" height={112} />
                <Skeleton variant="rounded" height={112} />
              </div>
            ) : addresses.isError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" onClick={() => addresses.refetch()}>
                    {tc('states.retry')}
                  </Button>
                }
              >
                {t('address.loadFailed')}
              </Alert>
            ) : !addressList ? (
              <Alert severity="error">{t('address.unexpected')}</Alert>
            ) : addressList.length === 0 ? (
              <Text>{t('address.none')}</Text>
            ) : (
              <AddressList
                addresses={addressList}
                selectedId={chosen}
                onSelect={setSelected}
                onEdit={(a) => setEditing(a)}
              />
            )}
          </Section>

          {chosen !== null && (slots.isLoading || slots.isError || needsSlot) && (
            <Section title={t('slot.title')}>
              <SlotPicker
                slots={slotList}
                loading={slots.isLoading}
                failed={slots.isError}
                onRetry={() => void slots.refetch()}
                value={slotId}
                onChange={(slot) => setSlotChoice({ address: chosen, slot })}
              />
            </Section>
          )}

          <Section title={t('payment.title')}>
            <div role="radiogroup" aria-label={t('payment.title')}>
              {CHECKOUT_PAYMENT_METHODS.map((method) => (
                <div key={method} className={isWallet(method) ? 'kd-checkout__wallet' : undefined}>
                  {/* SPEC's 'Online Payment' is the group the wallets belong to. */}
                  {method === 'esewa' && (
                    <p className="kd-text kd-subtitle2 kd-checkout__online" id="online-payment-group">
                      {PAYMENT_METHOD_LABELS.online}
                    </p>
                  )}
                  <Radio
                    name="payment-method"
                    value={method}
                    checked={payment === method}
                    onChange={() => setPayment(method)}
                    label={t(`payment.${method}`)}
                    className="kd-checkout__choice"
                  />
                </div>
              ))}
            </div>
            {isWallet(payment) && (
              <Text variant="body2">
                {t('payment.walletNote', { wallet: PAYMENT_METHOD_LABELS[payment] })}
              </Text>
            )}
          </Section>

          <Section title={t('notes.label')}>
            <TextArea
              label={t('notes.label')}
              placeholder={t('notes.placeholder')}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              maxLength={500}
              rows={2}
            />
          </Section>
        </div>

        <section aria-label={t('summary.title')} className="kd-panel kd-checkout__summary">
          <h2 className="kd-text kd-h6 kd-checkout__summary-title">{t('summary.title')}</h2>
          <ul aria-label={t('summary.items')} className="kd-checkout__items">
            {cart.items.map((item) => (
              <li key={item.id}>
                <Text variant="body2">
                  {t('summary.line', {
                    title: localTitle({ title: item.title, nepali_title: item.nepaliTitle }),
                    quantity: item.quantity,
                  })}
                </Text>
                <Text variant="body2">{money(item.sellingPricePaisa * item.quantity)}</Text>
              </li>
            ))}
          </ul>
          <hr className="kd-summary-divider" />
          <Row
            label={t('summary.subtotal')}
            value={money(cart.totalAmountPaisa)}
            testId="checkout-subtotal"
          />
          {cart.promo && cart.discountPaisa > 0 && (
            <Row
              label={t('summary.discount', { code: cart.promo.code })}
              value={`- ${money(cart.discountPaisa)}`}
              testId="checkout-discount"
            />
          )}
          <Row
            label={t('summary.delivery')}
            value={
              delivery.isFetching
                ? '…'
                : delivery.data && deliveryPaisa === 0
                  ? t('summary.deliveryFree')
                  : money(deliveryPaisa)
            }
            testId="checkout-delivery"
          />
          {delivery.data && !delivery.isError && (
            <Text variant="body2">{t('summary.deliveryTime', { time: delivery.data.delivery_time })}</Text>
          )}
          <hr className="kd-summary-divider" />
          <Row label={t('summary.total')} value={money(totalPaisa)} strong testId="checkout-total" />
          <Checkbox
            className="kd-checkout__terms"
            checked={terms}
            onChange={(e) => setTerms(e.target.checked)}
            label={t('terms')}
          />
          {failure && (
            <Alert severity="error" className="kd-checkout__failure">
              {failure}
            </Alert>
          )}
          {!online && <OfflineNotice action="checkout" />}
          <Button
            variant="contained"
            size="large"
            fullWidth
            className="kd-checkout__place"
            disabled={
              placing.isLoading ||
              chosen === null ||
              slotMissing ||
              !terms ||
              cart.items.length === 0 ||
              !online
            }
            onClick={submit}
            aria-describedby={blockedReason ? 'place-order-why' : undefined}
          >
            {placing.isLoading ? t('placing') : t('placeOrder', { total: money(totalPaisa) })}
          </Button>
          {blockedReason && (
            <Text id="place-order-why" variant="body2" className="kd-checkout__why">
              {blockedReason}
            </Text>
          )}
        </section>
      </div>

      {editing !== null && (
        <AddressFormDialog
          open
          address={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(a) => {
            setEditing(null);
            setSelected(a.id);
          }}
        />
      )}
      {success}
    </div>
  );
}
