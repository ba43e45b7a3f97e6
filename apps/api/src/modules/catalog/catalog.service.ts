import {
  type Banner,
  type Category,
  discountPercentage,
  effectiveSellingPricePaisa,
  errorMessage,
  type HomeData,
  type ListingOptions,
  rupeesToPaisa,
  type PageQuery,
  type Paginated,
  paisaToRupees,
  type Product,
  type ProductDetailResponse,
  type ProductImage,
  type ProductSummary,
  type Review,
  closestTerm,
  hasDevanagari,
  mayWiden,
  MIN_TERM_LENGTH,
  vocabularyDecides,
  normaliseSearchText,
  parseSearchQuery,
  romanisedForms,
  SUGGEST_CATEGORIES_MAX,
  SUGGEST_PRODUCTS_MAX,
  type SuggestResponse,
  wordForms,
  isMeasureUnit,
  perUnitOf,
  pricePerUnitPaisa,
} from '@kandamul/domain';
import type { Db } from '../../db/client';
import { paginate, pageOffset } from '../../plugins/pagination';
import { AppError } from '../../plugins/errors';
import * as repo from './catalog.repo';
import type {
  CategoryRow,
  ImageRow,
  ListRefine,
  ProductFilter,
  ProductOrder,
  ProductRow,
  ProductSummaryRow,
} from './catalog.repo';

/** Products per category carousel and per home list. */
export const HOME_LIST_SIZE = 12;
/** Related products on the detail page (SPEC §9: recommendations up to 8). */
export const RECOMMENDED_SIZE = 8;
/** Reviews sent with a product (newest first); rating_count still counts them all. */
export const REVIEWS_SIZE = 100;

const NO_IMAGE: ProductImage = { image: '', thumbnail_image: '' };

/** A list item: what a card, a cart line and the wishlist show (no descriptions, no gallery). */
function toSummary(row: ProductSummaryRow, primary: ProductImage = NO_IMAGE): ProductSummary {
  const sellingPaisa = effectiveSellingPricePaisa(row.sellingPricePaisa, row.markedPricePaisa);
  const selling = paisaToRupees(sellingPaisa);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    nepali_title: row.nepaliTitle,
    category: row.categoryTitle,
    category_nepali_title: row.categoryNepaliTitle,
    category_id: row.categoryId,
    selling_price: selling,
    marked_price: paisaToRupees(row.markedPricePaisa),
    price: selling,
    total_available_quantity: row.stock,
    primary_image: primary,
    image: primary.image,
    isOrganic: row.isOrganic,
    average_rating: row.averageRating === null ? 0 : Number(row.averageRating),
    rating_count: Number(row.ratingCount),
    discount_percentage: discountPercentage(row.markedPricePaisa, sellingPaisa),
    created_on: new Date(row.createdAt).toISOString(),
    ...unitFields(sellingPaisa, row.measureUnit, row.unitQuantity),
  };
}

/** unit, unit_quantity, price_per_unit and per of a product answer. */
function unitFields(
  sellingPaisa: number,
  measureUnit: string,
  unitQuantity: number,
): Pick<ProductSummary, 'unit' | 'unit_quantity' | 'price_per_unit' | 'per'> {
  const unit = isMeasureUnit(measureUnit) ? measureUnit : 'pcs';
  const quantity = Number(unitQuantity) > 0 ? Number(unitQuantity) : 1;
  const perUnit = pricePerUnitPaisa(sellingPaisa, { unit, quantity });
  return {
    unit,
    unit_quantity: quantity,
    price_per_unit: perUnit ? paisaToRupees(perUnit.paisa) : null,
    per: perUnitOf(unit),
  };
}

/** The whole product, for its detail page. */
function toProduct(row: ProductRow, images: ProductImage[]): Product {
  return {
    ...toSummary(row, images[0]),
    short_description: row.shortDescription,
    description: row.description,
    product_images: images,
  };
}

