import { spawn } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backup, readManifest, restore } from '../../src/backup/backup';
import type { Database } from '../../src/db/client';
import { createAddress, insertShopProducts, insertStations } from '../fixtures/orders.fixtures';
import { seedPlaces } from '../../src/seed/places';
import { createCustomer, DB_KINDS, type TestApp } from '../helpers';
import { bootApp, createPgDatabase, open, removeDir, tempDir } from './shop';

// npm run backup / npm run restore, proven end to end: orders placed through the API, a backup, a
// restore into a brand-new database, and an app booted on it shows every customer the same orders,
// cancellations and uploaded picture.

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

interface Place {
  url?: string;
  dataDir: string;
}

async function newPlace(kind: 'pglite' | 'postgres'): Promise<Place> {
  const dataDir = tempDir('backup');
  cleanups.push(() => removeDir(dataDir));
  if (kind === 'pglite') return { dataDir };
  const pgdb = await createPgDatabase();
  cleanups.push(() => pgdb.drop());
  return { url: pgdb.url, dataDir };
}

const configOf = (p: Place) => ({ databaseUrl: p.url, dataDir: p.dataDir, s3: undefined });

async function views(t: TestApp, auth: { authorization: string }) {
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  return {
    orders: await get('/order/list/?page_size=100'),
    cancellations: await get('/list/order/cancellation/?page_size=100'),
    addresses: await get('/order/address/list/'),
    profile: await get('/profile/'),
  };
}

