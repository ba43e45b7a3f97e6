import { describe, expect, it } from 'vitest';
import {
  backInStockMessage,
  orderUpdateMessage,
  recomputeOrderTotals,
  ReviewBodySchema,
  ReviewHideBodySchema,
  REVIEW_MAX,
  substitutionMessage,
  suggestSubstitute,
  titleLikeness,
  type MatchProduct,
} from './index';

const p = (id: number, title: string, pricePaisa: number, stock = 10, categoryId = 1): MatchProduct => ({
  id,
  title,
  pricePaisa,
  stock,
  categoryId,
});

describe('substitution matching', () => {
  const missing = { id: 1, categoryId: 1, title: 'Jumli Marsi Rice 5 kg', pricePaisa: 90_000 };

  it('prefers the same category, a close price and a like title', () => {
    const best = suggestSubstitute(missing, 1, [
      p(2, 'Basmati Rice 5 kg', 95_000),
      p(3, 'Ilam Tea 250 g', 90_000),
      p(4, 'Marsi Rice 5 kg', 91_000),
      p(5, 'Jumli Marsi Rice 5 kg', 90_000, 10, 2), // another category
    ]);
    expect(best?.id).toBe(4);
  });

  it('never suggests the missing product itself, another category, or one without enough stock', () => {
    expect(
      suggestSubstitute(missing, 3, [
        p(1, 'Jumli Marsi Rice 5 kg', 90_000),
        p(6, 'Marsi Rice 5 kg', 90_000, 2),
        p(7, 'Rice', 90_000, 10, 9),
      ]),
    ).toBeNull();
    expect(suggestSubstitute(missing, 2, [p(6, 'Marsi Rice 5 kg', 90_000, 2)])?.id).toBe(6);
  });

  it('weighs price: a like title far dearer loses to a plain one at the same price', () => {
    const best = suggestSubstitute(missing, 1, [
      p(8, 'Jumli Marsi Rice 5 kg Premium', 400_000),
      p(9, 'Pokhareli Rice', 90_000),
    ]);
    expect(best?.id).toBe(9);
  });

  it('breaks ties by the cheaper, then the lower id', () => {
    expect(suggestSubstitute(missing, 1, [p(11, 'Other', 95_000), p(10, 'Other', 85_000)])?.id).toBe(10);
    expect(suggestSubstitute(missing, 1, [p(13, 'Other', 90_000), p(12, 'Other', 90_000)])?.id).toBe(12);
  });

  it('compares titles by shared words, case-insensitively, in any script', () => {
    expect(titleLikeness('Marsi Rice', 'marsi rice')).toBe(1);
    expect(titleLikeness('Marsi Rice', 'Tea')).toBe(0);
    expect(titleLikeness('चामल मार्सी', 'मार्सी चामल ५ केजी')).toBeCloseTo(0.5);
    expect(titleLikeness('', 'x')).toBe(0);
  });
});

describe('order totals after a substitution', () => {
  it('sums the lines, caps the discount at the subtotal and adds the delivery charge', () => {
    expect(
      recomputeOrderTotals({
        lines: [
          { unitPricePaisa: 10_000, quantity: 2 },
          { unitPricePaisa: 5_000, quantity: 1 },
        ],
        discountPaisa: 3_000,
        deliveryChargePaisa: 10_000,
      }),
    ).toEqual({ subtotalPaisa: 25_000, discountPaisa: 3_000, totalPaisa: 32_000 });
    expect(
      recomputeOrderTotals({
        lines: [{ unitPricePaisa: 1_000, quantity: 1 }],
        discountPaisa: 5_000,
        deliveryChargePaisa: 0,
      }),
    ).toEqual({ subtotalPaisa: 1_000, discountPaisa: 1_000, totalPaisa: 0 });
  });
});

describe('review bodies', () => {
  it('takes 1–5 whole stars and plain text up to 2,000 characters', () => {
    expect(ReviewBodySchema.parse({ rating: 5, review: '  Fresh!  ' })).toEqual({
      rating: 5,
      review: 'Fresh!',
    });
    expect(ReviewBodySchema.parse({ rating: 1 })).toEqual({ rating: 1, review: '' });
    for (const rating of [0, 6, 2.5, '5'])
      expect(ReviewBodySchema.safeParse({ rating, review: '' }).success).toBe(false);
    expect(ReviewBodySchema.safeParse({ rating: 4, review: 'x'.repeat(REVIEW_MAX) }).success).toBe(true);
    expect(ReviewBodySchema.safeParse({ rating: 4, review: 'x'.repeat(REVIEW_MAX + 1) }).success).toBe(false);
  });

  it('hiding needs a reason; showing again does not', () => {
    expect(ReviewHideBodySchema.safeParse({ hidden: true, reason: '' }).success).toBe(false);
    expect(ReviewHideBodySchema.safeParse({ hidden: true, reason: 'Abuse' }).success).toBe(true);
    expect(ReviewHideBodySchema.safeParse({ hidden: false }).success).toBe(true);
  });
});

describe('messages to customers', () => {
  it('says who brings an order, in English and in Nepali', () => {
    const facts = {
      trackingId: 'KM-1',
      totalPaisa: 123_400,
      rider: { name: 'Ram Thapa', phone: '9800000001' },
      cashDue: true,
    };
    const en = orderUpdateMessage('Out for Delivery', 'en', facts);
    expect(en.sms).toContain('KM-1');
    expect(en.sms).toContain('Ram Thapa (9800000001)');
    expect(en.sms).toContain('RS 1,234.00');
    const ne = orderUpdateMessage('Out for Delivery', 'ne', facts);
    expect(ne.sms).toContain('बाटोमा');
    expect(ne.sms).toContain('रु १,२३४.००');
    expect(ne.email).toContain(ne.sms);
    // Paid already: nothing to keep ready.
    expect(orderUpdateMessage('Out for Delivery', 'en', { ...facts, cashDue: false }).sms).not.toContain(
      'RS',
    );
  });

  it('has a short SMS for every update in both languages', () => {
    for (const kind of [
      'Packed',
      'Out for Delivery',
      'Delivered',
      'Delivery Failed',
      'Cancelled',
      'paid',
      'refund_due',
    ] as const) {
      for (const lang of ['en', 'ne'] as const) {
        const m = orderUpdateMessage(kind, lang, { trackingId: 'KM-2', totalPaisa: 100 });
        expect(m.sms.length).toBeLessThanOrEqual(160 * 2);
        expect(m.sms).toContain('KM-2');
        expect(m.subject).toContain('KM-2');
      }
    }
  });

  it('tells the new total after a substitution, and what is back in stock', () => {
    expect(
      substitutionMessage('en', {
        trackingId: 'KM-3',
        missing: 'Tea',
        substitute: 'Green Tea',
        totalPaisa: 50_000,
      }).sms,
    ).toBe('Kandamul: Tea was out of stock for order KM-3, so we packed Green Tea. New total RS 500.00.');
    expect(
      substitutionMessage('en', { trackingId: 'KM-3', missing: 'Tea', substitute: null, totalPaisa: 0 }).sms,
    ).toContain('not charged');
    expect(backInStockMessage('ne', 'Tea', 'https://shop/p').sms).toContain('फेरि उपलब्ध');
  });
});
