import { escapeLikePattern, vocabularyDecides } from '@kandamul/domain';
import { and, asc, desc, eq, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { cappedCount, EXACT_COUNT_UP_TO } from '../../db/count';
import {
  banners,
  categories,
  productImages,
  products,
  productTerms,
  productWords,
  reviews,
  searchTerms,
  titleWordRanks,
  titleWords,
  users,
} from '../../db/schema';
import { qualified } from '../../db/sql';

/** A product row with what every card needs: its category title and rating aggregates. */
export interface ProductSummaryRow {
  id: number;
  slug: string;
  title: string;
  nepaliTitle: string;
  categoryId: number;
  categoryTitle: string;
  categoryNepaliTitle: string;
  sellingPricePaisa: number | null;
  markedPricePaisa: number;
  stock: number;
  isOrganic: boolean;
  createdAt: Date;
  /** The pack's measure (MEASURE_UNITS) and size, for the price per unit. */
  measureUnit: string;
  unitQuantity: number;
  /** Average rating to one decimal (numeric as text), null without reviews. */
  averageRating: string | null;
  ratingCount: number;
  /**
   * The first picture (by position) and its thumbnail, read with the row (null: none). Absent from
   * rows not read through the card's columns; those look their pictures up (catalog.service).
   */
  primaryImage?: string | null;
  primaryThumbnail?: string | null;
}

/** A product row for the detail page: the card's columns and the descriptions. */
export interface ProductRow extends ProductSummaryRow {
  shortDescription: string;
  description: string;
}

export interface ImageRow {
  productId: number;
  image: string;
  thumbnail: string;
}

export interface CategoryRow {
  id: number;
  parentId: number | null;
  title: string;
  nepaliTitle: string;
  image: string;
  featured: boolean;
  position: number;
}

export interface ReviewRow {
  id: number;
  rating: number;
  review: string;
  createdAt: Date;
  firstName: string;
  middleName: string | null;
  lastName: string;
}

// Rating aggregates as correlated subqueries (reviews_product_idx): part of the page's one query, no N+1.
const averageRating = sql<
  string | null
>`(select round(avg(${reviews.rating})::numeric, 1) from ${reviews} where ${reviews.productId} = ${qualified(products.id)} and ${reviews.hiddenAt} is null)`;
// Reviews hidden by staff count nowhere (list, average, count).
const ratingCount = sql<number>`(select count(*)::int from ${reviews} where ${reviews.productId} = ${qualified(products.id)} and ${reviews.hiddenAt} is null)`;

// A card's picture as correlated subqueries (product_images_product_idx, evaluated after the sort and
// limit): part of the list's own query, not a second round trip after it (docs/decisions/044).
const primaryImageOf = (column: typeof productImages.image | typeof productImages.thumbnail) =>
  sql<
    string | null
  >`(select ${column} from ${productImages} where ${productImages.productId} = ${qualified(products.id)} order by ${productImages.position}, ${productImages.id} limit 1)`;

// Lists leave the descriptions in the database: cards never show them.
const summaryColumns = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  nepaliTitle: products.nepaliTitle,
  categoryId: products.categoryId,
  categoryTitle: categories.title,
  categoryNepaliTitle: categories.nepaliTitle,
  sellingPricePaisa: products.sellingPricePaisa,
  markedPricePaisa: products.markedPricePaisa,
  stock: products.stock,
  isOrganic: products.isOrganic,
  createdAt: products.createdAt,
  measureUnit: products.measureUnit,
  unitQuantity: products.unitQuantity,
  averageRating: averageRating.as('average_rating'),
  ratingCount: ratingCount.as('rating_count'),
  primaryImage: primaryImageOf(productImages.image).as('primary_image'),
  primaryThumbnail: primaryImageOf(productImages.thumbnail).as('primary_thumbnail'),
};
const productColumns = {
  ...summaryColumns,
  shortDescription: products.shortDescription,
  description: products.description,
};

