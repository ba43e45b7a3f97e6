import { describe, expect, it } from 'vitest';
import {
  checkOrderMove,
  checkPaymentMove,
  isCancellable,
  nextOrderStatuses,
  ORDER_MOVES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
} from './index';

describe('the order state machine', () => {
  it('takes an order from processing to delivered, one step at a time', () => {
    const path = ['Order Processing', 'Packed', 'Out for Delivery', 'Delivered'] as const;
    for (let i = 1; i < path.length; i++) {
      const actor = path[i] === 'Delivered' ? 'rider' : 'staff';
      expect(checkOrderMove(path[i - 1]!, path[i]!, actor)).toEqual({ ok: true });
    }
  });

  it('refuses skipped steps and moves out of final states, naming both states', () => {
    const skip = checkOrderMove('Order Processing', 'Delivered', 'admin');
    expect(skip).toEqual({ ok: false, message: "Cannot go from 'Order Processing' to 'Delivered'." });
    for (const to of ORDER_STATUSES) {
      expect(checkOrderMove('Delivered', to, 'admin').ok).toBe(false);
      expect(checkOrderMove('Cancelled', to, 'admin').ok).toBe(false);
    }
  });

  it('lets each role make only its own moves', () => {
    expect(checkOrderMove('Order Processing', 'Cancelled', 'customer').ok).toBe(true);
    expect(checkOrderMove('Packed', 'Cancelled', 'customer')).toEqual({
      ok: false,
      message: "A customer cannot move it from 'Packed' to 'Cancelled'.",
    });
    expect(checkOrderMove('Order Processing', 'Packed', 'rider').ok).toBe(false);
    expect(checkOrderMove('Out for Delivery', 'Delivery Failed', 'rider').ok).toBe(true);
    expect(checkOrderMove('Delivery Failed', 'Packed', 'rider').ok).toBe(false);
    expect(checkOrderMove('Delivery Failed', 'Packed', 'staff').ok).toBe(true);
  });

  it('lets the customer cancel only in Order Processing (SPEC §4)', () => {
    expect(ORDER_STATUSES.filter(isCancellable)).toEqual(['Order Processing']);
  });

  it('offers the console the moves its user may make', () => {
    expect(nextOrderStatuses('Order Processing', 'staff')).toEqual(['Packed', 'Cancelled']);
    expect(nextOrderStatuses('Out for Delivery', 'rider')).toEqual(['Delivered', 'Delivery Failed']);
    expect(nextOrderStatuses('Packed', 'rider')).toEqual([]);
  });

  it('names only known statuses in its table', () => {
    for (const m of ORDER_MOVES) {
      expect(ORDER_STATUSES).toContain(m.from);
      expect(ORDER_STATUSES).toContain(m.to);
    }
  });
});

describe('the payment state machine', () => {
  it('marks paid only from the gateway (system) for a pending payment', () => {
    expect(checkPaymentMove('pending', 'paid', 'system').ok).toBe(true);
    expect(checkPaymentMove('pending', 'paid', 'customer').ok).toBe(false);
    expect(checkPaymentMove('pending', 'paid', 'staff').ok).toBe(false);
  });

  it('lets staff settle cash on delivery and record refunds, never go backwards', () => {
    expect(checkPaymentMove('unpaid', 'paid', 'staff').ok).toBe(true);
    expect(checkPaymentMove('paid', 'refund_due', 'staff').ok).toBe(true);
    expect(checkPaymentMove('refund_due', 'refunded', 'admin').ok).toBe(true);
    expect(checkPaymentMove('paid', 'unpaid', 'admin').ok).toBe(false);
    expect(checkPaymentMove('refunded', 'paid', 'system').ok).toBe(false);
    for (const s of PAYMENT_STATUSES) expect(checkPaymentMove(s, s, 'admin').ok).toBe(false);
  });

  it('keeps a confirmation that arrives after expiry as a refund due', () => {
    expect(checkPaymentMove('expired', 'refund_due', 'system').ok).toBe(true);
    expect(checkPaymentMove('expired', 'paid', 'system').ok).toBe(false);
  });
});
