import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@kandamul/domain';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, type DbKind, openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { DiskStorage } from '../src/infra/storage';
import { seedIfEmpty } from '../src/seed';
import { seedPlaces } from '../src/seed/places';
import { adminUrl, pgliteTemplate, postgresTemplate, type TemplateSeed } from './templates';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * 'demo' loads places and the demo shop (default); 'places' only Nepal's places; 'empty' leaves the
   * migrated database empty.
   */
  seed?: TemplateSeed;
  env?: Record<string, string>;
}

/** Makes a database of its own for one test file: a memory PGlite, or a new PostgreSQL database. */
export async function createTestDatabase(
  kind: DbKind,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: async () => {} };
  }
  return createPostgresDatabase(process.env.TEST_DATABASE_URL!);
}

async function adminQuery(base: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new PostgreSQL database with a random name, empty or a copy of a template; dropped by `drop`. */
async function createPostgresDatabase(
  base: string,
  template?: string,
): Promise<{ database: Database; drop(): Promise<void> }> {
  const name = `kandamul_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(base, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const database = await openDatabase({ databaseUrl: adminUrl(base, name) });
  return {
    database,
    drop: () => adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Migrates a new database and loads what the seed asks for. */
async function prepare(database: Database, seed: TemplateSeed, storage: DiskStorage): Promise<void> {
  await database.migrate();
  if (seed === 'demo') await seedIfEmpty(database.db, { images: false, storage });
  if (seed === 'places') await seedPlaces(database.db);
}

/**
 * A migrated and seeded database of its own, copied from this run's template for the seed (built by
 * the first test that asks, see templates.ts), or made from scratch outside a templated run.
 */
async function createSeededDatabase(
  kind: DbKind,
  seed: TemplateSeed,
  storage: DiskStorage,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dump = await pgliteTemplate(seed, async () => {
      const built = await openDatabase({ dataDir: 'memory://' });
      await prepare(built, seed, storage);
      const blob = await built.dumpDataDir!();
      await built.close();
      return blob;
    });
    if (dump)
      return {
        database: await openDatabase({ dataDir: 'memory://', loadDataDir: dump }),
        drop: async () => {},
      };
  } else {
    const base = process.env.TEST_DATABASE_URL!;
    const template = await postgresTemplate(seed, async (name) => {
      await adminQuery(base, `CREATE DATABASE ${name}`);
      const built = await openDatabase({ databaseUrl: adminUrl(base, name) });
      try {
        await prepare(built, seed, storage);
      } finally {
        await built.close();
      }
    });
    if (template) return createPostgresDatabase(base, template);
  }
  const fresh = await createTestDatabase(kind);
  await prepare(fresh.database, seed, storage);
  return fresh;
}

/** Boots the real app on a real, migrated and seeded database of its own. */
export async function createTestApp(kind: DbKind, opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kandamul-test-'));
  const storage = new DiskStorage(path.join(dataDir, 'uploads'));
  const { database, drop } = await createSeededDatabase(kind, opts.seed ?? 'demo', storage);
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...opts.env },
    { authSecret: 'test-secret-that-is-long-enough-for-hs256-signing' },
  );
  const app = await buildApp({ config, database, storage, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let customerSeq = 0;

/**
 * A verified customer made straight in the database, with an access token: for tests of
 * modules that need a logged-in customer but are not about signing up.
 */
export async function createCustomer(
  t: TestApp,
  fields: Partial<{
    phone: string;
    email: string;
    firstName: string;
    lastName: string;
    role: Role;
    /** Whether the e-mail address is confirmed (default true: a customer of long standing). */
    emailVerified: boolean;
  }> = {},
): Promise<{ id: number; token: string; auth: { authorization: string } }> {
  customerSeq += 1;
  const unique = `${process.pid}${customerSeq}${randomBytes(2).toString('hex')}`;
  const [row] = await t.database.db
    .insert(users)
    .values({
      phone: fields.phone ?? `98${String(Number.parseInt(unique, 16) % 1e8).padStart(8, '0')}`,
      email: fields.email ?? `customer${unique}@example.com`,
      passwordHash: 'not-a-login-account',
      firstName: fields.firstName ?? 'Sita',
      lastName: fields.lastName ?? 'Sharma',
      phoneVerified: true,
      role: fields.role ?? 'customer',
      emailVerifiedAt: fields.emailVerified === false ? null : new Date(),
    })
    .returning({ id: users.id });
  const token = await t.app.tokens.sign(row!.id, undefined, { role: fields.role ?? 'customer' });
  return { id: row!.id, token, auth: { authorization: `Bearer ${token}` } };
}
