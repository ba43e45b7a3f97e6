import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    slug: varchar('slug', { length: 120 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    nepaliTitle: varchar('nepali_title', { length: 120 }).notNull(),
    image: text('image').notNull(),
    featured: boolean('featured').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_slug_unique').on(t.slug), index('categories_parent_idx').on(t.parentId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 160 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    nepaliTitle: varchar('nepali_title', { length: 200 }).notNull(),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    sellingPricePaisa: integer('selling_price_paisa'),
    markedPricePaisa: integer('marked_price_paisa').notNull(),
    stock: integer('stock').notNull().default(0),
    /** The console lists a product as low on stock at or below this many units. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(10),
    /**
     * stock > 0 (and low_stock_level below), kept by the database: indexes name these instead of
     * `stock`, so a sale that leaves the product on the same side of zero and of its threshold changes no
     * indexed value and PostgreSQL updates the row in place (HOT), without touching any of the table's
     * indexes, three of them trigram GINs (docs/decisions/038).
     */
    inStock: boolean('in_stock').generatedAlwaysAs(sql`stock > 0`),
    /**
     * The stock of a product at or below its threshold, else null: the console's low-stock list reads it
     * in order from its index. A sale of a product above its threshold leaves it null (still HOT); only
     * the few products running low change an indexed value when they sell.
     */
    lowStockLevel: integer('low_stock_level').generatedAlwaysAs(
      sql`CASE WHEN stock <= low_stock_threshold THEN stock END`,
    ),
    isOrganic: boolean('is_organic').notNull().default(false),
    todaySpecial: boolean('today_special').notNull().default(false),
    newArrival: boolean('new_arrival').notNull().default(false),
    /** Romanised names shoppers type (aalu, pyaj), space separated. */
    aliases: text('aliases').notNull().default(''),
    /** Normalised title, Nepali title, description, category and aliases: what search matches against. */
    searchText: text('search_text').notNull().default(''),
    /**
     * The titles of search_text (lines 1, 2 and 6: title, Nepali title, romanised Nepali title) with
     * brackets and the like as spaces, a space before and after: ranking finds ' word' (starts a word)
     * and ' word ' (a whole word) in it with one strpos. Computed by the database on every write.
     */
    searchTitles: text('search_titles').generatedAlwaysAs(
      sql`(' ' || translate(split_part(search_text, chr(10), 1) || chr(10) || split_part(search_text, chr(10), 2) || chr(10) || split_part(search_text, chr(10), 6), chr(10) || '()[]/-,.', '         ') || ' ')`,
    ),
    /** The pack as the catalogue writes it ('500 g', '30 pieces (1 tray)'). */
    unit: varchar('unit', { length: 40 }).notNull().default(''),
    /** The pack's measure for the price per unit: kg, g, l, ml, pcs or bunch (MEASURE_UNITS). */
    measureUnit: varchar('measure_unit', { length: 8 }).notNull().default('pcs'),
    /** How many measure units one pack holds (500 for 500 g). */
    unitQuantity: doublePrecision('unit_quantity').notNull().default(1),
    /** 'vat' (13 %, included in the price) or 'exempt' (fresh vegetables, fruit, rice, pulses, milk, eggs). */
    taxClass: varchar('tax_class', { length: 10 }).notNull().default('vat'),
    /**
     * Sold in the storefront. Staff hide a product instead of deleting it (orders, invoices and stock
     * movements point at it): hidden, it is left out of every list, search and page, and refused at checkout.
     */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_unique').on(t.slug),
    index('products_category_idx').on(t.categoryId, t.id),
    index('products_created_idx').on(t.createdAt),
    index('products_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Suggestions match a one- or two-letter word at the start of a title word (' ri'): trigrams
    // of a word start exist where those of '%ri%' do not.
    index('products_titles_trgm').using('gin', sql`${t.searchTitles} gin_trgm_ops`),
    // Relevance order without words to rank by (a suggestion for a two-letter start, 'ri'; a query of
    // pack sizes alone): the database walks this and stops at the 8th match instead of sorting every
    // match of a common start (docs/decisions/030).
    index('products_suggest_order_idx').on(sql`${t.inStock} desc`, sql`length(${t.title})`, t.id),
    // A category page's count: an index-only scan of the listed products' category ids instead of
    // reading a million rows of the heap for `active` (1 s at 1 M products; docs/decisions/037).
    index('products_active_category_idx')
      .on(t.categoryId)
      .where(sql`${t.active}`),
    // The console's low-stock list, lowest first: only the products at or below their threshold are in it
    // (an index on `stock` itself would make every sale a non-HOT update; 150 ms to sort 100,000 low
    // products at 1 M when it held only their ids).
    index('products_low_stock_idx')
      .on(t.lowStockLevel, t.id)
      .where(sql`${t.lowStockLevel} IS NOT NULL`),
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    check('products_measure_unit_valid', sql`${t.measureUnit} IN ('kg', 'g', 'l', 'ml', 'pcs', 'bunch')`),
    check('products_unit_quantity_positive', sql`${t.unitQuantity} > 0`),
    check('products_tax_class_valid', sql`${t.taxClass} IN ('vat', 'exempt')`),
    check(
      'products_prices_non_negative',
      sql`${t.markedPricePaisa} >= 0 AND coalesce(${t.sellingPricePaisa}, 0) >= 0`,
    ),
  ],
);

/**
 * The catalogue's vocabulary: every word of every product's search_text (see searchTerms in the
 * domain), kept by triggers on products (migration search_terms_trigger). Typo matching and 'Did you
 * mean' look words up here by trigram similarity instead of in a million search texts. A word whose
 * last product is gone may linger: it then only widens a search to nothing.
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  index('search_terms_trgm').using('gin', sql`${t.term} gin_trgm_ops`),
]);

/**
 * The distinct words of each product's titles (English, Nepali and romanised Nepali: the words of
 * search_titles), kept by triggers on products (migration product_words). Suggestions find the
 * products whose every word starts a title word with a GIN intersection of exact words instead of a
 * trigram scan of a million titles (docs/decisions/037).
 */
export const productWords = pgTable(
  'product_words',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    words: text('words').array().notNull(),
    /**
     * The product's `active` and `in_stock`, kept by a trigger when it is hidden or shown or its stock
     * crosses zero: a keystroke's pool is found and filtered here without reading products (docs/decisions/042).
     */
    active: boolean('active').notNull(),
    inStock: boolean('in_stock').notNull(),
  },
  (t) => [index('product_words_gin').using('gin', t.words)],
);

