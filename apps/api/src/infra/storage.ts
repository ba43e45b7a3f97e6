import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and generated files live. Disk here; an S3-compatible adapter can stand in its place. */
export interface Storage {
  /** Stores the bytes under a key like 'avatars/12/abc.webp' and returns the public URL path. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  delete(key: string): Promise<void>;
  /** The public URL for a key. */
  url(key: string): string;
  /** The key behind a public URL of ours, or null for a URL we did not make. */
  keyOf(url: string): string | null;
}

export const MEDIA_PREFIX = '/media/';

function safeKey(key: string): string {
  const normalised = path.posix.normalize(key).replace(/^\/+/, '');
  if (normalised.startsWith('..') || normalised.includes('\0')) throw new Error(`unsafe storage key: ${key}`);
  return normalised;
}

export class DiskStorage implements Storage {
  constructor(readonly root: string) {}

  async put(key: string, body: Buffer): Promise<string> {
    const k = safeKey(key);
    const file = path.join(this.root, k);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
    return this.url(k);
  }

  async delete(key: string): Promise<void> {
    await rm(path.join(this.root, safeKey(key)), { force: true });
  }

  url(key: string): string {
    return MEDIA_PREFIX + safeKey(key);
  }

  keyOf(url: string): string | null {
    return url.startsWith(MEDIA_PREFIX) ? safeKey(url.slice(MEDIA_PREFIX.length)) : null;
  }
}