/** Images of the given products in display order, in one query; only the primary one when `primaryOnly`. */
async function imagesByProduct(
  db: Db,
  ids: number[],
  primaryOnly: boolean,
): Promise<Map<number, ProductImage[]>> {
  const unique = [...new Set(ids)];
  const rows = await (primaryOnly ? repo.listPrimaryImages(db, unique) : repo.listImages(db, unique));
  const byProduct = new Map<number, ProductImage[]>();
  for (const img of rows) {
    const list = byProduct.get(img.productId) ?? [];
    list.push(toImage(img));
    byProduct.set(img.productId, list);
  }
  return byProduct;
}

/** Turns rows into list items, loading the primary images of all of them in one query. */
async function summarise(db: Db, rows: ProductSummaryRow[]): Promise<ProductSummary[]> {
  // Rows read with the card's columns carry their picture: no second query.
  if (rows.every((r) => r.primaryImage !== undefined)) return rows.map((r) => toSummary(r, primaryOf(r)));
  const images = await imagesByProduct(
    db,
    rows.map((r) => r.id),
    true,
  );
  return rows.map((r) => toSummary(r, images.get(r.id)?.[0]));
}

/** The picture a row was read with (ProductSummaryRow.primaryImage), as the image lookup gives it. */
function primaryOf(row: ProductSummaryRow): ProductImage | undefined {
  return row.primaryImage == null
    ? undefined
    : toImage({ productId: row.id, image: row.primaryImage, thumbnail: row.primaryThumbnail ?? '' });
}

function toImage(img: ImageRow): ProductImage {
  return { image: img.image, thumbnail_image: img.thumbnail };
}

/** The category tree, built once per request from one query. */
class CategoryTree {
  readonly byId = new Map<number, CategoryRow>();
  readonly children = new Map<number, CategoryRow[]>();

  constructor(readonly rows: CategoryRow[]) {
    for (const row of rows) {
      this.byId.set(row.id, row);
      if (row.parentId !== null) {
        const list = this.children.get(row.parentId) ?? [];
        list.push(row);
        this.children.set(row.parentId, list);
      }
    }
  }

  get tops(): CategoryRow[] {
    return this.rows.filter((r) => r.parentId === null || !this.byId.has(r.parentId));
  }

  /** The category and everything below it (cycle-safe). */
  descendants(id: number): number[] {
    const seen = new Set<number>();
    const stack = [id];
    while (stack.length) {
      const current = stack.pop()!;
      if (seen.has(current)) continue;
      seen.add(current);
      for (const child of this.children.get(current) ?? []) stack.push(child.id);
    }
    return [...seen];
  }

  /** The top category above `id` (itself when it is a top category). */
  root(id: number): number {
    let current = this.byId.get(id);
    const seen = new Set<number>();
    while (current && current.parentId !== null && this.byId.has(current.parentId) && !seen.has(current.id)) {
      seen.add(current.id);
      current = this.byId.get(current.parentId);
    }
    return current?.id ?? id;
  }

  toCategory(row: CategoryRow): Category {
    return {
      id: row.id,
      title: row.title,
      nepali_title: row.nepaliTitle,
      image: row.image,
      subcategories: (this.children.get(row.id) ?? []).map((c) => ({
        id: c.id,
        title: c.title,
        nepali_title: c.nepaliTitle,
      })),
    };
  }
}

async function loadTree(db: Db): Promise<CategoryTree> {
  return new CategoryTree(await repo.listCategories(db));
}

async function productPage(
  db: Db,
  url: string,
  page: PageQuery,
  filter: ProductFilter,
  order: ProductOrder,
  refine?: ListRefine,
): Promise<Paginated<ProductSummary>> {
  const [count, rows] = await Promise.all([
    repo.countProducts(db, filter, refine),
    repo.listProducts(db, filter, order, page.page_size, pageOffset(page), refine),
  ]);
  return paginate(url, page, count, await summarise(db, rows));
}

/** The order a shopper chose; `relevance` (or none) keeps the list's own order. */
function chosenOrder(sort: ListingOptions['sort'], own: ProductOrder): ProductOrder {
  switch (sort) {
    case 'price_asc':
      return { kind: 'priceAsc' };
    case 'price_desc':
      return { kind: 'priceDesc' };
    case 'newest':
      return { kind: 'newest' };
    case 'unit_price_asc':
      return { kind: 'unitPriceAsc' };
    default:
      return own;
  }
}

