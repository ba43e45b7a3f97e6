import {
  normaliseSearchText,
  productQuantities,
  quantityToken,
  romanisedForms,
  searchFields,
} from '@kandamul/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';

export interface SearchTextSource {
  title: string;
  nepaliTitle: string;
  description: string;
  categoryTitle: string;
  aliases: string;
  /** The pack size ('1 kg'); quantity words in a search match it. */
  unit?: string;
}

/** How many lines products.search_text has (searchFields): fewer means it predates a field. */
export const SEARCH_TEXT_LINES = 7;

/**
 * What products.search_text holds: the domain's searchFields, joined by newlines. Query words never
 * contain whitespace, so a word found in this text was found inside one field, exactly as
 * matchesSearch defines it. Lines 1, 2 and 6 are the titles that ranking reads.
 */
export function productSearchText(p: SearchTextSource): string {
  return searchFields({
    title: p.title,
    nepaliTitle: p.nepaliTitle,
    description: p.description,
    category: p.categoryTitle,
    aliases: [p.aliases],
    unit: p.unit,
  }).join('\n');
}

/** products.search_text's line (1-based) of the category titles, as productSearchText writes it. */
const CATEGORY_LINE = 4;

/**
 * Rewrites the category line of the search text of every product in `categoryIds` after a category was
 * renamed or moved: `titlesOf` gives a category's titles as productSearchText takes them (its own and its
 * parent's). One statement per category; the other lines are kept as they are.
 */
export async function rewriteCategoryLines(
  db: Db,
  categoryIds: number[],
  titlesOf: (categoryId: number) => Promise<string>,
): Promise<void> {
  for (const id of categoryIds) {
    const line = normaliseSearchText(await titlesOf(id));
    const lines = sql`string_to_array(${products.searchText}, chr(10))`;
    const before = sql.raw(String(CATEGORY_LINE - 1));
    const after = sql.raw(String(CATEGORY_LINE + 1));
    await db
      .update(products)
      .set({
        searchText: sql`array_to_string((${lines})[1:${before}] || array[${line}::text] || (${lines})[${after}:], chr(10))`,
      })
      .where(eq(products.categoryId, id));
  }
}

/**
 * Brings search texts written before the romanised title and pack-size lines existed up to date,
 * keeping their first five lines (the description as it was written): run at boot after migrating,
 * in batches, so a large catalogue never sits in memory. Answers how many products it updated.
 */
export async function upgradeSearchText(db: Db, batchSize = 1000): Promise<number> {
  const stale = sql`array_length(string_to_array(${products.searchText}, chr(10)), 1) < ${SEARCH_TEXT_LINES}`;
  let after = 0;
  let updated = 0;
  for (;;) {
    const rows = await db
      .select({
        id: products.id,
        title: products.title,
        nepaliTitle: products.nepaliTitle,
        unit: products.unit,
        searchText: products.searchText,
      })
      .from(products)
      .where(and(gt(products.id, after), stale))
      .orderBy(asc(products.id))
      .limit(batchSize);
    if (rows.length === 0) return updated;
    for (const r of rows) {
      const lines = r.searchText.split('\n').slice(0, 5);
      while (lines.length < 5) lines.push('');
      lines.push(
        romanisedForms(normaliseSearchText(r.nepaliTitle)),
        productQuantities(r).map(quantityToken).join(' '),
      );
      await db
        .update(products)
        .set({ searchText: lines.join('\n') })
        .where(eq(products.id, r.id));
    }
    updated += rows.length;
    after = rows[rows.length - 1]!.id;
  }
}