/** Which products a list holds. */
export type ProductFilter =
  | { kind: 'all' }
  /** Every group of `forms` must have one form in the search text; every pack size must be the product's. */
  | {
      kind: 'search';
      forms: string[][];
      quantities: string[];
      /** Words that must start a word of a title (suggestions' one- and two-letter words). */
      titleStarts?: string[];
    }
  | { kind: 'categories'; ids: number[] }
  | { kind: 'ids'; ids: number[] }
  | { kind: 'todaySpecial' }
  | { kind: 'newArrival' }
  /** In stock; only in `categoryIds` when given (a search's recommendations). */
  | { kind: 'forYou'; categoryIds?: number[] | undefined };

/**
 * The order of a list; search ranks by relevance to the normalised query. Relevance ranks by `forms` (each word's forms, as the search filter has them).
 */
export type ProductOrder =
  | { kind: 'newest' }
  | { kind: 'relevance'; forms: string[][] }
  | { kind: 'forYou' }
  | { kind: 'priceAsc' }
  | { kind: 'priceDesc' }
  | { kind: 'unitPriceAsc' };

/** Filters a shopper chose on a list, on top of what the list holds. */
export interface ListRefine {
  inStock?: boolean | undefined;
  organic?: boolean | undefined;
  minPaisa?: number | undefined;
  maxPaisa?: number | undefined;
  /** Only these categories (a chosen subcategory and those under it). */
  categoryIds?: number[] | undefined;
}

// The price a shopper pays (effectiveSellingPricePaisa): the selling price, or floor(0.44 × marked)
// in whole rupees when there is none.
const effectivePrice = sql`(case when coalesce(${products.sellingPricePaisa}, 0) <= 0
  then floor(44 * ${products.markedPricePaisa} / 10000) * 100 else ${products.sellingPricePaisa} end)`;

// The price per kg / litre / piece (the domain's pricePerUnitPaisa): grams and millilitres count in thousandths.
const unitPrice = sql`(${effectivePrice} / (${products.unitQuantity} *
  (case when ${products.measureUnit} in ('g', 'ml') then 0.001 else 1 end)))`;

// Hidden products (staff set active = false) are in no list, search, suggestion, shelf or page.
const sold = eq(products.active, true);

function refineSql(refine: ListRefine | undefined): SQL | undefined {
  if (!refine) return undefined;
  return and(
    refine.inStock ? sql`${products.stock} > 0` : undefined,
    refine.organic ? eq(products.isOrganic, true) : undefined,
    refine.minPaisa !== undefined ? sql`${effectivePrice} >= ${refine.minPaisa}` : undefined,
    refine.maxPaisa !== undefined ? sql`${effectivePrice} <= ${refine.maxPaisa}` : undefined,
    refine.categoryIds
      ? refine.categoryIds.length
        ? inArray(products.categoryId, refine.categoryIds)
        : sql`false`
      : undefined,
  );
}

function likeWord(column: SQL | typeof products.searchText, word: string): SQL {
  // The pattern is a parameter; ESCAPE '\' makes %, _ and \ in the word literal.
  return sql`${column} like ${`%${escapeLikePattern(word)}%`} escape '\\'`;
}

function filterSql(filter: ProductFilter): SQL | undefined {
  switch (filter.kind) {
    case 'all':
      return undefined;
    case 'search':
      // SPEC §5: every word must appear (as one of its forms: typed, romanised or a typo's term).
      // Each LIKE '%form%' can use the GIN trigram index on search_text.
      // A word left with no form (each known to be in no search text) finds nothing.
      return and(
        ...filter.forms.map((forms) =>
          forms.length ? or(...forms.map((w) => likeWord(products.searchText, w))) : sql`false`,
        ),
        ...filter.quantities.map((q) => likeWord(products.searchText, q)),
        ...(filter.titleStarts ?? []).map(
          (w) => sql`${products.searchTitles} like ${`% ${escapeLikePattern(w)}%`} escape '\\'`,
        ),
      );
    case 'categories':
      return inArray(products.categoryId, filter.ids);
    case 'ids':
      return filter.ids.length ? inArray(products.id, filter.ids) : sql`false`;
    case 'todaySpecial':
      return eq(products.todaySpecial, true);
    case 'newArrival':
      return eq(products.newArrival, true);
    case 'forYou':
      return and(
        sql`${products.stock} > 0`,
        filter.categoryIds ? inArray(products.categoryId, filter.categoryIds) : undefined,
      );
  }
}