describe.each(DB_KINDS)('backup and restore (%s)', (kind) => {
  it('a restored database shows every customer the same orders, cancellations and pictures', async () => {
    // ---- the shop before: orders through the API
    const source = await newPlace(kind);
    let database: Database = await open(source);
    const t = await bootApp(database, source.dataDir);
    await seedPlaces(database.db);
    const stations = await insertStations(database.db);
    const items = await insertShopProducts(database.db, [
      { title: 'Basmati Rice 5 kg', pricePaisa: 75_000, stock: 50 },
      { title: 'Ilam Tea 250 g', pricePaisa: 32_000, stock: 50 },
      { title: 'Chiuri Ghee 1 l', pricePaisa: 120_000, stock: 50 },
    ]);
    const customers = [];
    let placed = 0;
    for (let n = 0; n < 3; n++) {
      const c = await createCustomer(t);
      const address = await createAddress(t, c, { nearest_branch: stations.kathmandu });
      const ids: number[] = [];
      for (let i = 0; i <= n; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/checkout/',
          headers: c.auth,
          payload: {
            product_id: [items[i]!.id, items[(i + 1) % 3]!.id],
            qtys: [1 + n, 1],
            location: address.id,
            notes: `order ${n}.${i} — नमस्ते <b>`,
          },
        });
        expect(res.statusCode).toBe(201);
        ids.push(res.json().order_id);
        placed += 1;
      }
      if (n === 2) {
        const cancel = await t.app.inject({
          method: 'POST',
          url: `/api/v1/order/cancel/${ids[0]}/`,
          headers: c.auth,
          payload: { remarks: 'Changed my mind' },
        });
        expect(cancel.statusCode).toBe(200);
      }
      customers.push(c);
    }
    // An uploaded file, to see uploads come back too.
    await t.app.storage.put('avatars/backup-test.webp', Buffer.from('picture bytes'), 'image/webp');
    const before = await Promise.all(customers.map((c) => views(t, c.auth)));
    expect(before.map((v) => v.orders.count)).toEqual([1, 2, 3]);
    expect(before[2]!.cancellations.count).toBe(1);

    // ---- the backup: PostgreSQL while the app still runs on it; the embedded one after it stopped
    const backupDir = path.join(tempDir('backup-out'), 'b');
    cleanups.push(() => removeDir(path.dirname(backupDir)));
    if (kind === 'pglite') {
      await t.close();
      await database.close();
      // While another process (a running shop) holds the embedded database, a backup must refuse
      // rather than copy torn files; once that process is dead, its stale lock must not block.
      const holder = spawn('sleep', ['60'], { stdio: 'ignore' });
      writeFileSync(path.join(source.dataDir, 'pglite.lock'), String(holder.pid));
      await expect(backup(configOf(source), path.join(backupDir, '..', 'refused'))).rejects.toThrow(
        new RegExp(`in use by process ${holder.pid}`),
      );
      holder.kill('SIGKILL');
      await new Promise((r) => holder.once('exit', r));
    }
    const manifest = await backup(configOf(source), backupDir);
    if (kind === 'postgres') {
      await t.close();
      await database.close();
    }
    expect(manifest.database.kind).toBe(kind);
    expect(manifest.database.tables.orders).toBe(placed);
    expect(manifest.database.tables.order_cancellations).toBe(1);
    expect(manifest.uploads).toEqual({ included: true, files: 1 });
    expect(readManifest(backupDir).createdAt).toBe(manifest.createdAt);

    // ---- restore into a brand-new database and folder, boot the shop on it, compare
    const target = await newPlace(kind);
    const restored = await restore(configOf(target), backupDir);
    expect(restored.restoredTables).toEqual(manifest.database.tables);
    database = await open(target);
    const t2 = await bootApp(database, target.dataDir);
    try {
      const after = await Promise.all(customers.map((c) => views(t2, c.auth)));
      expect(after).toEqual(before);
      const pic = await t2.app.inject({ method: 'GET', url: '/media/avatars/backup-test.webp' });
      expect(pic.statusCode).toBe(200);
      expect(pic.body).toBe('picture bytes');
      // The restored shop keeps working: a new order gets a fresh id after the restored ones.
      const c = customers[0]!;
      const address = before[0]!.addresses.data?.[0] ?? before[0]!.addresses[0];
      const res = await t2.app.inject({
        method: 'POST',
        url: '/api/v1/checkout/',
        headers: c.auth,
        payload: { product_id: [items[0]!.id], qtys: [1], location: address.id },
      });
      expect(res.statusCode).toBe(201);
      const maxBefore = Math.max(...before.flatMap((v) => v.orders.results.map((o: { id: number }) => o.id)));
      expect(res.json().order_id).toBeGreaterThan(maxBefore);
    } finally {
      await t2.close();
      await database.close();
    }

    // ---- a restore never overwrites a database that holds data, unless told to
    await expect(restore(configOf(target), backupDir)).rejects.toThrow(/already/);
    if (kind === 'pglite') {
      const forced = await restore(configOf(target), backupDir, { force: true });
      expect(forced.restoredTables.orders).toBe(placed);
      // The replaced folder is set aside, not deleted.
      expect(readdirSync(target.dataDir).some((f) => f.startsWith('pglite.before-restore-'))).toBe(true);
    }
  });
});

describe('restore refuses what is not a backup of the same kind', () => {
  it('a folder without a manifest, and a backup of the other database kind', async () => {
    const dir = tempDir('not-backup');
    cleanups.push(() => removeDir(dir));
    await expect(restore({ databaseUrl: undefined, dataDir: dir, s3: undefined }, dir)).rejects.toThrow(
      /not a Kandamul backup/,
    );
    writeFileSync(
      path.join(dir, 'manifest.json'),
      JSON.stringify({
        format: 'kandamul-backup',
        version: 1,
        createdAt: new Date().toISOString(),
        database: { kind: 'postgres', file: 'database.pgdump', tables: {} },
        uploads: { included: false, files: 0 },
      }),
    );
    await expect(restore({ databaseUrl: undefined, dataDir: dir, s3: undefined }, dir)).rejects.toThrow(
      /restore it into the same kind/,
    );
    expect(existsSync(path.join(dir, 'pglite'))).toBe(false);
  });
});
