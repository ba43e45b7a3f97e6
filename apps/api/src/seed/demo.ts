import type { Db } from '../db/client';
import type { Storage } from '../infra/storage';

export interface DemoSeedOptions {
  /** Make the product and banner images (slow); tests skip it. */
  images: boolean;
  storage?: Storage;
}

/** Loads the demo catalogue, customer and vouchers. Replaced by the full demo shop. */
export async function seedDemo(_db: Db, _opts: DemoSeedOptions): Promise<void> {}
