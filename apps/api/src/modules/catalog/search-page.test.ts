import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from '../../../test/helpers';
import { insertCategory, insertProducts, type ProductFixture } from '../../../test/fixtures/catalog.fixtures';
import { products } from '../../db/schema';
import {
  countProductsCapped,
  estimatedProductCount,
  type ListRefine,
  listProducts,
  listTopTitleMatches,
  manyTitleMatches,
} from './catalog.repo';
import { planSearch } from './catalog.service';
import { productSearchText } from './search-text';

// The search page's first pages from title_word_ranks (docs/decisions/048) must be exactly the pages
// the full ranking gives: same products, same order. A generated catalogue of few words, so titles
// of equal length (ties broken by id), sold-out and hidden products, both scripts and pack sizes.

const BASES = [
  ['Rice', 'चामल'],
  ['Basmati Rice', 'बासमती चामल'],
  ['Rice Flour', 'चामलको पिठो'],
  ['Musuro Dal', 'मसुरो दाल'],
  ['Dal', 'दाल'],
  ['Dalchini', 'दालचिनी'],
  ['Kodalo', 'कोदालो'],
  ['Tea', 'चिया'],
  ['Green Tea', 'हरियो चिया'],
  ['Ghee', 'घिउ'],
  ['Price Tag', 'मूल्य'],
] as const;
const ORIGINS = [
  ['Ilam', 'इलाम'],
  ['Jumla', 'जुम्ला'],
  ['', ''],
] as const;
const QUALIFIERS = [
  ['Organic', 'अर्गानिक'],
  ['Premium', ''],
  ['', ''],
] as const;
const BRANDS = ['Himal', 'Sagar', ''];
const UNITS = ['1 kg', '500 g', '1 l', '2 kg'];
const NOTES = ['Goes well with rice and dal.', 'A tea-time favourite.', 'Fresh from the hills.'];

/** A deterministic catalogue: product i's parts are picked by i, so every run is the same. */
function catalogue(categoryId: number, count: number): ProductFixture[] {
  const pick = <T>(list: readonly T[], i: number, step: number) => list[Math.floor(i / step) % list.length]!;
  return Array.from({ length: count }, (_, i) => {
    const [base, baseNe] = pick(BASES, i, 1);
    const [origin, originNe] = pick(ORIGINS, i, 11);
    const [qualifier, qualifierNe] = pick(QUALIFIERS, i, 33);
    const brand = pick(BRANDS, i, 7);
    const unit = pick(UNITS, i, 5);
    return {
      title: [brand, origin, qualifier, base, unit].filter(Boolean).join(' '),
      nepaliTitle: [originNe, qualifierNe, baseNe].filter(Boolean).join(' '),
      description: `${base} from ${origin || 'Nepal'}. ${pick(NOTES, i, 3)}`,
      categoryId,
      unit,
      // About one in six sold out.
      stock: (i * 7) % 6 === 0 ? 0 : 1 + (i % 9),
      isOrganic: qualifier === 'Organic',
      sellingPricePaisa: 5_000 + (i % 13) * 1_000,
      markedPricePaisa: 20_000,
    };
  });
}

const QUERIES = [
  'rice',
  'Rice',
  'dal',
  'tea',
  'ghee',
  'chamal',
  'चामल',
  'दाल',
  'chiya',
  'चिया',
  'ilam',
  'इलाम',
  'organic',
  'ilam rice',
  'jumla chamal',
  'basmati rice',
  'musuro dal',
  'green tea',
  'organic rice',
  'ilam organic rice',
  'rice 1 kg',
  '1 kg rice',
  'dal 500 g',
  '1 kg',
  'ricee',
  'chamall',
  'daal',
  'basmati rcie',
  'grean tea',
  'price',
  'rice flour',
  'himal',
  'sagar ghee',
  'premium ghee',
];
const PAGES: [pageSize: number, page: number][] = [
  [5, 1],
  [5, 2],
  [5, 3],
  [5, 7],
  [10, 1],
  [10, 2],
  [24, 1],
  [24, 2],
];
const REFINES: ListRefine[] = [
  {},
  { inStock: true },
  { organic: true },
  { minPaisa: 8_000, maxPaisa: 12_000 },
];