/**
 * The filters a shopper chose; a subcategory means it and those under it, inside `within` (the
 * listing's own categories) when given.
 */
async function chosenFilters(
  db: Db,
  options: ListingOptions,
  tree?: CategoryTree,
  within?: number[],
): Promise<ListRefine> {
  let categoryIds: number[] | undefined;
  if (options.subcategory !== undefined) {
    const t = tree ?? (await loadTree(db));
    categoryIds = t.byId.has(options.subcategory) ? t.descendants(options.subcategory) : [];
    if (within) categoryIds = categoryIds.filter((id) => within.includes(id));
  }
  return {
    inStock: options.in_stock,
    organic: options.organic,
    minPaisa: options.min_price === undefined ? undefined : rupeesToPaisa(options.min_price),
    maxPaisa: options.max_price === undefined ? undefined : rupeesToPaisa(options.max_price),
    categoryIds,
  };
}

export async function listBanners(db: Db): Promise<Banner[]> {
  const rows = await repo.listActiveBanners(db);
  return rows.map((b) => ({
    id: b.id,
    image: b.image,
    ...(b.imageSmall ? { image_small: b.imageSmall } : {}),
    title: b.title,
    nepali_title: b.nepaliTitle,
    link: b.link,
  }));
}

/** Featured top categories by position, each with its subcategories. */
export async function featuredCategories(db: Db): Promise<Category[]> {
  const tree = await loadTree(db);
  return tree.tops.filter((c) => c.featured).map((c) => tree.toCategory(c));
}

/** Every top category with its subcategories. */
export async function allCategories(db: Db): Promise<Category[]> {
  const tree = await loadTree(db);
  return tree.tops.map((c) => tree.toCategory(c));
}

export async function getCategory(db: Db, id: number): Promise<Category> {
  const tree = await loadTree(db);
  const row = tree.byId.get(id);
  if (!row) throw new AppError(404, 'CATEGORY_NOT_FOUND', errorMessage('CATEGORY_NOT_FOUND'));
  return tree.toCategory(row);
}

/** Products of a category and its subcategories, newest first, with the category's titles. */
export async function categoryProducts(
  db: Db,
  url: string,
  id: number,
  page: PageQuery,
  options: ListingOptions = {},
) {
  const tree = await loadTree(db);
  const row = tree.byId.get(id);
  if (!row) throw new AppError(404, 'CATEGORY_NOT_FOUND', errorMessage('CATEGORY_NOT_FOUND'));
  const ids = tree.descendants(id);
  const body = await productPage(
    db,
    url,
    page,
    { kind: 'categories', ids },
    chosenOrder(options.sort, { kind: 'newest' }),
    await chosenFilters(db, options, tree, ids),
  );
  return { ...body, category: { id: row.id, title: row.title, nepali_title: row.nepaliTitle } };
}

export async function todaySpecial(db: Db, url: string, page: PageQuery, options: ListingOptions = {}) {
  const order = chosenOrder(options.sort, { kind: 'newest' });
  return productPage(db, url, page, { kind: 'todaySpecial' }, order, await chosenFilters(db, options));
}

export async function newArrivals(db: Db, url: string, page: PageQuery, options: ListingOptions = {}) {
  const order = chosenOrder(options.sort, { kind: 'newest' });
  return productPage(db, url, page, { kind: 'newArrival' }, order, await chosenFilters(db, options));
}

/** Products a search looks at to find its categories, for recommendations. */
const RECOMMENDATION_SAMPLE = 24;

/**
 * For you: best rated products in stock. With `q` (a search's recommendations), from the query's own
 * categories (those it names, and those of its best matches, with their subcategories); every
 * category when the query has none.
 */
export async function forYou(db: Db, url: string, page: PageQuery, q?: string) {
  const plan = q === undefined ? null : await planSearch(db, q);
  let categoryIds: number[] | undefined;
  if (plan) {
    const [rows, tree] = await Promise.all([
      repo.listProducts(db, plan.filter, plan.order, RECOMMENDATION_SAMPLE),
      loadTree(db),
    ]);
    const ids = queryCategories(tree, plan, rows).flatMap((id) => tree.descendants(id));
    if (ids.length) categoryIds = [...new Set(ids)];
  }
  return productPage(db, url, page, { kind: 'forYou', categoryIds }, { kind: 'forYou' });
}

