import { MESSAGES, normaliseVoucherCode, paisaToRupees, voucherInfoToAppliedPromo } from '@kandamul/domain';
import { useCallback, useEffect } from 'react';
import { serverMessage } from '../../lib/api/server-message';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { cartActions, selectCart } from '../../lib/state/cart-slice';
import { useApplyVoucherMutation } from './api/apply-voucher';

/** SPEC §9: a promo error shows for 3 s. */
export const PROMO_ERROR_MS = 3000;

/**
 * Promo states (SPEC §4): none, applying, applied or error. Applying asks the server with the cart's
 * total; a code that does not apply shows the server's reason ('Invalid promo code' for an unknown one).
 */
export function usePromoCode() {
  const dispatch = useAppDispatch();
  const { promo, promoLoading, promoError, totalAmountPaisa } = useAppSelector(selectCart);
  const [applyVoucher] = useApplyVoucherMutation();

  useEffect(() => {
    if (!promoError) return;
    const timer = setTimeout(() => dispatch(cartActions.promoErrorCleared()), PROMO_ERROR_MS);
    return () => clearTimeout(timer);
  }, [promoError, dispatch]);

  const apply = useCallback(
    async (text: string) => {
      const code = normaliseVoucherCode(text);
      if (!code || promoLoading) return false;
      dispatch(cartActions.promoRequested());
      try {
        const res = await applyVoucher({ code, order_total: paisaToRupees(totalAmountPaisa) }).unwrap();
        const applied = res.is_valid ? voucherInfoToAppliedPromo(res.voucher) : null;
        if (!applied) {
          dispatch(cartActions.promoFailed(res.message || MESSAGES.promoInvalid));
          return false;
        }
        dispatch(cartActions.promoApplied(applied));
        return true;
      } catch (error) {
        dispatch(cartActions.promoFailed(serverMessage(error, MESSAGES.promoApplyFailed)));
        return false;
      }
    },
    [applyVoucher, dispatch, promoLoading, totalAmountPaisa],
  );

  const remove = useCallback(() => dispatch(cartActions.promoRemoved()), [dispatch]);
  return { promo, loading: promoLoading, error: promoError, apply, remove };
}
