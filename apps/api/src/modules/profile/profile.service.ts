import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  GENDERS,
  MESSAGES,
  type Gender,
  type ProfileResponse,
  type ProfileUpdateBody,
} from '@kandamul/domain';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import type { Storage } from '../../infra/storage';
import { QueueFullError, WorkQueue } from '../../infra/work-queue';
import { type AppError, fail } from '../../plugins/errors';
import * as repo from './profile.repo';

/** Largest side of a stored profile picture, and of its thumbnail. */
export const PICTURE_SIZE = 512;
export const THUMBNAIL_SIZE = 128;
// A picture with more pixels than this is refused before decoding (a "decompression bomb").
const MAX_INPUT_PIXELS = 40_000_000;
/** Decoding a large picture takes a libuv thread and up to ~160 MB: one at a time, 16 waiting at most. */
const resizing = new WorkQueue('picture resizing', 1, 16);

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

/** The image format by its first bytes (never by file name or declared type), or null. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  return null;
}

function notAnImage(): AppError {
  return fail('VALIDATION', MESSAGES.pictureNotImage);
}

function toGender(value: string | null): Gender {
  const gender = value ?? '';
  return (GENDERS as readonly string[]).includes(gender) ? (gender as Gender) : '';
}

export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    private readonly log: FastifyBaseLogger,
  ) {}

  async get(userId: number): Promise<ProfileResponse> {
    const row = await repo.findProfile(this.db, userId);
    // A valid token for an account that has since been deleted.
    if (!row) throw fail('UNAUTHORIZED');
    return {
      user: {
        first_name: row.firstName,
        middle_name: row.middleName,
        last_name: row.lastName,
        email: row.email,
        phone: row.phone,
      },
      profile: { date_of_birth: row.dateOfBirth, gender: toGender(row.gender), image: row.image },
    };
  }

  async update(userId: number, body: ProfileUpdateBody): Promise<ProfileResponse> {
    await this.db.transaction(async (tx) => {
      await repo.updateNames(tx, userId, {
        firstName: body.user.first_name,
        middleName: body.user.middle_name ?? null,
        lastName: body.user.last_name,
      });
      await repo.upsertDetails(tx, userId, { dateOfBirth: body.date_of_birth, gender: body.gender || null });
    });
    return this.get(userId);
  }

  /**
   * Stores a new profile picture: checked by content, re-encoded as WebP (so nothing of the upload
   * but its pixels is kept), with a thumbnail; the previous picture's files are removed.
   */
  async changePicture(userId: number, upload: Buffer): Promise<string> {
    if (!sniffImage(upload)) throw notAnImage();
    let picture: Buffer;
    let thumbnail: Buffer;
    try {
      const source = () => sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
      // One picture at a time, in the shared queue of heavy work (see infra/work-queue.ts).
      [picture, thumbnail] = await resizing.run(async () => [
        await source()
          .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
        await source()
          .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' })
          .webp({ quality: 75 })
          .toBuffer(),
      ]);
    } catch (err) {
      if (err instanceof QueueFullError) throw err;
      // Right magic bytes but not a decodable picture (truncated, corrupt, too many pixels).
      this.log.info({ err: (err as Error).message }, 'profile picture could not be decoded');
      throw notAnImage();
    }

    const name = randomBytes(12).toString('hex');
    const imageKey = `avatars/${userId}/${name}.webp`;
    const thumbKey = `avatars/${userId}/${name}-${THUMBNAIL_SIZE}.webp`;
    const image = await this.storage.put(imageKey, picture, 'image/webp');
    const thumb = await this.storage.put(thumbKey, thumbnail, 'image/webp');
    let old: { image: string | null; thumbnail: string | null };
    try {
      old = await repo.swapPicture(this.db, userId, { image, thumbnail: thumb });
    } catch (err) {
      await Promise.allSettled([this.storage.delete(imageKey), this.storage.delete(thumbKey)]);
      throw err;
    }
    for (const url of [old.image, old.thumbnail]) {
      const key = url ? this.storage.keyOf(url) : null;
      if (!key) continue;
      // The new picture is saved; a leftover old file is only clutter, so it is logged, not failed on.
      await this.storage
        .delete(key)
        .catch((err: unknown) => this.log.warn({ err, key }, 'old picture not removed'));
    }
    return image;
  }
}
