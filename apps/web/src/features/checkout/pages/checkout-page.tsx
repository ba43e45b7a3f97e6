import {
  type Address,
  CHECKOUT_PAYMENT_METHODS,
  type CheckoutResponse,
  isWallet,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  rupeesToPaisa,
} from '@kandamul/domain';
import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Divider,
  FormControlLabel,
  Paper,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Link as RouterLink, useNavigate } from 'react-router';
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
import '../../../lib/i18n/texts/checkout';

// Drawn with MUI: the router puts the page inside the MUI theme, which comes with it (decision 052).
export { themed as withMuiTheme } from '../../../lib/mui-theme';

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-label={title}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          mb: 1.5,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
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
          icon={<ShoppingCartOutlined />}
          title={t('empty')}
          body={placed ? undefined : t('emptyBody')}
          action={
            <Button component={RouterLink} to="/" variant="contained" size="large">
              {t('continueShopping')}
            </Button>
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
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(320px, 1fr)' },
          gap: { xs: 2, md: 3 },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Section
            title={t('address.title')}
            action={
              <Button
                startIcon={<AddLocationAltOutlined />}
                onClick={() => setEditing('new')}
                sx={{ minHeight: 44 }}
              >
                {t('address.add')}
              </Button>
            }
          >
            {addresses.isLoading ? (
              <Box sx={{ display: 'grid', gap: 1.5 }} aria-busy="true">
                <Skeleton variant="rounded" height={112} />
                <Skeleton variant="rounded" height={112} />
              </Box>
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
              <Typography color="text.secondary">{t('address.none')}</Typography>
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
            <RadioGroup
              aria-label={t('payment.title')}
              value={payment}
              onChange={(e) => setPayment(e.target.value as PaymentMethod)}
            >
              {CHECKOUT_PAYMENT_METHODS.map((method) => (
                <Box key={method}>
                  {/* SPEC's 'Online Payment' is the group the wallets belong to. */}
                  {method === 'esewa' && (
                    <Typography variant="subtitle2" component="p" sx={{ mt: 1 }} id="online-payment-group">
                      {PAYMENT_METHOD_LABELS.online}
                    </Typography>
                  )}
                  <FormControlLabel
                    value={method}
                    control={<Radio />}
                    label={t(`payment.${method}`)}
                    sx={{ minHeight: 44, ...(isWallet(method) ? { pl: 2 } : {}) }}
                  />
                </Box>
              ))}
            </RadioGroup>
            {isWallet(payment) && (
              <Typography variant="body2" color="text.secondary">
                {t('payment.walletNote', { wallet: PAYMENT_METHOD_LABELS[payment] })}
              </Typography>
            )}
          </Section>

          <Section title={t('notes.label')}>
            <TextField
              fullWidth
              multiline
              minRows={2}
              label={t('notes.label')}
              placeholder={t('notes.placeholder')}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Section>
        </Box>

        <Paper
          component="section"
          variant="outlined"
          aria-label={t('summary.title')}
          sx={{ p: { xs: 2, sm: 3 }, position: { md: 'sticky' }, top: { md: 96 } }}
        >
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('summary.title')}
          </Typography>
          <Box component="ul" aria-label={t('summary.items')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {cart.items.map((item) => (
              <Box
                component="li"
                key={item.id}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}
              >
                <Typography variant="body2">
                  {t('summary.line', {
                    title: localTitle({ title: item.title, nepali_title: item.nepaliTitle }),
                    quantity: item.quantity,
                  })}
                </Typography>
                <Typography variant="body2">{money(item.sellingPricePaisa * item.quantity)}</Typography>
              </Box>
            ))}
          </Box>
          <Divider sx={{ my: 1 }} />
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
            <Typography variant="body2" color="text.secondary">
              {t('summary.deliveryTime', { time: delivery.data.delivery_time })}
            </Typography>
          )}
          <Divider sx={{ my: 1 }} />
          <Row label={t('summary.total')} value={money(totalPaisa)} strong testId="checkout-total" />
          <FormControlLabel
            sx={{ mt: 1, minHeight: 44 }}
            control={<Checkbox checked={terms} onChange={(e) => setTerms(e.target.checked)} />}
            label={t('terms')}
          />
          {failure && (
            <Alert severity="error" sx={{ my: 1 }}>
              {failure}
            </Alert>
          )}
          {!online && <OfflineNotice action="checkout" />}
          <Button
            variant="contained"
            size="large"
            fullWidth
            sx={{ mt: 1, minHeight: 48 }}
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
            <Typography
              id="place-order-why"
              variant="body2"
              color="text.secondary"
              sx={{ mt: 1, textAlign: 'center' }}
            >
              {blockedReason}
            </Typography>
          )}
        </Paper>
      </Box>

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
    </Box>
  );
}
