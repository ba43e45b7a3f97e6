import { createHmac } from 'node:crypto';
import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokens } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const key = new TextEncoder().encode(SECRET);
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** A token signed with our secret over any header and claims (what a forger cannot make without it). */
function signed(header: unknown, claims: unknown, secret = SECRET): string {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

const good = { sub: '7', iss: 'kandamul-api', aud: 'kandamul-shop', exp: now() + 60, iat: now(), tv: 2 };
const hs256 = { alg: 'HS256', typ: 'JWT' };

/** jose's answer with the options AccessTokens used before verifyNow: the reference. */
async function jose(token: string): Promise<boolean> {
  try {
    await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: 'kandamul-api',
      audience: 'kandamul-shop',
      requiredClaims: ['exp', 'sub'],
    });
    return true;
  } catch {
    return false;
  }
}

describe('AccessTokens.verifyNow (synchronous HS256)', () => {
  const tokens = new AccessTokens(SECRET);

  it('accepts its own tokens with their claims', async () => {
    const token = await tokens.sign(42, 60, { role: 'admin', tokenVersion: 3 });
    expect(tokens.verifyNow(token)).toEqual({ userId: 42, role: 'admin', tokenVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: 42, role: 'admin', tokenVersion: 3 });
    const customer = await tokens.sign(5);
    expect(tokens.verifyNow(customer)).toEqual({ userId: 5, role: 'customer', tokenVersion: 0 });
  });

  const cases: Array<[string, () => Promise<string> | string]> = [
    ['a well-formed token', () => signed(hs256, good)],
    ['an audience list holding ours', () => signed(hs256, { ...good, aud: ['x', 'kandamul-shop'] })],
    ['another secret', () => signed(hs256, good, 'another-secret-another-secret-another')],
    ['alg none', () => `${b64({ alg: 'none' })}.${b64(good)}.`],
    ['alg none with a signature', () => signed({ alg: 'none' }, good)],
    ['alg HS512', () => signed({ alg: 'HS512' }, good)],
    ['a crit header', () => signed({ ...hs256, crit: ['b64'], b64: false }, good)],
    ['expired', () => signed(hs256, { ...good, exp: now() - 1 })],
    ['expiring this second', () => signed(hs256, { ...good, exp: now() })],
    ['exp as a string', () => signed(hs256, { ...good, exp: String(now() + 60) })],
    ['no exp', () => signed(hs256, { ...good, exp: undefined })],
    ['no sub', () => signed(hs256, { ...good, sub: undefined })],
    ['another issuer', () => signed(hs256, { ...good, iss: 'someone' })],
    ['no issuer', () => signed(hs256, { ...good, iss: undefined })],
    ['another audience', () => signed(hs256, { ...good, aud: 'kandamul-admin' })],
    ['not yet valid', () => signed(hs256, { ...good, nbf: now() + 60 })],
    ['iat as a string', () => signed(hs256, { ...good, iat: 'yesterday' })],
    ['claims as an array', () => signed(hs256, [good])],
    ['a header that is not JSON', () => `${Buffer.from('{alg').toString('base64url')}.${b64(good)}.x`],
    ['two parts', () => `${b64(hs256)}.${b64(good)}`],
    ['four parts', () => `${signed(hs256, good)}.x`],
    ['a changed payload', () => signed(hs256, good).replace(/\.[^.]+\./, `.${b64({ ...good, sub: '1' })}.`)],
  ];
  it.each(cases)('answers as jose does: %s', async (_name, make) => {
    const token = await make();
    const ours = tokens.verifyNow(token) !== null;
    expect(ours).toBe(await jose(token));
  });

  it('refuses an unusable user id or token version jose would pass, and padded base64url', () => {
    // jose strips '=' padding; our tokens never carry it, so refusing it costs no one anything.
    expect(tokens.verifyNow(`${signed(hs256, good)}=`)).toBeNull();
    expect(tokens.verifyNow(signed(hs256, { ...good, sub: 'abc' }))).toBeNull();
    expect(tokens.verifyNow(signed(hs256, { ...good, sub: '0' }))).toBeNull();
    expect(tokens.verifyNow(signed(hs256, { ...good, tv: 1.5 }))).toBeNull();
    expect(tokens.verifyNow(signed(hs256, good))).toEqual({ userId: 7, role: 'customer', tokenVersion: 2 });
  });
});
