import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ATTEMPT_STATUSES, canMoveAttempt, nextAttemptStatus } from './attempt-status';
import { esewaAmount, esewaSigningText, ESEWA_SIGNED_FIELD_NAMES, parseEsewaAmount } from './esewa';
import { ESEWA_STATUS_OUTCOMES, gatewayOutcome, KHALTI_STATUS_OUTCOMES } from './outcomes';

describe('eSewa signing text', () => {
  it("is eSewa's documented message for its test vector", () => {
    const text = esewaSigningText(
      { total_amount: '110', transaction_uuid: '241028', product_code: 'EPAYTEST' },
      ESEWA_SIGNED_FIELD_NAMES,
    );
    expect(text).toBe('total_amount=110,transaction_uuid=241028,product_code=EPAYTEST');
  });
  it('follows the order of the signed field names it is given', () => {
    expect(esewaSigningText({ a: 1, b: 'x' }, 'b,a')).toBe('b=x,a=1');
  });
  it('is null when a signed field is missing or not a plain value', () => {
    expect(esewaSigningText({ a: 1 }, 'a,b')).toBeNull();
    expect(esewaSigningText({ a: { x: 1 } }, 'a')).toBeNull();
    expect(esewaSigningText({ a: 1 }, 'a,,')).toBeNull();
  });
});

describe('eSewa amounts', () => {
  it.each([
    [11000, '110'],
    [11050, '110.5'],
    [11005, '110.05'],
    [0, '0'],
  ])('%i paisa is written %s', (paisa, text) => {
    expect(esewaAmount(paisa)).toBe(text);
  });
  it.each([
    ['110', 11000],
    ['110.0', 11000],
    ['110.50', 11050],
    ['1,100.5', 110050],
    [110, 11000],
    ['110.005', null],
    ['-1', null],
    ['abc', null],
    ['', null],
  ])('%s reads as %s paisa', (text, paisa) => {
    expect(parseEsewaAmount(text)).toBe(paisa);
  });
  it('reads back every amount it writes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e11 }),
        (paisa) => parseEsewaAmount(esewaAmount(paisa)) === paisa,
      ),
    );
  });
});

describe('status tables', () => {
  it('name every status of both gateways', () => {
    expect(Object.keys(ESEWA_STATUS_OUTCOMES).sort()).toEqual(
      ['AMBIGUOUS', 'CANCELED', 'COMPLETE', 'FULL_REFUND', 'NOT_FOUND', 'PARTIAL_REFUND', 'PENDING'].sort(),
    );
    expect(Object.keys(KHALTI_STATUS_OUTCOMES).sort()).toEqual(
      [
        'Completed',
        'Expired',
        'Initiated',
        'Partially Refunded',
        'Pending',
        'Refunded',
        'User canceled',
      ].sort(),
    );
  });
  it('treat only the completed statuses as paid, and an unknown status as still pending', () => {
    const paid = [...Object.entries(ESEWA_STATUS_OUTCOMES), ...Object.entries(KHALTI_STATUS_OUTCOMES)]
      .filter(([, o]) => o === 'paid')
      .map(([s]) => s);
    expect(paid.sort()).toEqual(['COMPLETE', 'Completed']);
    expect(gatewayOutcome(KHALTI_STATUS_OUTCOMES, 'completed')).toBe('pending');
    expect(gatewayOutcome(ESEWA_STATUS_OUTCOMES, 'toString')).toBe('pending');
  });
});

describe('attempt machine', () => {
  it('never leaves paid except by a refund, and mismatch and refunded are final', () => {
    for (const to of ATTEMPT_STATUSES) {
      expect(canMoveAttempt('paid', to)).toBe(to === 'refunded');
      expect(canMoveAttempt('mismatch', to)).toBe(false);
      expect(canMoveAttempt('refunded', to)).toBe(false);
    }
  });
  it('turns a confirmation with another amount into a mismatch, never paid', () => {
    expect(nextAttemptStatus('pending', 'paid', false)).toBe('mismatch');
    expect(nextAttemptStatus('pending', 'paid', true)).toBe('paid');
    expect(nextAttemptStatus('failed', 'paid', true)).toBe('paid');
    expect(nextAttemptStatus('paid', 'paid', true)).toBeNull();
    expect(nextAttemptStatus('pending', 'pending', true)).toBeNull();
    expect(nextAttemptStatus('paid', 'failed', true)).toBeNull();
  });
  it('reaches paid at most once along any sequence of answers', () => {
    const outcome = fc.constantFrom('paid', 'pending', 'failed', 'refunded' as const);
    fc.assert(
      fc.property(fc.array(fc.tuple(outcome, fc.boolean()), { maxLength: 20 }), (answers) => {
        let status: (typeof ATTEMPT_STATUSES)[number] = 'pending';
        let paidTimes = 0;
        for (const [o, matches] of answers) {
          const next = nextAttemptStatus(status, o, matches);
          if (next === null) continue;
          if (next === 'paid') paidTimes += 1;
          status = next;
        }
        return paidTimes <= 1;
      }),
    );
  });
});
