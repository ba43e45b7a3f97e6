import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { type TemplateSeed, templateDatabaseName } from './global-setup';

export type { TemplateSeed };

/**
 * Ready-made databases for the tests. Migrating and seeding a new database is most of what a test
 * app costs to start (the migrations, Nepal's 753 local levels, the demo shop with its password
 * hashes), and each test file did it again for each app. The first app of each kind and seed in a
 * test run builds a template once; later apps copy it: PGlite from a dump of its data folder,
 * PostgreSQL with `CREATE DATABASE … TEMPLATE`.
 *
 * The global setup gives every run its own folder (provided to the workers as `templateRun`), so runs
 * side by side never share a template and a template is never older than the code that made it.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    templateRun: string;
  }
}

const WAIT_MS = 5 * 60_000;

function runFolder(): string | null {
  try {
    return inject('templateRun') || null;
  } catch {
    return null; // not inside a vitest run with the global setup
  }
}

export function adminUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs `build` once per run for this key, across all the test workers: the first to take the lock
 * builds, the others wait for its 'ready' mark. A builder that died leaves a stale lock; after
 * WAIT_MS the waiter gives up and answers null (the caller then builds a database of its own).
 */
async function once(key: string, build: (folder: string) => Promise<void>): Promise<string | null> {
  const folder = runFolder();
  if (!folder) return null;
  const ready = path.join(folder, `${key}.ready`);
  const lock = path.join(folder, `${key}.lock`);
  if (existsSync(ready)) return folder;
  try {
    mkdirSync(lock);
  } catch {
    const start = Date.now();
    while (Date.now() - start < WAIT_MS) {
      if (existsSync(ready)) return folder;
      await sleep(100);
    }
    return null;
  }
  try {
    await build(folder);
    writeFileSync(ready, String(Date.now()));
    return folder;
  } catch (err) {
    rmSync(lock, { recursive: true, force: true });
    throw err;
  }
}

/** The PGlite dump of a migrated database with this seed, or null outside a templated run. */
export async function pgliteTemplate(seed: TemplateSeed, build: () => Promise<Blob>): Promise<Blob | null> {
  const folder = await once(`pglite-${seed}`, async (dir) => {
    const dump = await build();
    writeFileSync(path.join(dir, `pglite-${seed}.tar.gz`), Buffer.from(await dump.arrayBuffer()));
  });
  if (!folder) return null;
  return new Blob([readFileSync(path.join(folder, `pglite-${seed}.tar.gz`))]);
}

/** The name of a PostgreSQL template database with this seed, or null outside a templated run. */
export async function postgresTemplate(
  seed: TemplateSeed,
  build: (name: string) => Promise<void>,
): Promise<string | null> {
  const folder = await once(`postgres-${seed}`, (dir) => build(templateDatabaseName(dir, seed)));
  return folder ? templateDatabaseName(folder, seed) : null;
}
