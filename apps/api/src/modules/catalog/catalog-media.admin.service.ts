import {
  type AdminBanner,
  type AdminBannerCreate,
  type AdminBannerPatch,
  type AdminCategory,
  type AdminCategoryCreate,
  type AdminCategoryPatch,
  type AdminProductImage,
  BANNER_NEEDS_PICTURE,
  errorMessage,
  type PageQuery,
  type Paginated,
  PRODUCT_IMAGES_MAX,
  slugify,
} from '@kandamul/domain';
import type { Db } from '../../db/client';
import type { Storage } from '../../infra/storage';
import { AppError, fail } from '../../plugins/errors';
import { paginate } from '../../plugins/pagination';
import {
  BANNER_SIZES,
  CATEGORY_SIZES,
  PRODUCT_SIZES,
  removeStored,
  storeCatalogueImage,
} from './catalog-images';
import * as repo from './catalog-media.admin.repo';
import { catalogEvents } from './catalog-events';
import { categoryTitles } from './catalog.admin.repo';
import { rewriteCategoryLines } from './search-text';

const toImage = (r: repo.ImageRow): AdminProductImage => ({
  id: r.id,
  position: r.position,
  image: r.image,
  thumbnail: r.thumbnail,
});

async function requireProduct(db: Db, id: number) {
  if (!(await repo.productExists(db, id))) throw fail('PRODUCT_NOT_FOUND');
}

export async function productImages(db: Db, productId: number): Promise<AdminProductImage[]> {
  await requireProduct(db, productId);
  return (await repo.listImages(db, productId)).map(toImage);
}

/** Adds an uploaded picture as the product's last image (WebP at detail and card sizes). */
export async function addProductImage(
  db: Db,
  storage: Storage,
  productId: number,
  upload: Buffer,
): Promise<AdminProductImage> {
  await requireProduct(db, productId);
  if ((await repo.listImages(db, productId)).length >= PRODUCT_IMAGES_MAX) throw fail('TOO_MANY_IMAGES');
  const { urls } = await storeCatalogueImage(storage, upload, `catalog/uploads/${productId}`, PRODUCT_SIZES);
  try {
    const row = await db.transaction(async (tx) => {
      const added = await repo.addImage(tx, productId, urls[0]!, urls[1]!);
      await repo.touchProduct(tx, productId);
      return added;
    });
    catalogEvents.publish('product');
    return toImage(row);
  } catch (err) {
    await removeStored(storage, urls);
    throw err;
  }
}

/** Removes one image of a product (its files too, when they are ours). */
export async function removeProductImage(db: Db, storage: Storage, productId: number, imageId: number) {
  const row = await db.transaction(async (tx) => {
    const gone = await repo.deleteImage(tx, productId, imageId);
    if (gone) await repo.touchProduct(tx, productId);
    return gone;
  });
  if (!row) throw fail('IMAGE_NOT_FOUND');
  catalogEvents.publish('product');
  await removeStored(storage, [row.image, row.thumbnail]);
}

/** Puts a product's images in the order given: every one of its image ids, each once. */
export async function orderProductImages(
  db: Db,
  productId: number,
  ids: number[],
): Promise<AdminProductImage[]> {
  await requireProduct(db, productId);
  const rows = await db.transaction(async (tx) => {
    const current = await repo.listImages(tx, productId);
    const same =
      ids.length === current.length &&
      new Set(ids).size === ids.length &&
      current.every((r) => ids.includes(r.id));
    if (!same) {
      const message = 'Give every image of this product, each once, in the new order.';
      throw new AppError(400, 'VALIDATION', message, { ids: [message] });
    }
    for (const [position, id] of ids.entries()) await repo.setImagePosition(tx, productId, id, position);
    await repo.touchProduct(tx, productId);
    return repo.listImages(tx, productId);
  });
  catalogEvents.publish('product');
  return rows.map(toImage);
}

// ── Categories ──

