import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

export type TemplateSeed = 'demo' | 'empty' | 'places';
const SEEDS: TemplateSeed[] = ['demo', 'empty', 'places'];

export function templateDatabaseName(runFolder: string, seed: TemplateSeed): string {
  return `kandamul_tmpl_${path.basename(runFolder).replace(/\W/g, '')}_${seed}`;
}

/**
 * One folder of ready-made databases for this run of the API tests (see templates.ts); afterwards the
 * folder and the PostgreSQL templates go.
 */
export default function setup(project: TestProject) {
  const folder = path.join(os.tmpdir(), `kandamul-tmpl-${randomBytes(5).toString('hex')}`);
  mkdirSync(folder, { recursive: true });
  project.provide('templateRun', folder);
  return async () => {
    const base = process.env.TEST_DATABASE_URL;
    if (base) {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        for (const seed of SEEDS) {
          await client.query(`DROP DATABASE IF EXISTS ${templateDatabaseName(folder, seed)} WITH (FORCE)`);
        }
      } finally {
        await client.end();
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };
}
