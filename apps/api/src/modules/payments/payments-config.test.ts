import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const deployment = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db/shop',
  AUTH_SECRET: 'x'.repeat(40),
} as const;
const ownKeys = {
  PUBLIC_URL: 'https://kandamul.com.np',
  ESEWA_PRODUCT_CODE: 'KANDAMUL',
  ESEWA_SECRET_KEY: 'a-merchant-secret',
  ESEWA_FORM_URL: 'https://epay.esewa.com.np/api/epay/main/v2/form',
  ESEWA_STATUS_URL: 'https://epay.esewa.com.np/api/epay/transaction/status/',
  KHALTI_BASE_URL: 'https://khalti.com/api/v2',
  KHALTI_SECRET_KEY: 'live_secret_key_of_the_merchant',
};

describe('wallet configuration', () => {
  it('offers both wallets in the demo shop, on the simulators, with the public test keys', () => {
    const c = loadConfig({ PORT: '8080' }, { authSecret: 'x'.repeat(40) });
    expect(c.demo).toBe(true);
    expect(c.payments.esewa).toMatchObject({
      formUrl: '/dev/esewa/form/',
      statusUrl: 'http://127.0.0.1:8080/dev/esewa/status/',
      productCode: 'EPAYTEST',
      secretKey: '8gBm/:&EnhH.1/q',
    });
    expect(c.payments.khalti?.baseUrl).toBe('http://127.0.0.1:8080/dev/khalti/api/v2');
    expect([c.payments.expiryMinutes, c.payments.recheckSeconds]).toEqual([30, 300]);
  });

  it('needs PUBLIC_URL when the demo shop is pointed at a real gateway', () => {
    expect(() =>
      loadConfig({ KHALTI_BASE_URL: 'https://dev.khalti.com/api/v2' }, { authSecret: 'x'.repeat(40) }),
    ).toThrow(/PUBLIC_URL: required when ESEWA_FORM_URL or KHALTI_BASE_URL/);
  });

  it('lets a deployment offer cash on delivery alone', () => {
    const c = loadConfig(deployment);
    expect([c.demo, c.payments.esewa, c.payments.khalti]).toEqual([false, null, null]);
  });

  it('takes a merchant’s own keys in a deployment', () => {
    const c = loadConfig({ ...deployment, ...ownKeys, PAYMENT_EXPIRY_MINUTES: '45' });
    expect(c.payments.esewa?.productCode).toBe('KANDAMUL');
    expect(c.payments.khalti?.baseUrl).toBe('https://khalti.com/api/v2');
    expect(c.payments.expiryMinutes).toBe(45);
  });

  it.each([
    [{ ESEWA_SECRET_KEY: '8gBm/:&EnhH.1/q' }, /ESEWA_SECRET_KEY: is eSewa's public test key/],
    [{ ESEWA_PRODUCT_CODE: 'EPAYTEST' }, /ESEWA_PRODUCT_CODE: is eSewa's public test merchant/],
    [
      { KHALTI_SECRET_KEY: 'live_secret_key_68791341fdd94846a146f0457ff7b455' },
      /KHALTI_SECRET_KEY: is Khalti's public test key/,
    ],
    [{ ESEWA_PRODUCT_CODE: undefined }, /ESEWA_PRODUCT_CODE: required/],
    [{ PUBLIC_URL: undefined }, /PUBLIC_URL: required/],
  ])('refuses to start a deployment with %o', (change, message) => {
    const env: Record<string, string | undefined> = { ...deployment, ...ownKeys, ...change };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
