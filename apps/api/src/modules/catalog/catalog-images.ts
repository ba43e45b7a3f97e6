import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@kandamul/domain';
import sharp from 'sharp';
import type { Storage } from '../../infra/storage';
import { QueueFullError, WorkQueue } from '../../infra/work-queue';
import { fail } from '../../plugins/errors';
import { sniffImage } from '../profile/profile.service';
import { BANNER_SIZE, BANNER_SMALL_SIZE, CATEGORY_SIZE, DETAIL_SIZE, THUMB_SIZE } from '../../seed/images';

// A picture with more pixels than this is refused before decoding (a "decompression bomb").
const MAX_INPUT_PIXELS = 40_000_000;
/** Catalogue pictures are decoded one at a time, a few waiting at most (see infra/work-queue.ts). */
const resizing = new WorkQueue('catalogue image resizing', 1, 8);

/** One size a picture is stored at: a square of `size` pixels, as WebP. */
interface Size {
  size: number;
  /** The height when not square. */
  height?: number;
  suffix: string;
  fit: 'inside' | 'cover';
}

/** A product picture: the detail size and the card thumbnail, the sizes of the demo catalogue's own. */
export const PRODUCT_SIZES: Size[] = [
  { size: DETAIL_SIZE, suffix: '', fit: 'inside' },
  { size: THUMB_SIZE, suffix: '-thumb', fit: 'cover' },
];
/** A category tile. */
export const CATEGORY_SIZES: Size[] = [{ size: CATEGORY_SIZE, suffix: '', fit: 'cover' }];
/** A home page banner, the size of the demo's own, and its copy for phones. */
export const BANNER_SIZES: Size[] = [
  { size: BANNER_SIZE.width, height: BANNER_SIZE.height, suffix: '', fit: 'cover' },
  { size: BANNER_SMALL_SIZE.width, height: BANNER_SMALL_SIZE.height, suffix: '-small', fit: 'cover' },
];

/**
 * Stores an uploaded picture at each size under `folder`: checked by its content like profile
 * pictures (JPEG, PNG, WebP or GIF; a file that is none, or does not decode, is a 400), re-encoded as
 * WebP so nothing but its pixels is kept. Returns the public URLs, in the order of `sizes`.
 */
export async function storeCatalogueImage(
  storage: Storage,
  upload: Buffer,
  folder: string,
  sizes: Size[],
): Promise<{ urls: string[]; keys: string[] }> {
  if (!sniffImage(upload)) throw fail('VALIDATION', MESSAGES.pictureNotImage);
  let encoded: Buffer[];
  try {
    encoded = await resizing.run(() =>
      Promise.all(
        sizes.map((s) =>
          sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
            .rotate()
            .resize(s.size, s.height ?? s.size, { fit: s.fit, withoutEnlargement: s.fit === 'inside' })
            .webp({ quality: 82 })
            .toBuffer(),
        ),
      ),
    );
  } catch (err) {
    if (err instanceof QueueFullError) throw err;
    throw fail('VALIDATION', MESSAGES.pictureNotImage);
  }
  const name = randomBytes(12).toString('hex');
  const keys = sizes.map((s) => `${folder}/${name}${s.suffix}.webp`);
  const urls: string[] = [];
  for (const [i, key] of keys.entries()) urls.push(await storage.put(key, encoded[i]!, 'image/webp'));
  return { urls, keys };
}

/** Removes files of ours behind URLs (a URL we did not make, such as a seed image elsewhere, is kept). */
export async function removeStored(storage: Storage, urls: string[]): Promise<void> {
  await Promise.allSettled(
    urls.map((u) => {
      const key = storage.keyOf(u);
      return key ? storage.delete(key) : Promise.resolve();
    }),
  );
}