/** The whole query as relevance ranks it: each word's best form (the closest typo's term, or the romanised spelling). */
function relevanceQuery(order: Extract<ProductOrder, { kind: 'relevance' }>): string {
  return order.forms.map((f) => f[1] ?? f[0]!).join(' ');
}

/** Relevance's first tier: the whole query is a whole word (or words) of a title. */
function wholeQueryInTitles(order: Extract<ProductOrder, { kind: 'relevance' }>): SQL {
  return sql`strpos(${products.searchTitles}, ${` ${relevanceQuery(order)} `}::text) > 0`;
}

function orderSql(order: ProductOrder): SQL[] {
  switch (order.kind) {
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'priceAsc':
      return [asc(effectivePrice), asc(products.id)];
    case 'priceDesc':
      return [desc(effectivePrice), desc(products.id)];
    case 'unitPriceAsc':
      return [asc(unitPrice), asc(products.id)];
    case 'forYou':
      // Best rated first (more reviews break ties), organic before the rest, then newest.
      return [
        sql`${averageRating} desc nulls last`,
        sql`${ratingCount} desc`,
        desc(products.isOrganic),
        desc(products.createdAt),
        desc(products.id),
      ];
    case 'relevance': {
      // In stock first. Then 0: the whole query is a whole word (or words) of a title (Nepali and
      // romanised titles too); 1: it starts a word of a title; 2: every word starts a word of a
      // title; 3: every word is inside the titles; 4: found elsewhere (description, category,
      // aliases). So 'dal' lists Musuro Dal before Dalchini, then Kodalo (inside a word), then
      // products that only mention dal.
      // A widened word ranks by any of its forms; the whole query by each word's best form (the
      // closest typo's term, or the romanised spelling), since that is what the shopper meant.
      // search_titles is ' ' + the titles, brackets as spaces, + ' ' (schema): one strpos a test.
      const query = relevanceQuery(order);
      const titles = products.searchTitles;
      const startsWord = (forms: string[]) =>
        or(...forms.map((w) => sql`strpos(${titles}, ${` ${w}`}::text) > 0`))!;
      const inTitles = (forms: string[]) => or(...forms.map((w) => sql`strpos(${titles}, ${w}::text) > 0`))!;
      const tier = sql`case when ${wholeQueryInTitles(order)} then 0
            when ${startsWord([query])} then 1
            when ${and(...order.forms.map(startsWord))} then 2
            when ${and(...order.forms.map(inTitles))} then 3 else 4 end`;
      // Within a tier the closest title first: the shorter the title holding the query, the more of it
      // the query is. For a title containing the query this orders as trigram similarity() does, at a
      // fraction of the cost: similarity() on every match of a common word ('rice': 4,500 of 100,000
      // products) was three quarters of the search's time (docs/decisions/003).
      return [
        // in_stock is stock > 0 as a generated column: what products_suggest_order_idx holds.
        desc(products.inStock),
        // A query of pack sizes alone has no words to rank by.
        ...(order.forms.length ? [asc(tier)] : []),
        asc(sql`length(${products.title})`),
        asc(products.id),
      ];
    }
  }
}