/**
 * Each product's search words for the suggestion fallback (docs/decisions/050): the vocabulary words
 * of its search_text (search_terms_of, the words search_terms holds) and, marked with a leading
 * U+E000, its title words and pack-size tokens (title_words_of). Whether a search text holds a form
 * the vocabulary decides (vocabularyDecides) is then whether `terms` holds a vocabulary word containing
 * it, so the whole filter of a suggestion is one intersection of exact words' posting lists in the
 * GIN index instead of trigram bitmaps of a million texts. `active` as in product_words. Kept by
 * triggers on products (migration product_terms).
 */
export const productTerms = pgTable(
  'product_terms',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    terms: text('terms').array().notNull(),
    active: boolean('active').notNull(),
  },
  (t) => [index('product_terms_gin').using('gin', t.terms)],
);

/**
 * Every word of product_words, in byte order ("C" collation) so that the words starting with what a
 * shopper typed are one B-tree range. A word whose last product is gone may linger (widens to nothing).
 */
export const titleWords = pgTable('title_words', {
  word: text('word').primaryKey(),
});

/**
 * One row per title word (title_words_of) of each active product in stock, with the product's title
 * length, keyed in that order: the search page's first page of in-stock whole-word title matches
 * (the top of its relevance order) is this key's range for one word, read in order and stopped at the
 * page's end (docs/decisions/048). Kept by triggers on products (migration 0025). No foreign key: a
 * row that no longer fits its product (hidden, sold out, retitled, gone) is checked against the
 * product when read and skipped, so only a missing row could change an answer, and the triggers write
 * every row a product needs.
 */
export const titleWordRanks = pgTable(
  'title_word_ranks',
  {
    word: text('word').notNull(),
    titleLength: integer('title_length').notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.titleLength, t.productId] })],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    image: text('image').notNull(),
    thumbnail: text('thumbnail').notNull(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    review: text('review').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A second review by the same customer replaces the first: this is when. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by staff (with a reason): left out of the product's list, average and count. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason').notNull().default(''),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    uniqueIndex('reviews_user_product_unique').on(t.userId, t.productId),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  nepaliTitle: varchar('nepali_title', { length: 200 }).notNull(),
  image: text('image').notNull(),
  /** The picture at 800 × 300, for phones (null for a banner stored before there was one). */
  imageSmall: text('image_small'),
  link: text('link'),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