describe.each(DB_KINDS)('the search page from title_word_ranks on %s', (kind) => {
  let t: TestApp;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'empty' });
    categoryId = (await insertCategory(t.database.db, { title: 'Groceries', nepaliTitle: 'किराना' })).id;
    const inserted = await insertProducts(t.database.db, catalogue(categoryId, 700));
    // One in twelve hidden by staff.
    const hidden = inserted.filter((_, i) => i % 12 === 5).map((p) => p.id);
    await t.database.db.update(products).set({ active: false }).where(inArray(products.id, hidden));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Compares both paths for every query, page and filter; answers how many pages the fast path proved. */
  async function compareAll(): Promise<number> {
    const db = t.database.db;
    let proved = 0;
    for (const q of QUERIES) {
      const plan = (await planSearch(db, q))!;
      for (const refine of REFINES) {
        for (const [pageSize, page] of PAGES) {
          const offset = (page - 1) * pageSize;
          const fast = await listTopTitleMatches(db, plan.filter, plan.order, pageSize, offset, refine);
          if (!fast) continue;
          proved += 1;
          const full = await listProducts(db, plan.filter, plan.order, pageSize, offset, refine);
          expect(
            fast.map((r) => r.id),
            `${q} ${JSON.stringify(refine)} page ${page} of ${pageSize}`,
          ).toEqual(full.map((r) => r.id));
          expect(fast).toEqual(full);
        }
      }
    }
    return proved;
  }

  it('gives exactly the full ranking’s page wherever it answers, and answers for common words', async () => {
    const proved = await compareAll();
    // Single words, phrases, typos, Devanagari, with and without filters: most pages are proved.
    expect(proved).toBeGreaterThan(150);
  }, 300_000);

  it('answers the page the API sends, in the same order', async () => {
    for (const q of ['rice', 'chamal', 'ricee', 'चामल', 'rice 1 kg', 'ilam rice']) {
      const plan = (await planSearch(t.database.db, q))!;
      for (const page of [1, 2, 3]) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/v1/products/?q=${encodeURIComponent(q)}&page=${page}&page_size=5`,
        });
        expect(res.statusCode).toBe(200);
        const full = await listProducts(t.database.db, plan.filter, plan.order, 5, (page - 1) * 5);
        expect(
          (res.json() as { results: { id: number }[] }).results.map((p) => p.id),
          `${q} page ${page}`,
        ).toEqual(full.map((r) => r.id));
      }
    }
  });

  it('stays exact after products sell out, come back, are hidden, retitled and deleted', async () => {
    const db = t.database.db;
    const all = await db
      .select({ id: products.id, title: products.title })
      .from(products)
      .orderBy(products.id);
    const ids = (every: number, from: number) => all.filter((_, i) => i % every === from).map((p) => p.id);
    await db
      .update(products)
      .set({ stock: 0 })
      .where(inArray(products.id, ids(10, 1)));
    await db
      .update(products)
      .set({ stock: 4 })
      .where(inArray(products.id, ids(6, 0)));
    await db
      .update(products)
      .set({ active: false })
      .where(inArray(products.id, ids(17, 3)));
    await db
      .update(products)
      .set({ active: true })
      .where(inArray(products.id, ids(24, 5)));
    // A longer or shorter title (and its search text, as the console writes them), and one whose
    // title changes length but not its search text (spaces the normal form collapses).
    for (const p of all.filter((_, i) => i % 19 === 2)) {
      const title = p.title.startsWith('Rice') ? `Jumla ${p.title}` : p.title.replace(/^\w+ /, '');
      await db
        .update(products)
        .set({
          title,
          searchText: productSearchText({
            title,
            nepaliTitle: '',
            description: 'retitled',
            categoryTitle: 'Groceries',
            aliases: '',
            unit: '1 kg',
          }),
        })
        .where(inArray(products.id, [p.id]));
    }
    await db
      .update(products)
      .set({ title: sql`replace(${products.title}, ' ', '  ')` })
      .where(inArray(products.id, ids(23, 4)));
    await db.delete(products).where(inArray(products.id, ids(29, 7)));
    expect(await compareAll()).toBeGreaterThan(150);
  }, 300_000);

  it('knows a one-word total is beyond the cap only when the capped count says so, with its answer', async () => {
    const db = t.database.db;
    let beyond = 0;
    for (const q of QUERIES) {
      const plan = (await planSearch(db, q))!;
      for (const cap of [5, 40, 100, 1_000]) {
        const counted = await countProductsCapped(db, plan.filter, {}, cap);
        if (await manyTitleMatches(db, plan.filter, plan.order, cap)) {
          beyond += 1;
          expect(counted.estimated, `${q} beyond ${cap}`).toBe(true);
          expect(await estimatedProductCount(db, plan.filter, {}, cap)).toEqual(counted);
        }
      }
    }
    expect(beyond).toBeGreaterThan(10);
  });
});