const toCategory = (r: repo.CategoryRow): AdminCategory => ({
  id: r.id,
  parent_id: r.parentId,
  slug: r.slug,
  title: r.title,
  nepali_title: r.nepaliTitle,
  image: r.image,
  featured: r.featured,
  position: r.position,
  product_count: Number(r.productCount),
});

function invalid(field: string, message: string): AppError {
  return new AppError(400, 'VALIDATION', message, { [field]: [message] });
}

export async function listCategories(
  db: Db,
  url: string,
  query: PageQuery & { q?: string | undefined },
): Promise<Paginated<AdminCategory>> {
  const q = query.q?.toLowerCase();
  const all = (await repo.listCategories(db))
    .map(toCategory)
    .filter((c) => !q || `${c.title} ${c.nepali_title} ${c.slug}`.toLowerCase().includes(q));
  const start = (query.page - 1) * query.page_size;
  return paginate(url, query, all.length, all.slice(start, start + query.page_size));
}

export async function getCategory(db: Db, id: number): Promise<AdminCategory> {
  const row = await repo.findCategory(db, id);
  if (!row) throw fail('CATEGORY_NOT_FOUND');
  return toCategory(row);
}

/** A parent must exist and be a top category: the shop has two levels. */
async function checkParent(db: Db, parentId: number | null, self?: number) {
  if (parentId === null) return;
  if (parentId === self) throw invalid('parent_id', 'A category cannot be its own parent.');
  const parent = await repo.findCategory(db, parentId);
  if (!parent) throw invalid('parent_id', errorMessage('CATEGORY_NOT_FOUND'));
  if (parent.parentId !== null)
    throw invalid('parent_id', 'A subcategory cannot have subcategories of its own.');
  if (self !== undefined && (await repo.childCount(db, self)) > 0)
    throw invalid('parent_id', 'A category with subcategories cannot become a subcategory.');
}

/** A free slug made from the title (with -2, -3… when taken; the Nepali title's slug is 'category'). */
async function freeSlug(db: Db, title: string): Promise<string> {
  const base = slugify(title) || 'category';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.slugTaken(db, slug))) return slug;
  }
}

export async function createCategory(db: Db, input: AdminCategoryCreate): Promise<AdminCategory> {
  const id = await db.transaction(async (tx) => {
    const parentId = input.parent_id ?? null;
    await checkParent(tx, parentId);
    return repo.insertCategory(tx, {
      parentId,
      slug: await freeSlug(tx, input.title),
      title: input.title,
      nepaliTitle: input.nepali_title,
      image: '',
      featured: input.featured ?? false,
      position: input.position ?? (await repo.nextPosition(tx, parentId)),
    });
  });
  catalogEvents.publish('category');
  return getCategory(db, id);
}

export async function patchCategory(db: Db, id: number, patch: AdminCategoryPatch): Promise<AdminCategory> {
  await db.transaction(async (tx) => {
    const current = await repo.findCategory(tx, id);
    if (!current) throw fail('CATEGORY_NOT_FOUND');
    if (patch.parent_id !== undefined && patch.parent_id !== current.parentId)
      await checkParent(tx, patch.parent_id, id);
    await repo.updateCategory(tx, id, {
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.nepali_title !== undefined ? { nepaliTitle: patch.nepali_title } : {}),
      ...(patch.parent_id !== undefined ? { parentId: patch.parent_id } : {}),
      ...(patch.featured !== undefined ? { featured: patch.featured } : {}),
      ...(patch.position !== undefined ? { position: patch.position } : {}),
    });
    // Search matches a product by its category's titles and its parent's: a rename or a move changes
    // what the products of this category (and of its subcategories) are found by.
    const renamed =
      (patch.title !== undefined && patch.title !== current.title) ||
      (patch.nepali_title !== undefined && patch.nepali_title !== current.nepaliTitle) ||
      (patch.parent_id !== undefined && patch.parent_id !== current.parentId);
    if (renamed)
      await rewriteCategoryLines(tx, [id, ...(await repo.childIds(tx, id))], (c) => categoryTitles(tx, c));
  });
  catalogEvents.publish('category');
  return getCategory(db, id);
}

