import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { API_ROOT } from '../paths';
import { isShopData, ownerOnlyFiles, restrictTree } from '../infra/data-dir';

export type Schema = typeof schema;
/** One handle type for both drivers (a union of the two does not type-check on `.returning()`). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Counts statements sent, so tests can prove a list endpoint makes a bounded number of queries. */
  queryCount(): number;
  /**
   * Runs `fn` while no other process runs its own `exclusive` on the same database (a PostgreSQL
   * advisory lock): API processes starting together migrate and seed one at a time.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole data folder as a gzipped tarball, for backups (`npm run backup`). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PostgreSQL only: a channel between the API processes on this database (LISTEN/NOTIFY). PGlite
   * serves one process, which needs none.
   */
  channel?(name: string, onMessage: (payload: string) => void): Channel;
}

/** A LISTEN/NOTIFY channel on a connection of its own, which reconnects after a drop. */
export interface Channel {
  notify(payload: string): void;
  close(): Promise<void>;
}

/** How long a dropped LISTEN connection waits before it tries again. */
const CHANNEL_RETRY_MS = 1000;

function pgChannel(
  pool: pg.Pool,
  connectionString: string,
  name: string,
  onMessage: (payload: string) => void,
): Channel {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = () => {
    if (closed) return;
    const c = new pg.Client({ connectionString });
    const again = () => {
      if (client === c) client = null;
      c.end().catch(() => {});
      if (!closed) retry = setTimeout(connect, CHANNEL_RETRY_MS).unref();
    };
    c.on('error', again);
    c.on('notification', (n) => {
      if (n.channel === name && n.payload) onMessage(n.payload);
    });
    c.connect()
      .then(() => c.query(`LISTEN "${name}"`))
      .then(() => {
        if (closed) c.end().catch(() => {});
        else client = c;
      }, again);
  };
  connect();
  return {
    notify(payload) {
      // Any pooled connection may send; only listening needs the connection of its own.
      pool.query('select pg_notify($1, $2)', [name, payload]).catch(() => {});
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

const MIGRATIONS = path.join(API_ROOT, 'drizzle');
/** The advisory lock that serialises migrations and seeding across API processes ('kandamul'). */
const BOOT_LOCK_KEY = 0x6b616e64;

class CountingLogger {
  count = 0;
  logQuery(): void {
    this.count += 1;
  }
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** A folder for the embedded database, or 'memory://' for a throwaway one. */
  dataDir?: string;
  /** Test-only: a PGlite data dump to start from instead of an empty database. */
  loadDataDir?: Blob | File;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const logger = new CountingLogger();
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const channels = new Set<Channel>();
    // A dropped connection must not crash the process; the next query gets a new one.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS });
      },
      close: async () => {
        await Promise.all([...channels].map((c) => c.close()));
        await pool.end();
      },
      queryCount: () => logger.count,
      channel: (name, onMessage) => {
        const opened = pgChannel(pool, opts.databaseUrl!, name, onMessage);
        const tracked: Channel = {
          notify: opened.notify,
          close: async () => {
            channels.delete(tracked);
            await opened.close();
          },
        };
        channels.add(tracked);
        return tracked;
      },
      exclusive: async (fn) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [BOOT_LOCK_KEY]);
          try {
            return await fn();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [BOOT_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
    };
  }

  const dataDir = opts.dataDir ?? 'memory://';
  let releaseLock = () => {};
  let dir: string | undefined;
  // Customer data (the WAL holds e-mails and password hashes): owner-only, whatever the umask was.
  // PGlite's file system makes its files 0666 itself, so the owner-only folder is what keeps others
  // out; the files are tightened too at open, after migrations and at close.
  let tighten = () => {};
  if (!dataDir.startsWith('memory://')) {
    ownerOnlyFiles();
    tighten = () => restrictTree(path.resolve(dataDir), isShopData);
    tighten();
    dir = path.resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    releaseLock = acquireLock(path.resolve(dataDir, 'pglite.lock'));
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: dir,
      extensions: { pg_trgm },
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    });
  } catch (err) {
    releaseLock();
    throw err;
  }
  tighten();
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
      tighten();
    },
    close: async () => {
      try {
        await client.close();
        tighten();
      } finally {
        releaseLock();
      }
    },
    queryCount: () => logger.count,
    // One process per data folder (the lock file): nothing else can run at the same time.
    exclusive: (fn) => fn(),
    dumpDataDir: async () => client.dumpDataDir('gzip'),
  };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PGlite has one writer: a lock file keeps a second process from opening the same folder. */
function acquireLock(file: string): () => void {
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (pid && pid !== process.pid && processAlive(pid)) {
      throw new Error(
        `The embedded database in ${path.dirname(file)} is in use by process ${pid}. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
  }
  writeFileSync(file, String(process.pid), { mode: 0o600 });
  return () => rmSync(file, { force: true });
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
