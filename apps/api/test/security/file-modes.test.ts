/**
 * Issue 25, attack 5: customer data readable by every local user. DATA_DIR (the embedded database and
 * its WAL, uploads, the auth secret) and backups must be owner-only whatever the umask was.
 */
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backup } from '../../src/backup/backup';
import { openDatabase } from '../../src/db/client';
import { isShopData, restrictTree } from '../../src/infra/data-dir';
import { users } from '../../src/db/schema';

/** Every path under `root` (itself included) that a group or other user could read, write or enter. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const walk = (p: string) => {
    const stat = lstatSync(p);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(`${p} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(p)) walk(path.join(p, name));
  };
  walk(root);
  return found;
}

describe('5. file modes of DATA_DIR and backups (embedded database)', () => {
  const base = mkdtempSync(path.join(os.tmpdir(), 'kandamul-modes-'));
  const previousUmask = process.umask();
  afterAll(() => {
    process.umask(previousUmask);
    rmSync(base, { recursive: true, force: true });
  });

  it('the database, its WAL, older files and a backup are owner-only under a umask of 0', async () => {
    process.umask(0); // the machine the attack was made on: files came out 0666
    const dataDir = path.join(base, 'data');
    mkdirSync(path.join(dataDir, 'uploads'), { recursive: true, mode: 0o777 });
    writeFileSync(path.join(dataDir, 'uploads', 'written-by-an-older-version.webp'), 'x', { mode: 0o666 });
    // Not the shop's: DATA_DIR may hold other things, which are left as they are.
    const foreign = path.join(base, 'foreign.txt');
    writeFileSync(foreign, 'x', { mode: 0o644 });

    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      await database.db.insert(users).values({
        phone: '9800000099',
        email: 'modes@example.com',
        passwordHash: 'scrypt$1$1$1$salt$hash',
        firstName: 'Sita',
        lastName: 'Sharma',
      });
      expect(openToOthers(dataDir)).toEqual([]);
      // Files the database makes while it runs sit in a folder no one else may enter.
      expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    } finally {
      await database.close();
    }
    expect(openToOthers(dataDir)).toEqual([]);

    // A DATA_DIR shared with other files: only the shop's own entries are tightened.
    process.umask(0o022);
    const shared = path.join(base, 'shared');
    mkdirSync(shared, { mode: 0o755 });
    writeFileSync(path.join(shared, 'notes.txt'), 'x', { mode: 0o644 });
    restrictTree(shared, isShopData);
    expect(lstatSync(path.join(shared, 'notes.txt')).mode & 0o777).toBe(0o644);
    expect(lstatSync(foreign).mode & 0o777).toBe(0o644);

    process.umask(0);
    const outDir = path.join(base, 'backup');
    await backup({ databaseUrl: undefined, dataDir, s3: undefined }, outDir);
    expect(readdirSync(outDir).length).toBeGreaterThan(1);
    expect(openToOthers(outDir)).toEqual([]);
  });
});