/** Replaces a category's picture with an upload (a WebP tile); the old file goes when it is ours. */
export async function setCategoryImage(
  db: Db,
  storage: Storage,
  id: number,
  upload: Buffer,
): Promise<AdminCategory> {
  const current = await repo.findCategory(db, id);
  if (!current) throw fail('CATEGORY_NOT_FOUND');
  const { urls } = await storeCatalogueImage(storage, upload, `categories/uploads/${id}`, CATEGORY_SIZES);
  await repo.updateCategory(db, id, { image: urls[0]! });
  catalogEvents.publish('category');
  if (current.image.includes('/uploads/')) await removeStored(storage, [current.image]);
  return getCategory(db, id);
}

// ── Banners ──

const toBanner = (r: repo.BannerRow): AdminBanner => ({
  id: r.id,
  title: r.title,
  nepali_title: r.nepaliTitle,
  image: r.image,
  link: r.link,
  position: r.position,
  active: r.active,
});

export async function listBanners(db: Db, url: string, query: PageQuery): Promise<Paginated<AdminBanner>> {
  const all = (await repo.listBanners(db)).map(toBanner);
  const start = (query.page - 1) * query.page_size;
  return paginate(url, query, all.length, all.slice(start, start + query.page_size));
}

export async function getBanner(db: Db, id: number): Promise<AdminBanner> {
  const row = await repo.findBanner(db, id);
  if (!row) throw fail('NOT_FOUND', 'Banner not found.');
  return toBanner(row);
}

/** A new banner, hidden until it has its picture. */
export async function createBanner(db: Db, input: AdminBannerCreate): Promise<AdminBanner> {
  const row = await repo.insertBanner(db, {
    title: input.title,
    nepaliTitle: input.nepali_title,
    link: input.link ?? null,
    image: '',
    active: false,
    position: input.position ?? (await repo.nextBannerPosition(db)),
  });
  return toBanner(row);
}

/** Edits a banner; showing one without a picture is refused (the home page would show a hole). */
export async function patchBanner(db: Db, id: number, patch: AdminBannerPatch): Promise<AdminBanner> {
  const current = await repo.findBanner(db, id);
  if (!current) throw fail('NOT_FOUND', 'Banner not found.');
  if (patch.active === true && !current.image) throw invalid('active', BANNER_NEEDS_PICTURE);
  const row = await repo.updateBanner(db, id, {
    ...(patch.title !== undefined ? { title: patch.title } : {}),
    ...(patch.nepali_title !== undefined ? { nepaliTitle: patch.nepali_title } : {}),
    ...(patch.link !== undefined ? { link: patch.link } : {}),
    ...(patch.position !== undefined ? { position: patch.position } : {}),
    ...(patch.active !== undefined ? { active: patch.active } : {}),
  });
  catalogEvents.publish('banner');
  return toBanner(row!);
}

/** Replaces a banner's picture with an upload (WebP at the banners' 1600 × 600). */
export async function setBannerImage(
  db: Db,
  storage: Storage,
  id: number,
  upload: Buffer,
): Promise<AdminBanner> {
  const current = await repo.findBanner(db, id);
  if (!current) throw fail('NOT_FOUND', 'Banner not found.');
  const { urls } = await storeCatalogueImage(storage, upload, `banners/uploads/${id}`, BANNER_SIZES);
  const row = await repo.updateBanner(db, id, { image: urls[0]!, imageSmall: urls[1]! });
  catalogEvents.publish('banner');
  const replaced = [current.image, current.imageSmall].filter(
    (url): url is string => url?.includes('/uploads/') ?? false,
  );
  if (replaced.length) await removeStored(storage, replaced);
  return toBanner(row!);
}