/** A query read against the catalogue: what each word may be found as, and how results rank. */
export interface SearchPlan {
  words: string[];
  filter: Extract<ProductFilter, { kind: 'search' }>;
  order: Extract<ProductOrder, { kind: 'relevance' }>;
  /** The words no product holds (typos, spellings): 'Did you mean' looks for their closest terms. */
  unknown: string[];
}

/**
 * Reads a query as the domain's searchCatalogue does: quantity words become pack sizes; a word no
 * product holds is widened to its romanised spelling and the catalogue words it is a typo of. Null
 * for a blank query.
 */
export async function planSearch(db: Db, q: string, suggesting = false): Promise<SearchPlan | null> {
  const parsed = parseSearchQuery(q);
  const { quantities } = parsed;
  if (parsed.words.length === 0 && quantities.length === 0) return null;
  // While typing, a one- or two-letter word ('ri') is the start of a title word: that can use a
  // trigram index, where '%ri%' anywhere in the text is a scan of every product.
  const short = (w: string) => suggesting && [...w].length < MIN_TERM_LENGTH;
  const words = parsed.words.filter((w) => !short(w));
  const titleStarts = parsed.words.filter(short);
  const widenable = words.filter(mayWiden);
  // One look-up in the vocabulary answers which typed words the catalogue holds and which of their
  // spellings (typed or romanised) no search text can contain (vocabularyDecides). Only the words
  // that may widen are asked about, as before: a query of short words still sends no look-up.
  const decidable = [...new Set(widenable.flatMap((w) => wordForms(w, false, [])))].filter(vocabularyDecides);
  const known = await repo.knownWords(db, [...new Set([...widenable, ...decidable])]);
  const unknown = widenable.filter((w) => !known.has(w));
  const near = await repo.similarTerms(db, unknown);
  const forms = words.map((w) => wordForms(w, !unknown.includes(w), near.get(w) ?? []));
  // The filter leaves out the forms no product can hold: a typo with no close term, a romanised
  // spelling nobody uses, is not a trigram scan of every candidate any more, and a word left with no
  // form finds nothing at once (docs/decisions/042). Ranking and categories keep every form.
  const absent = new Set(decidable.filter((f) => !known.has(f)));
  return {
    words,
    filter: {
      kind: 'search',
      forms: forms.map((g) => g.filter((f) => !absent.has(f))),
      quantities,
      titleStarts,
    },
    order: { kind: 'relevance', forms },
    unknown,
  };
}

/**
 * 'Did you mean …?' for a query that found nothing: each word no product holds replaced by the
 * closest catalogue word, offered only when the corrected query finds something.
 */
async function didYouMean(db: Db, plan: SearchPlan): Promise<string | null> {
  const latin = plan.unknown.filter((w) => !hasDevanagari(w));
  if (latin.length === 0) return null;
  const near = await repo.similarTerms(db, latin);
  const corrected = plan.words.map((w) => (latin.includes(w) ? (closestTerm(w, near.get(w) ?? []) ?? w) : w));
  if (corrected.every((w, i) => w === plan.words[i])) return null;
  const found = await repo.anyProduct(db, {
    kind: 'search',
    forms: corrected.map((w) => [w]),
    quantities: plan.filter.quantities,
  });
  return found ? corrected.join(' ') : null;
}

/** Whether the shopper chose any filter on the list (the fast paths below are for the bare search). */
function refined(refine: ListRefine): boolean {
  return Object.values(refine).some((v) => v !== undefined);
}

/**
 * A search page's rows: in relevance order, first from the title words' ranks (the page's own order,
 * read and stopped at its end); whenever those cannot prove the page, and in every other order, the
 * full ranking of every match (docs/decisions/048).
 */
async function searchPage(
  db: Db,
  plan: SearchPlan,
  order: ProductOrder,
  page: PageQuery,
  refine: ListRefine,
): Promise<ProductSummaryRow[]> {
  if (order.kind === 'relevance') {
    const top = await repo.listTopTitleMatches(
      db,
      plan.filter,
      order,
      page.page_size,
      pageOffset(page),
      refine,
    );
    if (top) return top;
  }
  return repo.listProducts(db, plan.filter, order, page.page_size, pageOffset(page), refine);
}