function selectProducts(db: Db) {
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

/** Which of `words` some product holds (inside one of its search words): typos are not widened for those. */
export async function knownWords(db: Db, words: string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const values = sql.join(
    words.map((w) => sql`(${w}::text, ${`%${escapeLikePattern(w)}%`}::text)`),
    sql`, `,
  );
  const rows = await queryRows<{ word: string }>(
    db,
    sql`select v.word from (values ${values}) as v(word, pattern)
      where exists (select 1 from ${searchTerms} where ${searchTerms.term} like v.pattern escape '\\')`,
  );
  return new Set(rows.map((r) => r.word));
}

/** Catalogue words that look like each of `words` (trigram similarity ≥ 0.3), most alike first. */
export async function similarTerms(db: Db, words: string[], perWord = 30): Promise<Map<string, string[]>> {
  const near = new Map<string, string[]>(words.map((w) => [w, []]));
  if (words.length === 0) return near;
  const values = sql.join(
    words.map((w) => sql`(${w}::text)`),
    sql`, `,
  );
  const rows = await queryRows<{ word: string; term: string }>(
    db,
    sql`select v.word, t.term from (values ${values}) as v(word)
      cross join lateral (
        select ${searchTerms.term} as term from ${searchTerms} where ${searchTerms.term} % v.word
        order by similarity(${searchTerms.term}, v.word) desc, ${searchTerms.term} limit ${perWord}
      ) t`,
  );
  for (const r of rows) near.get(r.word)?.push(r.term);
  return near;
}

export async function countProducts(db: Db, filter: ProductFilter, refine?: ListRefine): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(and(sold, filterSql(filter), refineSql(refine)));
  return Number(row?.n ?? 0);
}

/** The share of the products' pages a search's estimate reads (TABLESAMPLE SYSTEM, in percent). */
const COUNT_SAMPLE_PERCENT = 1;

/**
 * A search page's total: exact up to 10,000 matches, an estimate beyond (docs/decisions/036, 042).
 * Counting every product holding 'rice' (45,598 of a million) was half the page's time. The estimate
 * counts the matches in a fixed 1 % of the table's pages: the planner's own guess for LIKE '%rice%'
 * was 10,102. Repeatable, so a page and the next agree and the same pages stay cached.
 */
export async function countProductsCapped(
  db: Db,
  filter: ProductFilter,
  refine?: ListRefine,
  exactUpTo = EXACT_COUNT_UP_TO,
): Promise<{ count: number; estimated: boolean }> {
  const where = and(sold, filterSql(filter), refineSql(refine));
  const matching = db
    .select({ one: sql`1` })
    .from(products)
    .where(where);
  return cappedCount(db, matching, exactUpTo, () => sampledCount(db, where));
}

