import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/fakes/s3';
import { createStorage, DiskStorage, MEDIA_PREFIX, S3Storage, type Storage } from './storage';

// One contract, three stores: the disk, an S3 adapter against s3rver (a local S3 from npm that keeps
// S3's behaviour but does not check V4 signatures), and the adapter against a fake that checks every
// signature. Whatever a module does with a Storage works the same on one machine and on several.

const tmp = mkdtempSync(path.join(os.tmpdir(), 'kandamul-storage-'));
const creds = {
  accessKeyId: 'KANDAMULTEST',
  secretAccessKey: randomBytes(20).toString('hex'),
  region: 'ap-south-1',
};
let s3rver: S3rver;
let s3rverEndpoint = '';
let fake: FakeS3;

beforeAll(async () => {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(tmp, 's3rver'),
    configureBuckets: [{ name: 'kandamul' }],
  });
  const addr = await s3rver.run();
  s3rverEndpoint = `http://127.0.0.1:${addr.port}`;
  fake = await startFakeS3({ bucket: 'media', ...creds });
});

afterAll(async () => {
  await s3rver.close();
  await fake.close();
  rmSync(tmp, { recursive: true, force: true });
});

const stores: [string, () => Storage][] = [
  ['DiskStorage', () => new DiskStorage(path.join(tmp, 'disk'))],
  [
    'S3Storage on s3rver',
    () =>
      new S3Storage({
        endpoint: s3rverEndpoint,
        bucket: 'kandamul',
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      }),
  ],
  [
    'S3Storage on a signature-checking fake',
    () => new S3Storage({ endpoint: fake.endpoint, bucket: 'media', ...creds }),
  ],
];

describe.each(stores)('Storage contract: %s', (_name, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });

  it('puts bytes, answers a /media/ URL whose key comes back, and gets the same bytes', async () => {
    const body = Buffer.from(Array.from({ length: 256 }, (_, i) => i)); // every byte value
    const url = await storage.put('avatars/7/pic.webp', body, 'image/webp');
    expect(url).toBe(`${MEDIA_PREFIX}avatars/7/pic.webp`);
    expect(storage.url('avatars/7/pic.webp')).toBe(url);
    expect(storage.keyOf(url)).toBe('avatars/7/pic.webp');
    expect(await storage.get('avatars/7/pic.webp')).toEqual(body);
  });

  it('overwrites a key, and a larger upload (1 MB) round-trips byte for byte', async () => {
    const big = randomBytes(1024 * 1024);
    await storage.put('catalog/big.webp', Buffer.from('old'), 'image/webp');
    await storage.put('catalog/big.webp', big, 'image/webp');
    expect((await storage.get('catalog/big.webp'))?.equals(big)).toBe(true);
  });

  it('keys with spaces and Devanagari round-trip', async () => {
    const key = 'catalog/सुन्तला ताजा (1).webp';
    await storage.put(key, Buffer.from('सुन्तला'), 'image/webp');
    expect((await storage.get(key))?.toString()).toBe('सुन्तला');
  });

  it('answers null for a key that holds nothing, and deletes (twice is fine)', async () => {
    expect(await storage.get('avatars/none/here.webp')).toBeNull();
    await storage.put('avatars/8/gone.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('avatars/8/gone.webp');
    expect(await storage.get('avatars/8/gone.webp')).toBeNull();
    await expect(storage.delete('avatars/8/gone.webp')).resolves.toBeUndefined();
  });

  it.each(['../escape.webp', 'avatars/../../escape.webp', 'a\0b.webp', '', 'avatars/'])(
    'refuses the unsafe key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe storage key/);
    },
  );

  it('keyOf answers null for URLs it did not make', () => {
    expect(storage.keyOf('https://evil.example/avatars/1.webp')).toBeNull();
    expect(storage.keyOf('/media/../../etc/passwd')).toBeNull();
    expect(storage.keyOf('/static/x.webp')).toBeNull();
  });
});

describe('S3Storage specifics', () => {
  it('signs every request: the fake accepted them all, and refuses a wrong secret', async () => {
    const before = fake.refused;
    const good = new S3Storage({ endpoint: fake.endpoint, bucket: 'media', ...creds });
    await good.put('signed/ok.webp', Buffer.from('ok'), 'image/webp');
    expect(fake.refused).toBe(before);
    const wrong = new S3Storage({
      endpoint: fake.endpoint,
      bucket: 'media',
      ...creds,
      secretAccessKey: 'nope',
    });
    await expect(wrong.put('signed/bad.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/403/);
    await expect(wrong.get('signed/ok.webp')).rejects.toThrow(/403/);
    expect(fake.refused).toBeGreaterThan(before);
    expect(fake.objects.has('signed/bad.webp')).toBe(false);
  });

  it('stores the content type it was given', async () => {
    const s = new S3Storage({ endpoint: fake.endpoint, bucket: 'media', ...creds });
    await s.put('avatars/9/p.png', Buffer.from('png'), 'image/png');
    expect(fake.objects.get('avatars/9/p.png')?.contentType).toBe('image/png');
  });

  it('with a public URL (a CDN), URLs point there and keyOf reads both forms', () => {
    const s = new S3Storage({
      endpoint: fake.endpoint,
      bucket: 'media',
      ...creds,
      publicUrl: 'https://cdn.example.com/m/',
    });
    expect(s.url('avatars/1/a.webp')).toBe('https://cdn.example.com/m/avatars/1/a.webp');
    expect(s.keyOf('https://cdn.example.com/m/avatars/1/a.webp')).toBe('avatars/1/a.webp');
    expect(s.keyOf('/media/avatars/1/a.webp')).toBe('avatars/1/a.webp');
  });

  it('a bucket that cannot be reached fails the call instead of hanging', async () => {
    const s = new S3Storage({ endpoint: 'http://127.0.0.1:9', bucket: 'media', ...creds, timeoutMs: 1000 });
    await expect(s.get('x.webp')).rejects.toThrow();
  });

  it('createStorage picks the bucket when configured, the disk otherwise', () => {
    expect(createStorage({ dataDir: tmp })).toBeInstanceOf(DiskStorage);
    const s3 = { endpoint: fake.endpoint, bucket: 'media', ...creds };
    expect(createStorage({ dataDir: tmp, s3 })).toBeInstanceOf(S3Storage);
  });
});
