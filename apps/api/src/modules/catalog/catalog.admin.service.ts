import {
  type AdminProduct,
  type AdminProductCreate,
  type AdminProductPatch,
  errorMessage,
  SELLING_ABOVE_MARKED_MESSAGE,
  slugify,
  type PageQuery,
  type Paginated,
  paisaToRupees,
  rupeesToPaisa,
} from '@kandamul/domain';
import type { Db } from '../../db/client';
import { AppError, fail } from '../../plugins/errors';
import { pageOffset, paginate } from '../../plugins/pagination';
import * as repo from './catalog.admin.repo';
import { type CatalogChange, catalogEvents } from './catalog-events';
import { productSearchText } from './search-text';

function toAdminProduct(row: repo.AdminProductRow): AdminProduct {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    nepali_title: row.nepaliTitle,
    category_id: row.categoryId,
    low_stock_threshold: row.lowStockThreshold,
    marked_price: paisaToRupees(row.markedPricePaisa),
    selling_price: row.sellingPricePaisa === null ? null : paisaToRupees(row.sellingPricePaisa),
    stock: row.stock,
    is_organic: row.isOrganic,
    today_special: row.todaySpecial,
    active: row.active,
    updated_at: row.updatedAt.toISOString(),
  };
}

function invalid(field: string, message: string): AppError {
  return new AppError(400, 'VALIDATION', message, { [field]: [message] });
}

/** A free slug made from the title: 'basmati-rice', then 'basmati-rice-2'… ('product' for a Nepali-only title). */
async function freeSlug(db: Db, title: string): Promise<string> {
  const base = slugify(title) || 'product';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.slugTaken(db, slug))) return slug;
  }
}

/**
 * Adds a product from the console, with stock 0 (staff restock it through the stock route, so its stock
 * stays the sum of its movements). Its search text is built like the seed's; the change event tells
 * every process, so the storefront lists it within the cache's refresh.
 */
export async function createProduct(db: Db, input: AdminProductCreate): Promise<AdminProduct> {
  const created = await db.transaction(async (tx) => {
    const categoryTitle = await repo.categoryTitles(tx, input.category_id);
    if (!categoryTitle) throw invalid('category_id', errorMessage('CATEGORY_NOT_FOUND'));
    const unit = `${input.unit_quantity} ${input.measure_unit}`;
    return repo.insertProduct(tx, {
      slug: await freeSlug(tx, input.title),
      title: input.title,
      nepaliTitle: input.nepali_title,
      shortDescription: input.short_description,
      description: input.description,
      categoryId: input.category_id,
      markedPricePaisa: rupeesToPaisa(input.marked_price),
      sellingPricePaisa: input.selling_price === null ? null : rupeesToPaisa(input.selling_price),
      stock: 0,
      lowStockThreshold: input.low_stock_threshold,
      isOrganic: input.is_organic,
      newArrival: true,
      unit,
      measureUnit: input.measure_unit,
      unitQuantity: input.unit_quantity,
      active: input.active,
      searchText: productSearchText({
        title: input.title,
        nepaliTitle: input.nepali_title,
        description: `${input.short_description}\n${input.description}`,
        categoryTitle,
        aliases: '',
        unit,
      }),
    });
  });
  catalogEvents.publish('product');
  return toAdminProduct(created);
}

export async function listProducts(
  db: Db,
  url: string,
  query: PageQuery & { q?: string | undefined },
): Promise<Paginated<AdminProduct>> {
  const [count, rows] = await Promise.all([
    repo.countProducts(db, query.q),
    repo.listProducts(db, query.q, query.page_size, pageOffset(query)),
  ]);
  return paginate(url, query, count, rows.map(toAdminProduct));
}

/** One product for the console's edit page; 404 when there is none. */
export async function getProduct(db: Db, id: number): Promise<AdminProduct> {
  const row = await repo.findProduct(db, id);
  if (!row) throw fail('PRODUCT_NOT_FOUND');
  return toAdminProduct(row);
}

/**
 * Edits a product's details and prices (rupees in, paisa stored). Titles change what search
 * matches, so the search text is rebuilt with them; the change event tells every process.
 */
export async function patchProduct(db: Db, id: number, patch: AdminProductPatch): Promise<AdminProduct> {
  const updated = await db.transaction(async (tx) => {
    const current = await repo.findProduct(tx, id);
    if (!current) throw fail('PRODUCT_NOT_FOUND');
    const marked =
      patch.marked_price !== undefined ? rupeesToPaisa(patch.marked_price) : current.markedPricePaisa;
    const selling =
      patch.selling_price !== undefined
        ? patch.selling_price === null
          ? null
          : rupeesToPaisa(patch.selling_price)
        : current.sellingPricePaisa;
    if (selling !== null && selling > marked) throw invalid('selling_price', SELLING_ABOVE_MARKED_MESSAGE);
    const title = patch.title ?? current.title;
    const nepaliTitle = patch.nepali_title ?? current.nepaliTitle;
    const titlesChanged = title !== current.title || nepaliTitle !== current.nepaliTitle;
    return repo.updateProduct(tx, id, {
      title,
      nepaliTitle,
      markedPricePaisa: marked,
      sellingPricePaisa: selling,
      ...(patch.is_organic !== undefined ? { isOrganic: patch.is_organic } : {}),
      ...(patch.today_special !== undefined ? { todaySpecial: patch.today_special } : {}),
      ...(patch.low_stock_threshold !== undefined ? { lowStockThreshold: patch.low_stock_threshold } : {}),
      ...(patch.active !== undefined ? { active: patch.active } : {}),
      ...(titlesChanged
        ? {
            searchText: productSearchText({
              title,
              nepaliTitle,
              description: `${current.shortDescription}\n${current.description}`,
              categoryTitle: await repo.categoryTitles(tx, current.categoryId),
              aliases: current.aliases,
              unit: current.unit,
            }),
          }
        : {}),
    });
  });
  if (!updated) throw fail('PRODUCT_NOT_FOUND');
  const change: CatalogChange =
    patch.marked_price !== undefined || patch.selling_price !== undefined ? 'price' : 'product';
  catalogEvents.publish(change);
  return toAdminProduct(updated);
}