/** The matches of `where` in a fixed 1 % of the products' pages, scaled to the whole table. */
async function sampledCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${products} tablesample system (${sql.raw(String(COUNT_SAMPLE_PERCENT))}) repeatable (0) where ${where}`,
  );
  return Math.round((Number(row?.n ?? 0) * 100) / COUNT_SAMPLE_PERCENT);
}

/**
 * A search's total when it is known to be beyond `exactUpTo` (manyTitleMatches): what
 * countProductsCapped answers then, without its count of `exactUpTo + 1` matches.
 */
export async function estimatedProductCount(
  db: Db,
  filter: ProductFilter,
  refine?: ListRefine,
  exactUpTo = EXACT_COUNT_UP_TO,
): Promise<{ count: number; estimated: boolean }> {
  const where = and(sold, filterSql(filter), refineSql(refine));
  return { count: Math.max(exactUpTo + 1, await sampledCount(db, where)), estimated: true };
}

/** Whether any product matches: all 'Did you mean' asks of a corrected query (the first match ends it). */
export async function anyProduct(db: Db, filter: ProductFilter): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(products)
    .where(and(sold, filterSql(filter)))
    .limit(1);
  return rows.length > 0;
}

export async function listProducts(
  db: Db,
  filter: ProductFilter,
  order: ProductOrder,
  limit: number,
  offset = 0,
  refine?: ListRefine,
): Promise<ProductSummaryRow[]> {
  return selectProducts(db)
    .where(and(sold, filterSql(filter), refineSql(refine)))
    .orderBy(...orderSql(order))
    .limit(limit)
    .offset(offset);
}

/**
 * How many of one word's title_word_ranks rows the search page's first pages read, at most, before
 * leaving the page to the full ranking (listProducts): a page that needs more is not proven by them.
 */
export const TOP_TITLE_SCAN = 2_000;

/**
 * The word of the query whose ranks a page walks: its last (the thing in 'jumla rice', 'organic
 * ilam tea'; places and qualifiers are the commoner words), or null when the query has none.
 */
function walkedWord(query: string): string | null {
  const words = query.split(' ').filter((w) => w !== '');
  return words[words.length - 1] ?? null;
}

/**
 * A search page in relevance order read from title_word_ranks instead of ranking every match, or null
 * when that read cannot show the page is the one listProducts gives (docs/decisions/048).
 *
 * Relevance puts products in stock first and, among them, tier 0 (the whole query is a whole word or
 * words of a title) first, then the shortest title, then the id. Every product of tier 0 in stock
 * holds the query's last word as a whole title word ( ' q ' in search_titles: each of q's words lies
 * between spaces, so it is one of title_words_of's words), so it has a row (word, length(title), id)
 * in title_word_ranks, and that key's range lists them in the page's own order. The walk reads at most
 * TOP_TITLE_SCAN rows of the range, skips those whose other words are not title words too (index
 * probes, no heap), and checks each remaining product against everything the page asks (active, the
 * search filter, the shopper's filters, in stock, tier 0, the title's length); a row that no longer
 * fits its product is skipped. When `offset + limit` products pass, they are the first of the full
 * ranking: no product outside the walk can come before one inside it. Fewer: null.
 */
export async function listTopTitleMatches(
  db: Db,
  filter: Extract<ProductFilter, { kind: 'search' }>,
  order: Extract<ProductOrder, { kind: 'relevance' }>,
  limit: number,
  offset = 0,
  refine?: ListRefine,
): Promise<ProductSummaryRow[] | null> {
  if (order.forms.length === 0 || offset + limit > TOP_TITLE_SCAN) return null;
  const query = relevanceQuery(order);
  const word = walkedWord(query);
  if (word === null) return null;
  const others = [...new Set(query.split(' ').filter((w) => w !== '' && w !== word))];
  const walked = sql`(select ${titleWordRanks.productId} as product_id, ${titleWordRanks.titleLength} as title_length
      from ${titleWordRanks} where ${titleWordRanks.word} = ${word}::text
      order by ${titleWordRanks.titleLength}, ${titleWordRanks.productId} limit ${TOP_TITLE_SCAN})`;
  const holdsOthers = others.map(
    (other) => sql`exists (select 1 from ${titleWordRanks} o where o.word = ${other}::text
      and o.title_length = w.title_length and o.product_id = w.product_id)`,
  );
  const ranks = db
    .select({
      productId: sql<number>`w.product_id`.as('product_id'),
      titleLength: sql<number>`w.title_length`.as('title_length'),
    })
    .from(sql`${walked} as w`)
    .where(and(...holdsOthers))
    .as('ranks');
  const rows = await selectProducts(db)
    .innerJoin(ranks, eq(ranks.productId, products.id))
    .where(
      and(
        sold,
        filterSql(filter),
        refineSql(refine),
        eq(products.inStock, true),
        wholeQueryInTitles(order),
        sql`length(${products.title}) = ${ranks.titleLength}`,
      ),
    )
    .orderBy(asc(ranks.titleLength), asc(ranks.productId))
    .limit(limit)
    .offset(offset);
  return rows.length === limit ? rows : null;
}

/**
 * Whether a one-word search with no pack size and no shopper's filter matches more than `atLeast`
 * products, from title_word_ranks alone: every active product in stock holding the word's ranked form
 * as a whole title word holds it in its search text, so `atLeast + 1` such rows prove the total is
 * beyond the exact count's cap without reading a match (docs/decisions/048). False: not shown (the
 * capped count decides).
 */
export async function manyTitleMatches(
  db: Db,
  filter: Extract<ProductFilter, { kind: 'search' }>,
  order: Extract<ProductOrder, { kind: 'relevance' }>,
  atLeast = EXACT_COUNT_UP_TO,
): Promise<boolean> {
  if (filter.forms.length !== 1 || order.forms.length !== 1 || filter.quantities.length) return false;
  if (filter.titleStarts?.length) return false;
  const word = relevanceQuery(order);
  // The form ranked must be one the filter keeps (a form known to be in no search text is left out).
  if (word.includes(' ') || !filter.forms[0]!.includes(word)) return false;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${titleWordRanks}
      where ${titleWordRanks.word} = ${word}::text limit ${atLeast + 1}) as r`,
  );
  return Number(row?.n ?? 0) > atLeast;
}

