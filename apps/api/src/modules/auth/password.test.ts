import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashCost, hashPassword, verifyPassword } from './password';

// The API tests hash at N=2^10 (vitest.config.ts sets KANDAMUL_TEST_CHEAP_HASH); production at OWASP's
// N=2^17. Decision 040.
describe('password hashing cost', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('hashes at OWASP’s cost (N=2^17, r=8, p=1) unless asked for the test mode, and verifies it', async () => {
    vi.stubEnv('KANDAMUL_TEST_CHEAP_HASH', '0');
    const stored = await hashPassword('Secret1!');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Secret1!', stored)).toBe(true);
    expect(await verifyPassword('Secret2!', stored)).toBe(false);
  });

  it('the cheap test cost needs NODE_ENV=test as well as the flag', () => {
    vi.stubEnv('KANDAMUL_TEST_CHEAP_HASH', '1');
    vi.stubEnv('NODE_ENV', 'production');
    expect(hashCost()).toBe(2 ** 17);
    vi.stubEnv('NODE_ENV', 'development');
    expect(hashCost()).toBe(2 ** 17);
    vi.stubEnv('NODE_ENV', 'test');
    expect(hashCost()).toBe(2 ** 10);
  });

  it('a cheap hash verifies at the cost written in it, whatever the current cost', async () => {
    vi.stubEnv('NODE_ENV', 'test');
    vi.stubEnv('KANDAMUL_TEST_CHEAP_HASH', '1');
    const cheap = await hashPassword('Secret1!');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    vi.stubEnv('KANDAMUL_TEST_CHEAP_HASH', '0');
    expect(await verifyPassword('Secret1!', cheap)).toBe(true);
    expect(await verifyPassword('secret1!', cheap)).toBe(false);
  });
});
