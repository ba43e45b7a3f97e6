import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import type { FastifyInstance } from 'fastify';

// Database errors caused by the request's data (SQLSTATE class 22) are the client's mistake: 400.
// Anything else unexpected stays a 500 without internals.

let app: FastifyInstance;
let database: Database;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kandamul-errors-'));
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    { authSecret: 'x'.repeat(40), dataDir },
  );
  app = await buildApp({ config, database, logger: false });
  const dbError = (code: string) =>
    Object.assign(new Error('Failed query: secret internals'), { cause: { code } });
  app.get('/test/data-exception', async () => {
    throw dbError('22003'); // numeric value out of range
  });
  app.get('/test/other-db-error', async () => {
    throw dbError('53300'); // too many connections
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('database errors', () => {
  it('a data exception (class 22) is a 400 without internals', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/data-exception' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'The request holds a value the shop cannot store.',
      detail: 'The request holds a value the shop cannot store.',
    });
  });

  it('any other database error stays a generic 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/other-db-error' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internals');
    expect(res.json().code).toBe('INTERNAL');
  });
});