/**
 * How many matches suggestions rank, at most, per pool. Below it (the demo shop, any rare word) the
 * ranking is exact; above it the work stays bounded at any catalogue size (docs/decisions/034).
 */
export const SUGGEST_POOL = 200;

/**
 * How many products in stock whose every word starts a title word suggestions rank (docs/decisions/042).
 * Smaller than SUGGEST_POOL: it is the common case, its candidates come straight from product_words'
 * index with their stock known, and each one costs a read of its products row to be ranked.
 */
export const SUGGEST_TITLE_POOL = 50;

/** Most title words one typed word may stand for: those it starts, in byte order (docs/decisions/037). */
export const TITLE_WORDS_PER_WORD = 100;

// An array parameter written out as array[$1, $2, …] (Drizzle expands a JS array into a list).
const textArray = (words: string[]) =>
  sql`array[${sql.join(
    words.map((w) => sql`${w}::text`),
    sql`, `,
  )}]::text[]`;

/**
 * For each group of forms (a typed word's spellings), the title words that start with one of them.
 * The "C" collation makes a prefix one B-tree range of title_words.
 */
export async function titleWordsStarting(db: Db, groups: string[][]): Promise<string[][]> {
  const found = groups.map(() => new Set<string>());
  if (found.length === 0) return [];
  const values = sql.join(
    groups.flatMap((forms, i) => forms.map((f) => sql`(${i}::int, ${f}::text)`)),
    sql`, `,
  );
  const rows = await queryRows<{ i: number; word: string }>(
    db,
    sql`select v.i, t.word from (values ${values}) as v(i, prefix)
      cross join lateral (
        select ${titleWords.word} as word from ${titleWords}
        where ${titleWords.word} >= v.prefix collate "C" and ${titleWords.word} < (v.prefix || chr(1114111)) collate "C"
          and starts_with(${titleWords.word}, v.prefix)
        order by ${titleWords.word} limit ${TITLE_WORDS_PER_WORD}
      ) t`,
  );
  for (const r of rows) found[Number(r.i)]?.add(r.word);
  return found.map((words) => [...words]);
}

/**
 * Up to `pool` ids of the products whose every typed word starts a word of a title and which have
 * the query's pack sizes: an intersection of exact words' posting lists in product_words' GIN index
 * (pack sizes are words there too), never a trigram scan of every title. `candidates` holds each
 * typed word's title words (titleWordsStarting). product_words carries `active` and `in_stock`
 * (docs/decisions/042): the pool never reads the products heap to filter what the index found.
 * A subquery, so the ranking runs in the same round trip.
 */
function titlePool(db: Db, candidates: string[][], quantities: string[], pool: number, inStock: boolean) {
  return db
    .select({ id: productWords.productId })
    .from(productWords)
    .where(
      and(
        eq(productWords.active, true),
        inStock ? eq(productWords.inStock, true) : undefined,
        ...candidates.map((words) => sql`${productWords.words} && ${textArray(words)}`),
        quantities.length ? sql`${productWords.words} @> ${textArray(quantities)}` : undefined,
      ),
    )
    .limit(pool);
}

/** Marks a title word or pack size in product_terms: no vocabulary word starts with U+E000. */
const TITLE_MARK = '\uE000';

