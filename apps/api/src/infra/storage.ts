import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';

/** Where uploaded and generated files live: on disk for one machine, an S3-compatible bucket for several. */
export interface Storage {
  /** Stores the bytes under a key like 'avatars/12/abc.webp' and returns the public URL path. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** The bytes under a key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** The public URL for a key. */
  url(key: string): string;
  /** The key behind a public URL of ours, or null for a URL we did not make. */
  keyOf(url: string): string | null;
}

export const MEDIA_PREFIX = '/media/';

/** The key after a URL prefix, or null when the URL has another prefix or an unsafe key. */
function keyAfter(url: string, prefix: string): string | null {
  if (!url.startsWith(prefix)) return null;
  try {
    return safeKey(url.slice(prefix.length));
  } catch {
    return null;
  }
}

/** Normalises a key; refuses one that climbs out of the store ('..'), carries a NUL, or names nothing. */
export function safeKey(key: string): string {
  const normalised = path.posix.normalize(key).replace(/^\/+/, '');
  if (
    normalised.startsWith('..') ||
    normalised.includes('\0') ||
    normalised === '.' ||
    normalised === '' ||
    normalised.endsWith('/')
  ) {
    throw new Error(`unsafe storage key: ${key}`);
  }
  return normalised;
}

export class DiskStorage implements Storage {
  constructor(readonly root: string) {}

  async put(key: string, body: Buffer): Promise<string> {
    const k = safeKey(key);
    const file = path.join(this.root, k);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, body, { mode: 0o600 });
    return this.url(k);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(path.join(this.root, safeKey(key)));
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(path.join(this.root, safeKey(key)), { force: true });
  }

  url(key: string): string {
    return MEDIA_PREFIX + safeKey(key);
  }

  keyOf(url: string): string | null {
    return keyAfter(url, MEDIA_PREFIX);
  }
}

export interface S3StorageOptions {
  /** The service endpoint, e.g. https://s3.ap-south-1.amazonaws.com or http://minio.internal:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * Where browsers fetch files from (a CDN or the bucket's public URL). Unset: URLs stay `/media/…`
   * and the API streams them from the bucket, so stored URLs never change with the storage.
   */
  publicUrl?: string | undefined;
  /** Milliseconds before one request to the bucket is given up; default 10 s. */
  timeoutMs?: number;
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2…), path-style addressing, every request
 * signed with AWS Signature V4. Several API processes share it, so an upload made through one machine
 * is served by all of them.
 */
export class S3Storage implements Storage {
  private readonly client: AwsClient;
  private readonly base: string;
  private readonly publicBase: string | null;
  private readonly timeoutMs: number;

  constructor(opts: S3StorageOptions) {
    this.client = new AwsClient({
      accessKeyId: opts.accessKeyId,
      secretAccessKey: opts.secretAccessKey,
      region: opts.region,
      service: 's3',
      // aws4fetch retries 5xx answers itself; a few are enough, the caller sees the failure.
      retries: 2,
    });
    this.base = `${opts.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(opts.bucket)}`;
    this.publicBase = opts.publicUrl ? opts.publicUrl.replace(/\/+$/, '') + '/' : null;
    this.timeoutMs = opts.timeoutMs ?? 10_000;
  }

  private objectUrl(key: string): string {
    return `${this.base}/${safeKey(key).split('/').map(encodeURIComponent).join('/')}`;
  }

  private async request(method: string, key: string, init: RequestInit = {}): Promise<Response> {
    return this.client.fetch(this.objectUrl(key), {
      ...init,
      method,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    const res = await this.request('PUT', key, {
      body: new Uint8Array(body),
      headers: { 'content-type': contentType, 'content-length': String(body.length) },
    });
    if (!res.ok) throw new Error(`storage PUT ${safeKey(key)} failed: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    return this.url(key);
  }

  async get(key: string): Promise<Buffer | null> {
    const res = await this.request('GET', key);
    if (res.status === 404) {
      await res.arrayBuffer();
      return null;
    }
    if (!res.ok) throw new Error(`storage GET ${safeKey(key)} failed: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const res = await this.request('DELETE', key);
    // S3 answers 204 whether or not the object existed; some compatible stores answer 404.
    if (!res.ok && res.status !== 404)
      throw new Error(`storage DELETE ${safeKey(key)} failed: ${res.status}`);
    await res.arrayBuffer();
  }

  url(key: string): string {
    return (this.publicBase ?? MEDIA_PREFIX) + safeKey(key);
  }

  keyOf(url: string): string | null {
    return (this.publicBase ? keyAfter(url, this.publicBase) : null) ?? keyAfter(url, MEDIA_PREFIX);
  }
}

/** The storage the config asks for: a bucket when S3_BUCKET is set, else `DATA_DIR/uploads`. */
export function createStorage(config: { dataDir: string; s3?: S3StorageOptions | undefined }): Storage {
  return config.s3 ? new S3Storage(config.s3) : new DiskStorage(path.join(config.dataDir, 'uploads'));
}
