import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BuyerPanSchema, formatInvoiceNumber, invoiceTotals, PAN_MESSAGE, readPan } from './vat';
import { amountInWords, numberInWords } from './words';

describe('invoiceTotals', () => {
  it.each([
    [
      'all taxable',
      [{ amountPaisa: 11300, taxClass: 'vat' as const }],
      0,
      0,
      { taxablePaisa: 10000, vatPaisa: 1300, exemptPaisa: 0, totalPaisa: 11300 },
    ],
    [
      'all exempt',
      [{ amountPaisa: 5000, taxClass: 'exempt' as const }],
      0,
      0,
      { taxablePaisa: 0, vatPaisa: 0, exemptPaisa: 5000, totalPaisa: 5000 },
    ],
    [
      'mixed, with delivery',
      [
        { amountPaisa: 11300, taxClass: 'vat' as const },
        { amountPaisa: 20000, taxClass: 'exempt' as const },
      ],
      0,
      11300,
      { taxablePaisa: 20000, vatPaisa: 2600, exemptPaisa: 20000, totalPaisa: 42600 },
    ],
    [
      'discount shared by amount',
      [
        { amountPaisa: 10000, taxClass: 'vat' as const },
        { amountPaisa: 30000, taxClass: 'exempt' as const },
      ],
      4000,
      0,
      // 1,000 of the 4,000 falls on the taxable 10,000: 9,000 incl. VAT = 7,965 + 1,035.
      { taxablePaisa: 7965, vatPaisa: 1035, exemptPaisa: 27000, totalPaisa: 36000 },
    ],
  ])('%s', (_name, lines, discount, delivery, expected) => {
    expect(invoiceTotals(lines, discount, delivery)).toMatchObject(expected);
  });

  it('always adds up to lines − discount + delivery, with VAT 13 % of the taxable part to a paisa', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amountPaisa: fc.integer({ min: 0, max: 5_000_000 }),
            taxClass: fc.constantFrom('vat' as const, 'exempt' as const),
          }),
          { maxLength: 20 },
        ),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        (lines, discount, delivery) => {
          const t = invoiceTotals(lines, discount, delivery);
          const sum = lines.reduce((s, l) => s + l.amountPaisa, 0);
          expect(t.totalPaisa).toBe(sum - Math.min(discount, sum) + delivery);
          expect(t.taxablePaisa + t.vatPaisa + t.exemptPaisa).toBe(t.totalPaisa);
          expect(Math.abs(t.vatPaisa - t.taxablePaisa * 0.13)).toBeLessThanOrEqual(1);
          expect(t.exemptPaisa).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('amount in words', () => {
  it.each([
    [0, 'Zero'],
    [15, 'Fifteen'],
    [105, 'One Hundred Five'],
    [1234, 'One Thousand Two Hundred Thirty-Four'],
    [100000, 'One Lakh'],
    [12345678, 'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight'],
  ])('%i is %s', (n, words) => expect(numberInWords(n)).toBe(words));

  it('writes rupees and paisa', () => {
    expect(amountInWords(123450)).toBe('Rupees One Thousand Two Hundred Thirty-Four and Fifty Paisa Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
  });
});

describe('numbers and PAN', () => {
  it('numbers an invoice by fiscal year and a six-digit sequence', () => {
    expect(formatInvoiceNumber('2083/84', 123)).toBe('2083/84-000123');
  });

  it('takes a nine-digit PAN or none', () => {
    expect(BuyerPanSchema.parse({ pan: ' 601234567 ' })).toEqual({ pan: '601234567' });
    expect(BuyerPanSchema.parse({ pan: '' })).toEqual({ pan: null });
    expect(BuyerPanSchema.safeParse({ pan: '12345' }).success).toBe(false);
    expect(BuyerPanSchema.safeParse({ pan: '12ab56789' }).error?.issues[0]?.message).toBe(PAN_MESSAGE);
    expect(BuyerPanSchema.parse({ pan: null })).toEqual({ pan: null });
  });

  it('reads a PAN as people type it: grouped, or in Devanagari digits', () => {
    expect(readPan('601 234 567')).toEqual({ pan: '601234567' });
    expect(readPan('601-234-567')).toEqual({ pan: '601234567' });
    expect(readPan('६०१२३४५६७')).toEqual({ pan: '601234567' });
    expect(readPan('   ')).toEqual({ pan: null });
    expect(readPan('60123456')).toEqual({ error: PAN_MESSAGE });
    expect(readPan('6012345678')).toEqual({ error: PAN_MESSAGE });
    expect(readPan('60123456x')).toEqual({ error: PAN_MESSAGE });
  });
});