const intArray = (ids: number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )}]::int[]`;

/**
 * A search filter as product_terms' exact words, or undefined when a form is one the vocabulary does
 * not decide (digits, punctuation: docs/decisions/042). Each group of forms becomes the vocabulary
 * words containing one of them (a search text holds such a form exactly when it holds one of those
 * words); a short word the title words it starts and a pack size the pack sizes it starts, marked as
 * product_terms marks them (' ri' is in search_titles exactly when a title word starts with 'ri';
 * U+E000 starts pack sizes and nothing else). The sets are subqueries, read once per statement.
 */
function termsFilter(filter: Extract<ProductFilter, { kind: 'search' }>): SQL | undefined {
  const starts = filter.titleStarts ?? [];
  if (!filter.forms.every((forms) => forms.every(vocabularyDecides))) return undefined;
  if (starts.some((w) => w.includes(TITLE_MARK))) return undefined;
  const containing = (forms: string[]) =>
    sql`${productTerms.terms} && array(select ${searchTerms.term} collate "C" from ${searchTerms} where ${or(
      ...forms.map((f) => sql`${searchTerms.term} like ${`%${escapeLikePattern(f)}%`} escape '\\'`),
    )})`;
  const starting = (prefix: string) =>
    sql`${productTerms.terms} && array(select (${TITLE_MARK}::text || ${titleWords.word}) collate "C" from ${titleWords}
      where ${titleWords.word} >= ${prefix}::text collate "C" and ${titleWords.word} < (${prefix}::text || chr(1114111)) collate "C"
        and starts_with(${titleWords.word}, ${prefix}::text))`;
  return and(...filter.forms.map(containing), ...starts.map(starting), ...filter.quantities.map(starting));
}

/**
 * Every product a suggestion's filter matches, when there are at most `pool` (ids, any order), from
 * product_terms' GIN index alone; undefined when there are more, or the vocabulary cannot decide the
 * filter (the trigram path then picks its first `pool`, as before).
 */
export async function everyMatch(
  db: Db,
  filter: Extract<ProductFilter, { kind: 'search' }>,
  pool: number,
): Promise<number[] | undefined> {
  const where = termsFilter(filter);
  if (!where) return undefined;
  const rows = await db
    .select({ id: productTerms.productId })
    .from(productTerms)
    .where(and(eq(productTerms.active, true), where))
    .limit(pool + 1);
  return rows.length > pool ? undefined : rows.map((r) => r.id);
}

/**
 * The best `limit` products of a search as suggestions, ranked like the search page among a capped
 * pool of candidates rather than every match (docs/decisions/034, 037).
 *
 * First the products in stock whose every word starts a word of a title, from the title words'
 * index. When `limit` or more are found, they are the answer's candidates: the search page's
 * ranking puts in stock first and a title-start match before any other, so nothing else can rank
 * among the first `limit`. Below (a rare word, a typo only a description or alias holds, the demo
 * shop's 126 products), the pool is as before: the first `pool` matches of the whole filter (the
 * trigram index on search_text), plus the first `pool` title matches in or out of stock (now from
 * the title words' index instead of a trigram bitmap of every title holding the word).
 */
export async function suggestProducts(
  db: Db,
  filter: Extract<ProductFilter, { kind: 'search' }>,
  order: Extract<ProductOrder, { kind: 'relevance' }>,
  limit: number,
  pool = SUGGEST_POOL,
  /** Find a small fallback pool in product_terms (false: always the trigram path, to compare). */
  fromTerms = true,
): Promise<ProductSummaryRow[]> {
  const ranked = (candidates: SQL) =>
    selectProducts(db)
      .where(sql`${products.id} in (${candidates})`)
      .orderBy(...orderSql(order))
      .limit(limit);
  // A word with no form left can be in no product (planSearch): nothing to rank.
  if (filter.forms.some((forms) => forms.length === 0)) return [];
  const groups = [...filter.forms, ...(filter.titleStarts ?? []).map((w) => [w])];
  const words = groups.length ? await titleWordsStarting(db, groups) : [];
  const titled = groups.length > 0 && words.every((w) => w.length > 0);
  if (titled) {
    // Only products in stock in this pool: `limit` of them found means the answer is among them.
    const rows = await ranked(
      sql`${titlePool(db, words, filter.quantities, Math.min(pool, SUGGEST_TITLE_POOL), true)}`,
    );
    if (rows.length >= limit) return rows;
  }
  // Every match, when there are at most `pool` of them, from product_terms' exact words: the pool
  // below would hold them all too, so the ranking is the same (docs/decisions/050).
  const exact = fromTerms ? await everyMatch(db, filter, pool) : undefined;
  if (exact) return exact.length ? ranked(sql`select unnest(${intArray(exact)})`) : [];
  // The first `pool` matches in whatever order the index meets them: no sort of every match.
  const matches = db
    .select({ id: products.id })
    .from(products)
    .where(and(sold, filterSql(filter)))
    .limit(pool);
  return ranked(
    titled
      ? sql`(${matches}) union (${titlePool(db, words, filter.quantities, pool, false)})`
      : sql`${matches}`,
  );
}

/**
 * Up to `perGroup` newest products of each group of categories (e.g. a top category and its
 * subcategories), in one query: a window function ranks products inside their group.
 */
export async function listProductsPerGroup(
  db: Db,
  groupOf: Map<number, number>,
  perGroup: number,
): Promise<ProductSummaryRow[]> {
  if (groupOf.size === 0) return [];
  const group = sql`case ${products.categoryId} ${sql.join(
    [...groupOf].map(([categoryId, groupId]) => sql`when ${categoryId}::int then ${groupId}::int`),
    sql` `,
  )} end`;
  const ranked = db
    .select({
      id: products.id,
      rank: sql<number>`row_number() over (partition by ${group} order by ${products.createdAt} desc, ${products.id} desc)`.as(
        'rank',
      ),
    })
    .from(products)
    .where(and(sold, inArray(products.categoryId, [...groupOf.keys()])))
    .as('ranked');
  return selectProducts(db)
    .innerJoin(ranked, eq(ranked.id, products.id))
    .where(lte(ranked.rank, perGroup))
    .orderBy(asc(ranked.rank), desc(products.createdAt), desc(products.id));
}

export async function findProductBySlug(db: Db, slug: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(sold, eq(products.slug, slug)))
    .limit(1);
  return row;
}

/** Products of `categoryIds` other than `excludeId`, those of `preferredCategoryId` first, newest first. */
export async function listRelatedProducts(
  db: Db,
  categoryIds: number[],
  preferredCategoryId: number,
  excludeId: number,
  limit: number,
): Promise<ProductSummaryRow[]> {
  return selectProducts(db)
    .where(and(sold, inArray(products.categoryId, categoryIds), ne(products.id, excludeId)))
    .orderBy(
      sql`(${products.categoryId} = ${preferredCategoryId}::int) desc`,
      desc(products.createdAt),
      desc(products.id),
    )
    .limit(limit);
}

/** Every image of the given products, in display order (first is the primary image). */
export async function listImages(db: Db, productIds: number[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: productImages.productId,
      image: productImages.image,
      thumbnail: productImages.thumbnail,
    })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
}

/** The first image (the primary one) of each of the given products, for cards. */
export async function listPrimaryImages(db: Db, productIds: number[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectDistinctOn([productImages.productId], {
      productId: productImages.productId,
      image: productImages.image,
      thumbnail: productImages.thumbnail,
    })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
}

/** The newest reviews of a product with the reviewer's names. */
export async function listReviews(db: Db, productId: number, limit: number): Promise<ReviewRow[]> {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      review: reviews.review,
      createdAt: reviews.createdAt,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

/** Every category (the tree is small: one query, assembled by the caller). */
export async function listCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      title: categories.title,
      nepaliTitle: categories.nepaliTitle,
      image: categories.image,
      featured: categories.featured,
      position: categories.position,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

export async function listActiveBanners(db: Db) {
  return db
    .select({
      id: banners.id,
      title: banners.title,
      nepaliTitle: banners.nepaliTitle,
      image: banners.image,
      imageSmall: banners.imageSmall,
      link: banners.link,
    })
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.position), asc(banners.id));
}
