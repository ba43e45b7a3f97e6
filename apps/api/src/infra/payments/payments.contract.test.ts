import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_ESEWA, FAKE_KHALTI, type FakeWallets, startFakeWallets } from '../../../test/fakes/wallets';
import { esewaGateway, esewaSign, readEsewaReturn } from './esewa';
import { GatewayUnavailable, type PaymentGateway } from './gateway';
import { khaltiGateway, KhaltiRefused } from './khalti';

const customer = { name: 'Sita Sharma', email: 'sita@example.com', phone: '9800000001' };

describe('eSewa signature', () => {
  it("matches eSewa's documented test vector", () => {
    expect(
      esewaSign('8gBm/:&EnhH.1/q', 'total_amount=110,transaction_uuid=241028,product_code=EPAYTEST'),
    ).toBe('i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=');
  });
});

describe('gateway adapters against the fake gateways', () => {
  let fake: FakeWallets;
  let esewa: PaymentGateway;
  let khalti: PaymentGateway;
  beforeAll(async () => {
    fake = await startFakeWallets();
    esewa = esewaGateway({
      formUrl: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
      statusUrl: `${fake.url}/esewa/status/`,
      productCode: FAKE_ESEWA.productCode,
      secretKey: FAKE_ESEWA.secretKey,
      successUrl: 'https://shop.example/api/v1/payments/esewa/return/',
      failureUrl: (ref) => `https://shop.example/api/v1/payments/esewa/return/?failed=${ref}`,
      timeoutMs: 300,
    });
    khalti = khaltiGateway({
      baseUrl: `${fake.url}/khalti`,
      secretKey: FAKE_KHALTI.secretKey,
      returnUrl: 'https://shop.example/api/v1/payments/khalti/return/',
      websiteUrl: 'https://shop.example/',
      timeoutMs: 300,
    });
  });
  afterAll(() => fake.close());

  describe('eSewa ePay v2', () => {
    it('builds the signed form eSewa accepts, amounts in rupees', async () => {
      const started = await esewa.start({
        reference: 'KDM-1-a',
        amountPaisa: 11_050,
        orderName: 'x',
        customer,
      });
      expect(started.redirect.method).toBe('POST');
      expect(started.redirect.url).toBe('https://rc-epay.esewa.com.np/api/epay/main/v2/form');
      const f = started.redirect.fields;
      expect(f).toMatchObject({
        amount: '110.5',
        total_amount: '110.5',
        tax_amount: '0',
        product_service_charge: '0',
        product_delivery_charge: '0',
        transaction_uuid: 'KDM-1-a',
        product_code: 'EPAYTEST',
        signed_field_names: 'total_amount,transaction_uuid,product_code',
      });
      expect(f.signature).toBe(
        esewaSign(FAKE_ESEWA.secretKey, 'total_amount=110.5,transaction_uuid=KDM-1-a,product_code=EPAYTEST'),
      );
      expect(fake.esewaFormPost(f)).toBe(true);
      expect(fake.esewaFormPost({ ...f, total_amount: '1' })).toBe(false);
    });

    it.each([
      ['COMPLETE', 'paid'],
      ['PENDING', 'pending'],
      ['AMBIGUOUS', 'pending'],
      ['NOT_FOUND', 'pending'],
      ['CANCELED', 'failed'],
      ['FULL_REFUND', 'refunded'],
      ['PARTIAL_REFUND', 'refunded'],
    ])('reads status %s as %s, with the amount in paisa', async (status, outcome) => {
      const reference = `KDM-${status}`;
      fake.esewa.set(reference, { totalPaisa: 110_000, answer: { status } });
      const check = await esewa.check({ reference, amountPaisa: 110_000 });
      expect(check).toMatchObject({ outcome, gatewayStatus: status, amountPaisa: 110_000 });
    });

    it('never reads another amount as the one asked (eSewa then knows no such transaction)', async () => {
      fake.esewa.set('KDM-amt', { totalPaisa: 110_000, answer: { status: 'COMPLETE' } });
      const check = await esewa.check({ reference: 'KDM-amt', amountPaisa: 100 });
      expect(check.outcome).toBe('pending');
      expect(check.gatewayStatus).toBe('NOT_FOUND');
    });

    it.each(['unavailable', '5xx', 'timeout'] as const)(
      'treats "%s" as unavailable, to ask again later',
      async (mode) => {
        fake.esewa.set(`KDM-${mode}`, { totalPaisa: 1000, answer: { fail: mode } });
        await expect(esewa.check({ reference: `KDM-${mode}`, amountPaisa: 1000 })).rejects.toBeInstanceOf(
          GatewayUnavailable,
        );
      },
    );

    it("verifies the success redirect's signature over its own signed_field_names, as written", () => {
      fake.esewa.set('KDM-ret', { totalPaisa: 100_000, answer: { status: 'COMPLETE' } });
      const data = fake.esewaSuccessData('KDM-ret');
      expect(Buffer.from(data, 'base64').toString()).toContain('"total_amount":1000.0');
      expect(readEsewaReturn(data, FAKE_ESEWA.secretKey)).toMatchObject({ ok: true, reference: 'KDM-ret' });
      const forged = fake.esewaSuccessData('KDM-ret', {}, 'not-the-key');
      expect(readEsewaReturn(forged, FAKE_ESEWA.secretKey)).toMatchObject({
        ok: false,
        reason: 'bad signature',
      });
      const tampered = fake.esewaSuccessData('KDM-ret', { signed_field_names: 'status' });
      expect(readEsewaReturn(tampered, FAKE_ESEWA.secretKey).ok).toBe(true);
      expect(readEsewaReturn('%%%not base64', FAKE_ESEWA.secretKey).ok).toBe(false);
      expect(readEsewaReturn(Buffer.from('[1,2]').toString('base64'), FAKE_ESEWA.secretKey).ok).toBe(false);
    });
  });

  describe('Khalti KPG-2', () => {
    it('initiates with the key header and the amount in paisa, and sends the browser to payment_url', async () => {
      const started = await khalti.start({
        reference: 'KDM-k-1',
        amountPaisa: 12_345,
        orderName: 'Order',
        customer,
      });
      expect(started.redirect).toEqual({
        url: `https://test-pay.khalti.com/?pidx=${started.reference}`,
        method: 'GET',
        fields: {},
      });
      expect(fake.khalti.get(started.reference)).toMatchObject({
        amountPaisa: 12_345,
        purchaseOrderId: 'KDM-k-1',
      });
    });

    it('is refused with a wrong key, and the refusal is not "unavailable"', async () => {
      const wrong = khaltiGateway({
        baseUrl: `${fake.url}/khalti`,
        secretKey: 'wrong',
        returnUrl: 'https://shop.example/r',
        websiteUrl: 'https://shop.example/',
      });
      await expect(
        wrong.start({ reference: 'x', amountPaisa: 5000, orderName: 'x', customer }),
      ).rejects.toBeInstanceOf(KhaltiRefused);
      expect(fake.refused.at(-1)).toBe('khalti: authorization Key wrong');
    });

    it.each([
      ['Completed', 'paid'],
      ['Pending', 'pending'],
      ['Initiated', 'pending'],
      ['Expired', 'failed'],
      ['User canceled', 'failed'],
      ['Refunded', 'refunded'],
      ['Partially Refunded', 'refunded'],
    ])('reads lookup status %s as %s (HTTP 400 ones included)', async (status, outcome) => {
      const started = await khalti.start({
        reference: `KDM-${status}`,
        amountPaisa: 5000,
        orderName: 'x',
        customer,
      });
      fake.khalti.get(started.reference)!.answer = { status };
      const check = await khalti.check({ reference: started.reference, amountPaisa: 5000 });
      expect(check).toMatchObject({ outcome, gatewayStatus: status, amountPaisa: 5000 });
    });

    it('reports the amount Khalti confirmed, so a different one is never taken as paid', async () => {
      const started = await khalti.start({
        reference: 'KDM-k-amt',
        amountPaisa: 5000,
        orderName: 'x',
        customer,
      });
      fake.khalti.get(started.reference)!.answer = { status: 'Completed', amountPaisa: 1000 };
      expect(await khalti.check({ reference: started.reference, amountPaisa: 5000 })).toMatchObject({
        outcome: 'paid',
        amountPaisa: 1000,
      });
    });

    it('fails a pidx Khalti never issued', async () => {
      expect(await khalti.check({ reference: 'nope', amountPaisa: 5000 })).toMatchObject({
        outcome: 'failed',
        gatewayStatus: 'NOT_FOUND',
      });
    });

    it.each(['5xx', 'timeout'] as const)('treats a lookup "%s" as unavailable', async (mode) => {
      const started = await khalti.start({
        reference: `KDM-l-${mode}`,
        amountPaisa: 5000,
        orderName: 'x',
        customer,
      });
      fake.khalti.get(started.reference)!.answer = { fail: mode };
      await expect(khalti.check({ reference: started.reference, amountPaisa: 5000 })).rejects.toBeInstanceOf(
        GatewayUnavailable,
      );
    });

    it.each(['5xx', 'timeout'] as const)('treats an initiate "%s" as unavailable', async (mode) => {
      fake.initiateAnswer = mode;
      try {
        await expect(
          khalti.start({ reference: 'x', amountPaisa: 5000, orderName: 'x', customer }),
        ).rejects.toBeInstanceOf(GatewayUnavailable);
      } finally {
        fake.initiateAnswer = 'ok';
      }
    });
  });
});