/**
 * A search's total: exact up to 10,000 matches, estimated beyond (docs/decisions/042). A one-word
 * search with more than 10,000 products holding it as a title word is known to be beyond without
 * counting 10,001 matches in the products heap (docs/decisions/048); the estimate is the same.
 */
async function searchCount(
  db: Db,
  plan: SearchPlan,
  refine: ListRefine,
): Promise<{ count: number; estimated: boolean }> {
  if (!refined(refine) && (await repo.manyTitleMatches(db, plan.filter, plan.order))) {
    return repo.estimatedProductCount(db, plan.filter, refine);
  }
  return repo.countProductsCapped(db, plan.filter, refine);
}

/**
 * Search (SPEC §5): every word of the query must appear in the title, Nepali title, description,
 * category or an alias, forgiving typos and either script, quantity words matching the pack size;
 * title matches rank first. No q lists everything; a blank q finds nothing. A query that finds
 * nothing answers `did_you_mean`.
 */
export async function searchProducts(
  db: Db,
  url: string,
  q: string | undefined,
  page: PageQuery,
  options: ListingOptions = {},
): Promise<Paginated<ProductSummary> & { did_you_mean?: string | null; count_estimated?: boolean }> {
  const refine = await chosenFilters(db, options);
  if (q === undefined) {
    return productPage(db, url, page, { kind: 'all' }, chosenOrder(options.sort, { kind: 'newest' }), refine);
  }
  const plan = await planSearch(db, q);
  if (!plan) return paginate(url, page, 0, []);
  // The total is exact up to 10,000 matches and the planner's estimate beyond (count_estimated says
  // which): a common word's page no longer counts tens of thousands of matches (docs/decisions/042).
  const [{ count, estimated }, rows] = await Promise.all([
    searchCount(db, plan, refine),
    searchPage(db, plan, chosenOrder(options.sort, plan.order), page, refine),
  ]);
  const body = { ...paginate(url, page, count, await summarise(db, rows)), count_estimated: estimated };
  if (count > 0) return body;
  return { ...body, did_you_mean: await didYouMean(db, plan) };
}

/** The categories a query names (their titles hold every word), then those of its products, by rank. */
function queryCategories(tree: CategoryTree, plan: SearchPlan, found: ProductSummaryRow[]): number[] {
  const named = tree.rows.filter((c) => {
    const nepali = normaliseSearchText(c.nepaliTitle);
    const fields = [normaliseSearchText(c.title), nepali, romanisedForms(nepali)];
    return (
      plan.words.length > 0 &&
      plan.order.forms.every((forms) => forms.some((w) => fields.some((f) => f.includes(w))))
    );
  });
  return [...new Set([...named.map((c) => c.id), ...found.map((r) => r.categoryId)])];
}

function suggestedCategories(tree: CategoryTree, plan: SearchPlan, found: ProductSummaryRow[]) {
  return queryCategories(tree, plan, found)
    .slice(0, SUGGEST_CATEGORIES_MAX)
    .flatMap((id) => {
      const c = tree.byId.get(id);
      return c ? [{ id: c.id, title: c.title, nepali_title: c.nepaliTitle }] : [];
    });
}

/**
 * What the header lists while a shopper types: the best 8 products and up to 3 categories.
 * `fromTerms` false keeps the fallback on the trigram path (comparisons, docs/decisions/050).
 */
export async function suggest(db: Db, q: string, fromTerms = true): Promise<SuggestResponse> {
  const plan = await planSearch(db, q, true);
  if (!plan) return { products: [], categories: [], did_you_mean: null };
  const [rows, tree] = await Promise.all([
    repo.suggestProducts(db, plan.filter, plan.order, SUGGEST_PRODUCTS_MAX, undefined, fromTerms),
    loadTree(db),
  ]);
  return {
    products: await summarise(db, rows),
    categories: suggestedCategories(tree, plan, rows),
    did_you_mean: rows.length ? null : await didYouMean(db, plan),
  };
}

