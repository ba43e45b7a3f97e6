import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { heavyWorkSlots, WorkQueue } from '../../infra/work-queue';

// scrypt at OWASP's parameters (N=2^17, r=8, p=1): about 128 MiB and ~0.3 s per hash here.
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAXMEM = 256 * 1024 * 1024;

/**
 * The API tests' cost: N=2^10 (~5 ms instead of ~0.3 s, and ~2 s on a loaded CI host). They sign up
 * and log in hundreds of times on two databases, and that hashing was minutes of every CI run
 * (decision 040). Only when the test runner says so twice: NODE_ENV is 'test' AND
 * KANDAMUL_TEST_CHEAP_HASH is '1' (set by vitest.config.ts for the API project). The production bundle
 * cannot take this path at all: apps/api/build.mjs defines that variable away. Stored hashes carry
 * their own N, so a hash made at either cost verifies at the cost it was made with.
 */
const TEST_N = 2 ** 10;

/** The N for a new hash: OWASP's, unless this is the test runner's cheap mode (see TEST_N). */
export function hashCost(): number {
  return process.env.NODE_ENV === 'test' && process.env.KANDAMUL_TEST_CHEAP_HASH === '1' ? TEST_N : N;
}

/**
 * Every hash goes through one queue: at most half of libuv's threads (and 128 MiB each) at once, and
 * at most 64 waiting; beyond that a login is refused at once (503 SERVER_BUSY) instead of freezing file
 * serving and growing memory (security issue 25, attack 4).
 */
export const hashing = new WorkQueue('password hashing', heavyWorkSlots(), 64);

function derive(password: string, salt: Buffer, n = N, r = R, p = P): Promise<Buffer> {
  return hashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAXMEM }, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` so parameters can be raised later without breaking logins. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const n = hashCost();
  const key = await derive(password, salt, n);
  return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** False for a stored value no password can match (a placeholder, a foreign format). */
export function isUsableHash(stored: string): boolean {
  const parts = stored.split('$');
  return parts.length === 6 && parts[0] === 'scrypt';
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!isUsableHash(stored)) return false;
  const parts = stored.split('$');
  const [, n, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash!, 'base64url');
  const key = await derive(password, Buffer.from(salt!, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
