import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/fakes/s3';
import { createTestDatabase } from '../../test/helpers';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { DiskStorage, S3Storage, type Storage } from '../infra/storage';

// /media/… serves uploads from whichever storage the app runs with: the same URL on one machine
// (disk) and on several (a shared bucket streamed through the API).

const creds = { accessKeyId: 'MEDIATEST', secretAccessKey: 'media-test-secret', region: 'us-east-1' };
let fake: FakeS3;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kandamul-media-'));
const apps: { app: FastifyInstance; close(): Promise<void> }[] = [];

beforeAll(async () => {
  fake = await startFakeS3({ bucket: 'media', ...creds });
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function appWith(storage: Storage): Promise<FastifyInstance> {
  const { database, drop } = await createTestDatabase('pglite');
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    { authSecret: 'test-secret-that-is-long-enough-for-hs256-signing' },
  );
  const app = await buildApp({ config, database, storage, logger: false });
  await app.ready();
  apps.push({ app, close: async () => (await app.close(), await database.close(), await drop()) });
  return app;
}

describe.each([
  ['disk', () => new DiskStorage(path.join(dataDir, 'uploads'))],
  ['S3 bucket', () => new S3Storage({ endpoint: fake.endpoint, bucket: 'media', ...creds })],
])('/media/ on %s storage', (_name, make) => {
  let app: FastifyInstance;
  let storage: Storage;
  beforeAll(async () => {
    storage = make();
    app = await appWith(storage);
  });

  it('serves a stored picture at the URL the storage gave, with a long cache', async () => {
    const url = await storage.put('avatars/3/p.webp', Buffer.from('RIFF-webp-bytes'), 'image/webp');
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/webp');
    expect(res.headers['cache-control']).toContain('max-age=604800');
    expect(res.rawPayload.toString()).toBe('RIFF-webp-bytes');
  });

  it('answers a JSON 404 for a key that holds nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/avatars/3/missing.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it.each([
    '/media/..%2F..%2Fpackage.json',
    '/media/%2e%2e/%2e%2e/package.json',
    '/media/..%5c..%5cpackage.json',
    '/media/avatars/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
  ])('never serves a file outside the uploads: %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.body).not.toContain('devDependencies');
    // Either a JSON 4xx of ours, or the storefront's page for a path that is no longer under /media.
    if (String(res.headers['content-type']).includes('application/json')) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
    } else {
      expect(res.headers['content-type']).toContain('text/html');
    }
  });
});