/** Most products one `ids` request may name (a cart or wishlist is small). */
export const MAX_IDS = 100;

/**
 * Products by id as list items, in the order asked for; unknown ids are left out. Cart, wishlist and
 * price refreshes use this so every product on their wire has the one shape `toSummary` gives it.
 */
export async function productsByIds(db: Db, ids: number[]): Promise<ProductSummary[]> {
  const unique = [...new Set(ids)].slice(0, MAX_IDS);
  if (unique.length === 0) return [];
  const rows = await repo.listProducts(db, { kind: 'ids', ids: unique }, { kind: 'newest' }, unique.length);
  const byId = new Map((await summarise(db, rows)).map((p) => [p.id, p]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/** GET /products/?ids=1,2,3: those products (in the order asked for) as one page. */
export async function productsPageByIds(db: Db, url: string, ids: number[], page: PageQuery) {
  const found = await productsByIds(db, ids);
  return paginate(
    url,
    { page: 1, page_size: Math.max(page.page_size, found.length, 1) },
    found.length,
    found,
  );
}

export async function homeData(db: Db): Promise<HomeData> {
  // The carousels' products follow the category tree at once, not after the slowest of the others.
  const carousels = async () => {
    const tree = await loadTree(db);
    const featured = tree.tops.filter((c) => c.featured);
    const groupOf = new Map<number, number>();
    for (const top of featured) for (const id of tree.descendants(top.id)) groupOf.set(id, top.id);
    return { featured, groupOf, perCategory: await repo.listProductsPerGroup(db, groupOf, HOME_LIST_SIZE) };
  };
  const [banners, { featured, groupOf, perCategory }, special, arrivals] = await Promise.all([
    listBanners(db),
    carousels(),
    repo.listProducts(db, { kind: 'todaySpecial' }, { kind: 'newest' }, HOME_LIST_SIZE),
    repo.listProducts(db, { kind: 'newArrival' }, { kind: 'newest' }, HOME_LIST_SIZE),
  ]);

  const products = await summarise(db, [...special, ...arrivals, ...perCategory]);
  const byGroup = new Map<number, ProductSummary[]>();
  perCategory.forEach((row, i) => {
    const group = groupOf.get(row.categoryId)!;
    const list = byGroup.get(group) ?? [];
    list.push(products[special.length + arrivals.length + i]!);
    byGroup.set(group, list);
  });
  return {
    banners,
    today_special: products.slice(0, special.length),
    new_arrival: products.slice(special.length, special.length + arrivals.length),
    // Categories without products are left out: the storefront hides empty carousels anyway.
    categories: featured
      .filter((c) => byGroup.has(c.id))
      .map((c) => ({ id: c.id, title: c.title, nepali_title: c.nepaliTitle, products: byGroup.get(c.id)! })),
  };
}

function toReview(r: repo.ReviewRow): Review {
  return {
    id: r.id,
    user: { first_name: r.firstName, middle_name: r.middleName, last_name: r.lastName },
    created_at: new Date(r.createdAt).toISOString(),
    review: r.review,
    rating: r.rating,
  };
}

/** A product by slug with its newest reviews and up to 8 related products (same category first). */
export async function productDetail(db: Db, slug: string): Promise<ProductDetailResponse['data']> {
  const [row, tree] = await Promise.all([repo.findProductBySlug(db, slug), loadTree(db)]);
  if (!row) throw new AppError(404, 'PRODUCT_NOT_FOUND', errorMessage('PRODUCT_NOT_FOUND'));
  // The gallery beside the reviews and related products (their cards carry their own pictures).
  const [reviewRows, related, images] = await Promise.all([
    repo.listReviews(db, row.id, REVIEWS_SIZE),
    repo.listRelatedProducts(
      db,
      tree.descendants(tree.root(row.categoryId)),
      row.categoryId,
      row.id,
      RECOMMENDED_SIZE,
    ),
    imagesByProduct(db, [row.id], false),
  ]);
  return {
    product: toProduct(row, images.get(row.id) ?? []),
    reviews: reviewRows.map(toReview),
    recommended_products: await summarise(db, related),
  };
}
