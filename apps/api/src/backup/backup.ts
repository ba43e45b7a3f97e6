import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../config';
import { type Db, openDatabase, queryRows } from '../db/client';
import { ownerOnlyFiles, restrictTree } from '../infra/data-dir';

// Backups of the whole shop: the database (pg_dump's custom format for PostgreSQL, PGlite's own data
// folder tarball for the embedded database) and the uploads folder, with a manifest of row counts
// taken from the same snapshot as the dump, so a restore can prove it brought back every row.

export const MANIFEST = 'manifest.json';
const PG_FILE = 'database.pgdump';
const PGLITE_FILE = 'pglite-data.tar.gz';
const UPLOADS = 'uploads';

export interface BackupManifest {
  format: 'kandamul-backup';
  version: 1;
  createdAt: string;
  database: { kind: 'postgres' | 'pglite'; file: string; tables: Record<string, number> };
  uploads: { included: boolean; files: number };
}

export class BackupError extends Error {}

type Queryable = { query: (text: string) => Promise<{ rows: Record<string, unknown>[] }> };

async function tableNames(q: Queryable): Promise<string[]> {
  const { rows } = await q.query(
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((r) => String(r.tablename));
}

async function countRows(q: Queryable): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tableNames(q)) {
    const { rows } = await q.query(`select count(*)::int as n from "${name.replaceAll('"', '""')}"`);
    counts[name] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** Drizzle's handle as a Queryable, for the embedded database. */
function drizzleQueryable(db: Db): Queryable {
  return { query: async (text) => ({ rows: await queryRows<Record<string, unknown>>(db, sql.raw(text)) }) };
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    n += entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1;
  }
  return n;
}

/** Fails with a clear line when a PostgreSQL client tool is missing. */
export function requireTool(tool: 'pg_dump' | 'pg_restore'): void {
  const r = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) {
    throw new BackupError(
      `${tool} was not found. Install the PostgreSQL client tools (Debian: apt-get install postgresql-client) in a version at least as new as the server.`,
    );
  }
}

function runTool(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

function uploadsDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, UPLOADS);
}

export type BackupConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 's3'>;

/**
 * Backs up the shop into `outDir` (created; must be empty). PostgreSQL may be serving the shop
 * meanwhile: the dump and the row counts come from one snapshot. The embedded database must be
 * stopped first (its lock file says so); PGlite has a single connection.
 */
export async function backup(config: BackupConfig, outDir: string): Promise<BackupManifest> {
  // A backup holds every customer's data: owner-only, whatever the umask.
  ownerOnlyFiles();
  mkdirSync(outDir, { recursive: true, mode: 0o700 });
  if (readdirSync(outDir).length > 0) throw new BackupError(`${outDir} is not empty`);
  let database: BackupManifest['database'];

  if (config.databaseUrl) {
    requireTool('pg_dump');
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
      const tables = await countRows(client);
      const file = path.join(outDir, PG_FILE);
      await runTool('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${rows[0]!.id}`,
        `--file=${file}`,
        `--dbname=${config.databaseUrl}`,
      ]);
      await client.query('COMMIT');
      database = { kind: 'postgres', file: PG_FILE, tables };
    } finally {
      await client.end();
    }
  } else {
    const db = await openDatabase({ dataDir: config.dataDir });
    try {
      const tables = await countRows(drizzleQueryable(db.db));
      const blob = await db.dumpDataDir!();
      writeFileSync(path.join(outDir, PGLITE_FILE), Buffer.from(await blob.arrayBuffer()), { mode: 0o600 });
      database = { kind: 'pglite', file: PGLITE_FILE, tables };
    } finally {
      await db.close();
    }
  }

  // Uploads on this machine's disk go into the backup; a bucket (S3_BUCKET) is backed up by its own
  // versioning or replication.
  const uploads = uploadsDir(config);
  const include = !config.s3 && existsSync(uploads);
  if (include) cpSync(uploads, path.join(outDir, UPLOADS), { recursive: true });
  const manifest: BackupManifest = {
    format: 'kandamul-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    database,
    uploads: { included: include, files: include ? countFiles(path.join(outDir, UPLOADS)) : 0 },
  };
  writeFileSync(path.join(outDir, MANIFEST), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 });
  restrictTree(outDir); // pg_dump's file and the copied uploads too
  return manifest;
}

export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST);
  if (!existsSync(file)) throw new BackupError(`${dir} holds no ${MANIFEST}: not a Kandamul backup`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 'kandamul-backup' || manifest.version !== 1) {
    throw new BackupError(`${file} is not a Kandamul backup of a version this shop reads`);
  }
  return manifest;
}

function compareCounts(expected: Record<string, number>, actual: Record<string, number>): void {
  const wrong = Object.entries(expected)
    .filter(([t, n]) => actual[t] !== n)
    .map(([t, n]) => `${t}: ${n} in the backup, ${actual[t] ?? 'no table'} restored`);
  if (wrong.length) throw new BackupError(`the restore does not match the backup:\n  ${wrong.join('\n  ')}`);
}

export interface RestoreOptions {
  /** Replace a database that already holds tables (PostgreSQL) or data (the embedded folder). */
  force?: boolean;
}

/**
 * Restores a backup into the database the config names (DATABASE_URL, or the embedded one in
 * DATA_DIR), refusing one that already holds data unless `force`, then checks every table's row
 * count against the manifest. Stop the shop first.
 */
export async function restore(
  config: BackupConfig,
  fromDir: string,
  opts: RestoreOptions = {},
): Promise<BackupManifest & { restoredTables: Record<string, number> }> {
  const manifest = readManifest(fromDir);
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== target) {
    throw new BackupError(
      `this backup is of ${manifest.database.kind === 'postgres' ? 'PostgreSQL' : 'the embedded database'}; restore it into the same kind (${manifest.database.kind === 'postgres' ? 'set DATABASE_URL' : 'unset DATABASE_URL'})`,
    );
  }
  let restoredTables: Record<string, number>;

  if (config.databaseUrl) {
    requireTool('pg_restore');
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      const existing = await tableNames(client);
      if (existing.length && !opts.force) {
        throw new BackupError(
          `the target database already has ${existing.length} tables; restore into an empty database, or pass --force to replace them`,
        );
      }
      await runTool('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        ...(existing.length ? ['--clean', '--if-exists'] : []),
        `--dbname=${config.databaseUrl}`,
        path.join(fromDir, manifest.database.file),
      ]);
      restoredTables = await countRows(client);
    } finally {
      await client.end();
    }
  } else {
    const folder = path.join(config.dataDir, 'pglite');
    if (existsSync(folder) && readdirSync(folder).length) {
      if (!opts.force) {
        throw new BackupError(
          `${folder} already holds a database; stop the shop and pass --force to set it aside, or choose another DATA_DIR`,
        );
      }
      // Set aside, never deleted: a restore should not be able to destroy the only copy of anything.
      renameSync(folder, `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    }
    const tarball = readFileSync(path.join(fromDir, manifest.database.file));
    const db = await openDatabase({ dataDir: config.dataDir, loadDataDir: new Blob([tarball]) });
    try {
      restoredTables = await countRows(drizzleQueryable(db.db));
    } finally {
      await db.close();
    }
  }

  compareCounts(manifest.database.tables, restoredTables);
  if (manifest.uploads.included && !config.s3) {
    cpSync(path.join(fromDir, UPLOADS), uploadsDir(config), { recursive: true });
    restrictTree(uploadsDir(config));
  }
  return { ...manifest, restoredTables };
}
