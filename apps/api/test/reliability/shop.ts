import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/client';
import { DiskStorage } from '../../src/infra/storage';
import type { TestApp } from '../helpers';

// Helpers of the reliability suites: databases the tests name themselves (a URL for pg_dump and for
// other processes, or a data folder), and apps booted on them with one shared secret.

export const TEST_AUTH_SECRET = 'reliability-secret-that-is-long-enough-for-hs256';

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `kandamul-${prefix}-`));
}

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server, with its URL. */
export async function createPgDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `kandamul_rel_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    name,
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Boots the real app (in this process) on an open database; closing it leaves the database open. */
export async function bootApp(
  database: Database,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_FACTOR: '1000', ...env },
    { authSecret: TEST_AUTH_SECRET },
  );
  const app = await buildApp({
    config,
    database,
    storage: new DiskStorage(path.join(dataDir, 'uploads')),
    logger: false,
  });
  await app.ready();
  return { app, database, config, dataDir, close: async () => void (await app.close()) };
}

/** Opens (and migrates) the database of a URL or a data folder. */
export async function open(where: { url?: string; dataDir?: string }): Promise<Database> {
  const database = await openDatabase(
    where.url ? { databaseUrl: where.url } : { dataDir: where.dataDir ?? 'memory://' },
  );
  await database.migrate();
  return database;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
