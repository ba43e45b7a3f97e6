import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { heavyWorkSlots, WorkQueue } from '../../infra/work-queue';

// scrypt at OWASP's parameters (N=2^17, r=8, p=1): about 128 MiB and ~0.3 s per hash here.
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAXMEM = 256 * 1024 * 1024;

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
  const key = await derive(password, salt);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
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
