import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { onCleanup } from './processes';

export type Backend = 'pglite' | 'postgres';

/** Where one benchmarked server keeps its data: a fresh folder, and for PostgreSQL a fresh database. */
export interface BenchStore {
  backend: Backend;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Drops the database and deletes the folder (also done by cleanupAll). */
  dispose(): Promise<void>;
}

/** A fresh temporary folder, removed at cleanup. */
export function tempDir(prefix: string): { dir: string; remove: () => Promise<void> } {
  const dir = mkdtempSync(path.join(os.tmpdir(), `kandamul-bench-${prefix}-`));
  const remove = onCleanup(`folder ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return { dir, remove };
}

/**
 * Creates a new, empty database next to the one `adminUrl` names (e.g. postgres://postgres@host/postgres)
 * and returns its URL; the database is dropped at cleanup, connections or not.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `kandamul_bench_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = onCleanup(`database ${name}`, async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await c.end();
    }
  });
  return { url: url.toString(), drop };
}

export async function createStore(backend: Backend, label: string, adminUrl?: string): Promise<BenchStore> {
  const folder = tempDir(`${label}-${backend}`);
  if (backend === 'pglite') {
    return { backend, dataDir: folder.dir, databaseUrl: undefined, dispose: folder.remove };
  }
  if (!adminUrl) throw new Error('PostgreSQL needs BENCH_DATABASE_URL');
  const db = await createPostgresDatabase(adminUrl, label);
  return {
    backend,
    dataDir: folder.dir,
    databaseUrl: db.url,
    dispose: async () => {
      await db.drop();
      await folder.remove();
    },
  };
}
