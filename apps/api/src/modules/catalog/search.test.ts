import {
  CATALOGUE_FOR_SEARCH,
  CATALOGUE_SEARCHES,
  type CatalogueName,
  paginated,
  quantityToken,
  ProductSummarySchema,
  searchCatalogue,
  searchTerms,
  SuggestResponseSchema,
} from '@kandamul/domain';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, DB_KINDS, type TestApp } from '../../../test/helpers';
import { queryRows } from '../../db/client';
import { products } from '../../db/schema';
import {
  insertCategory,
  insertProducts,
  type InsertedProduct,
} from '../../../test/fixtures/catalog.fixtures';
import {
  countProductsCapped,
  everyMatch,
  listProducts,
  type ProductFilter,
  suggestProducts,
  titleWordsStarting,
} from './catalog.repo';
import { suggest as suggestIn } from './catalog.service';
import { productSearchText, upgradeSearchText } from './search-text';

const API = '/api/v1';
const ProductPage = paginated(ProductSummarySchema).extend({
  did_you_mean: SuggestResponseSchema.shape.did_you_mean.optional(),
  count_estimated: z.boolean().optional(),
});
const NAMES = Object.keys(CATALOGUE_FOR_SEARCH) as CatalogueName[];

describe.each(DB_KINDS)('typo-tolerant search and suggestions on %s', (kind) => {
  let t: TestApp;
  const byName = new Map<CatalogueName, InsertedProduct>();
  const nameOf = new Map<number, CatalogueName>();
  const categoryIds = new Map<string, number>();
  const get = (url: string) => t.app.inject({ method: 'GET', url: `${API}${url}` });
  const search = async (q: string) => {
    const res = await get(`/products/?page_size=100&q=${encodeURIComponent(q)}`);
    expect(res.statusCode, q).toBe(200);
    return ProductPage.parse(res.json());
  };
  const suggest = async (q: string) => {
    const res = await get(`/products/suggest/?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, q).toBe(200);
    return SuggestResponseSchema.parse(res.json());
  };
  const names = (list: { id: number }[]) => list.map((p) => nameOf.get(p.id) ?? `#${p.id}`);
  // Deletes products a test added, and the search_terms only they held (words linger by design,
  // docs/decisions/015; the vocabulary test below expects only the towels' to).
  const removeProducts = async (ids: number[], earlierTexts: string[] = []) => {
    const db = t.database.db;
    const gone = await db
      .select({ text: products.searchText })
      .from(products)
      .where(inArray(products.id, ids));
    await db.delete(products).where(inArray(products.id, ids));
    const left = await db.select({ text: products.searchText }).from(products);
    const kept = new Set(left.flatMap((r) => searchTerms(r.text)));
    const texts = [...gone.map((r) => r.text), ...earlierTexts];
    const only = [...new Set(texts.flatMap((text) => searchTerms(text)))].filter((w) => !kept.has(w));
    for (const w of only) await db.execute(sql`delete from search_terms where term = ${w}`);
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'empty' });
    const db = t.database.db;
    for (const p of Object.values(CATALOGUE_FOR_SEARCH)) {
      if (!categoryIds.has(p.category)) {
        const nepali = p.category === 'Vegetables' ? 'तरकारी' : p.category;
        // Pulses sit under Grains & Rice, for the subcategory filter.
        const parentId = p.category === 'Pulses' ? categoryIds.get('Grains & Rice') : undefined;
        categoryIds.set(
          p.category,
          (await insertCategory(db, { title: p.category, nepaliTitle: nepali, parentId })).id,
        );
      }
    }
    const inserted = await insertProducts(
      db,
      NAMES.map((name, i) => {
        const p: (typeof CATALOGUE_FOR_SEARCH)[CatalogueName] = CATALOGUE_FOR_SEARCH[name];
        return {
          // Rs 50, 100, 150…; every other one organic; later ones newer; the 500 ml ghee sold out.
          sellingPricePaisa: (i + 1) * 5_000,
          markedPricePaisa: (i + 1) * 6_000,
          isOrganic: i % 2 === 0,
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
          stock: name === 'gheeSmall' ? 0 : 10,
          title: p.title,
          nepaliTitle: p.nepaliTitle,
          description: p.description,
          categoryId: categoryIds.get(p.category)!,
          aliases: 'aliases' in p ? p.aliases.join(' ') : '',
          unit: 'unit' in p ? p.unit : '',
        };
      }),
    );
    inserted.forEach((p, i) => {
      byName.set(NAMES[i]!, p);
      nameOf.set(p.id, NAMES[i]!);
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /products/?q= follows the domain rule (searchCatalogue)', () => {
    it.each(CATALOGUE_SEARCHES)('%j finds %j', async (query, expected) => {
      const page = await search(query);
      expect(names(page.results).sort()).toEqual([...expected].sort());
      const reference = searchCatalogue(
        NAMES.map((name) => ({ ...CATALOGUE_FOR_SEARCH[name], name })),
        query,
      ).map((p) => p.name);
      expect(names(page.results).sort()).toEqual(reference.sort());
    });

    it('ranks a word-start title match before a match inside a word or in the description', async () => {
      // Taro (पिँडालु, pindaalu/pindalu) and Kodalo hold 'dal' inside a word; the lentils start with it.
      const dal = names((await search('dal')).results);
      expect(dal[0]).toBe('lentils');
      expect(dal.slice(1).sort()).toEqual(['kodalo', 'taro']);
      expect(names((await search('aalu')).results)[0]).toBe('potato');
      // Widened to its romanised spelling 'alu', which starts a word of रातो आलु (rato alu).
      expect(names((await search('आलू')).results)[0]).toBe('potato');
      expect(names((await search('tomatto')).results)).toEqual(['tomato']);
    });

    it('lists what is in stock before what is sold out', async () => {
      await t.database.db
        .update(products)
        .set({ stock: 0 })
        .where(sql`${products.id} = ${byName.get('lentils')!.id}`);
      try {
        expect(names((await search('dal')).results)[2]).toBe('lentils');
      } finally {
        await t.database.db
          .update(products)
          .set({ stock: 10 })
          .where(sql`${products.id} = ${byName.get('lentils')!.id}`);
      }
    });

    it('counts a search exactly up to 10,000 matches and says when the total is an estimate beyond (docs/decisions/042)', async () => {
      const dal = await search('dal');
      expect(dal.count).toBe(3);
      expect(dal.count_estimated).toBe(false);
      const filter = { kind: 'search' as const, forms: [['dal']], quantities: [] };
      expect(await countProductsCapped(t.database.db, filter)).toEqual({ count: 3, estimated: false });
      // Above the cap an estimate from a sample of the table stands in, never below what was counted
      // (the test catalogue is a page or two: its 1 % sample is a page, or none).
      const capped = await countProductsCapped(t.database.db, filter, undefined, 2);
      expect(capped.estimated).toBe(true);
      expect(capped.count).toBeGreaterThanOrEqual(3);
      // The shopper's filters count too.
      expect(await countProductsCapped(t.database.db, filter, { maxPaisa: 0 })).toEqual({
        count: 0,
        estimated: false,
      });
    });

    it('finds nothing at once for a word left with no form any product can hold (docs/decisions/042)', async () => {
      const db = t.database.db;
      // planSearch leaves out the forms no vocabulary word contains; a word with none left is `false`.
      const none = { kind: 'search' as const, forms: [['dal'], []], quantities: [] };
      expect(await countProductsCapped(db, none)).toEqual({ count: 0, estimated: false });
      expect(await suggestProducts(db, none, { kind: 'relevance', forms: [['dal'], ['xqzvw']] }, 8)).toEqual(
        [],
      );
      // Through the API, as before: a word with no close term finds nothing; a Devanagari spelling
      // nobody wrote is found through its romanised forms.
      expect((await search('dal xqzvw')).count).toBe(0);
      expect((await suggest('dal xqzvw')).products).toEqual([]);
      expect(names((await search('आलू')).results)[0]).toBe('potato');
      expect(names((await suggest('आलू')).products)[0]).toBe('potato');
    });

    it('answers did_you_mean with the closest query that finds something, only when nothing is found', async () => {
      const miss = await search('tmtoes');
      expect(miss.count).toBe(0);
      expect(miss.did_you_mean).toBe('tomatoes');
      const none = await search('xqzvw');
      expect(none.did_you_mean).toBeNull();
      const hit = await search('tomato');
      expect(hit.did_you_mean).toBeUndefined();
      // Blank queries find nothing and suggest nothing, as before.
      expect((await get('/products/?q=%20')).json()).toEqual({
        count: 0,
        next: null,
        previous: null,
        results: [],
      });
    });
  });

  describe('sorting and filters', () => {
    const pageOf = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      return ProductPage.parse(res.json());
    };
    const prices = (page: { results: { price: number }[] }) => page.results.map((p) => p.price);

    it('sorts a search by price both ways and by newest', async () => {
      const asc = await pageOf('/products/?q=e&sort=price_asc&page_size=100');
      expect(asc.count).toBeGreaterThan(3);
      expect(prices(asc)).toEqual([...prices(asc)].sort((a, b) => a - b));
      const desc = await pageOf('/products/?q=e&sort=price_desc&page_size=100');
      expect(prices(desc)).toEqual([...prices(asc)].reverse());
      const newest = await pageOf('/products/?q=e&sort=newest&page_size=100');
      const dates = newest.results.map((p) => p.created_on);
      expect(dates).toEqual([...dates].sort().reverse());
      // relevance is the search's own order
      const relevance = await pageOf('/products/?q=dal&sort=relevance');
      expect(names(relevance.results)[0]).toBe('lentils');
    });

    it('filters by stock, organic, price range and subcategory, and keeps them in the page links', async () => {
      const ghee = await pageOf('/products/?q=ghee&in_stock=1');
      expect(names(ghee.results)).toEqual(['gheeLitre']);
      const organic = await pageOf('/products/?q=e&organic=true&page_size=100');
      expect(organic.results.length).toBeGreaterThan(0);
      expect(organic.results.every((p) => p.isOrganic)).toBe(true);
      const range = await pageOf('/products/?q=e&min_price=100&max_price=200&page_size=100');
      expect(range.results.length).toBeGreaterThan(0);
      expect(range.results.every((p) => p.price >= 100 && p.price <= 200)).toBe(true);
      const paged = await pageOf('/products/?q=e&organic=1&sort=price_asc&page_size=1');
      expect(Object.fromEntries(new URL(paged.next!, 'http://x').searchParams)).toMatchObject({
        q: 'e',
        organic: '1',
        sort: 'price_asc',
        page: '2',
      });

      const grains = categoryIds.get('Grains & Rice')!;
      const pulses = categoryIds.get('Pulses')!;
      const all = await pageOf(`/category/product/${grains}/`);
      expect(names(all.results).sort()).toEqual(['basmati', 'lentils']);
      const sub = await pageOf(`/category/product/${grains}/?subcategory=${pulses}`);
      expect(names(sub.results)).toEqual(['lentils']);
      // A subcategory outside the listing's category finds nothing rather than other products.
      const outside = await pageOf(`/category/product/${grains}/?subcategory=${categoryIds.get('Dairy')!}`);
      expect(outside.count).toBe(0);
      const dearFirst = await pageOf(`/category/product/${grains}/?sort=price_desc`);
      expect(names(dearFirst.results)).toEqual(['lentils', 'basmati']);
    });

    it.each(['sort=cheapest', 'in_stock=yes', 'min_price=-1', 'subcategory=0', 'max_price=abc'])(
      'refuses %s with 400',
      async (param) => {
        const res = await get(`/products/?q=e&${param}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('VALIDATION');
      },
    );

    it("recommends from the query's own categories (GET /list/for/you/?q=), every category without a match", async () => {
      const forGhee = await pageOf('/list/for/you/?q=ghee&page_size=100');
      expect(forGhee.results.length).toBeGreaterThan(0);
      expect(new Set(forGhee.results.map((p) => p.category))).toEqual(new Set(['Dairy']));
      const forTomato = await pageOf('/list/for/you/?q=tomatto&page_size=100');
      expect(new Set(forTomato.results.map((p) => p.category))).toEqual(new Set(['Vegetables']));
      const none = await pageOf('/list/for/you/?q=xqzvw&page_size=100');
      expect(none.count).toBeGreaterThan(forGhee.count);
    });
  });

  describe('GET /products/suggest/', () => {
    it('answers products, categories and did_you_mean in the shared shape', async () => {
      const body = await suggest('tomatto');
      expect(names(body.products)).toEqual(['tomato']);
      expect(body.categories).toEqual([
        { id: categoryIds.get('Vegetables')!, title: 'Vegetables', nepali_title: 'तरकारी' },
      ]);
      expect(body.did_you_mean).toBeNull();
      expect(Object.keys(body.products[0]!).sort()).toEqual(Object.keys(ProductSummarySchema.shape).sort());
    });

    it('finds in both scripts, and names the categories a query holds first', async () => {
      expect(names((await suggest('आलु')).products)).toEqual(['potato']);
      expect(names((await suggest('alu')).products)[0]).toBe('potato');
      const veg = await suggest('तरकारी');
      expect(veg.categories[0]?.title).toBe('Vegetables');
    });

    it('shows at most 8 products and 3 categories, in the order of the search page', async () => {
      const extra = await insertProducts(
        t.database.db,
        Array.from({ length: 10 }, (_, i) => ({
          title: `Kitchen Towel ${i + 1}`,
          categoryId: categoryIds.get(i % 2 ? 'Tools' : 'Dairy')!,
        })),
      );
      try {
        const many = await search('towel');
        expect(many.count).toBe(10);
        const body = await suggest('towel');
        expect(body.products).toHaveLength(8);
        expect(body.categories.length).toBeLessThanOrEqual(3);
        expect(body.products.map((p) => p.id)).toEqual(many.results.slice(0, 8).map((p) => p.id));
      } finally {
        await t.database.db.delete(products).where(
          inArray(
            products.id,
            extra.map((p) => p.id),
          ),
        );
      }
    });

    it('ranks suggestions among a capped pool that always holds the title matches (docs/decisions/034)', async () => {
      // Napkins that only mention towels come first in the table, so a pool of 2 taken in table
      // order would hold no towel at all; the pool of title matches brings the towels in.
      const extra = await insertProducts(t.database.db, [
        ...Array.from({ length: 3 }, (_, i) => ({
          title: `Cotton Napkin ${i + 1}`,
          description: 'Soft as a towel.',
          categoryId: categoryIds.get('Tools')!,
        })),
        { title: 'Hand Towel', stock: 0, categoryId: categoryIds.get('Tools')! },
        { title: 'Bath Towel', categoryId: categoryIds.get('Tools')! },
      ]);
      try {
        const forms = [['towel']];
        const rows = await suggestProducts(
          t.database.db,
          { kind: 'search', forms, quantities: [] },
          { kind: 'relevance', forms },
          8,
          2,
        );
        // Bounded: at most the two pools. The title match in stock first; the sold-out towel last.
        expect(rows.map((r) => r.title)).toEqual([
          'Bath Towel',
          'Cotton Napkin 1',
          'Cotton Napkin 2',
          'Hand Towel',
        ]);
        // The whole catalogue below the pool's size: the same order as the search page.
        const all = await suggestProducts(
          t.database.db,
          { kind: 'search', forms, quantities: [] },
          { kind: 'relevance', forms },
          8,
        );
        expect(all.map((r) => r.id)).toEqual((await search('towel')).results.map((p) => p.id));
      } finally {
        await t.database.db.delete(products).where(
          inArray(
            products.id,
            extra.map((p) => p.id),
          ),
        );
      }
    });

    it("keeps each product's title words in product_words as products are written (docs/decisions/037)", async () => {
      const db = t.database.db;
      const wordsOf = async (id: number) =>
        (
          await queryRows<{ words: string[] }>(
            db,
            sql`select words from product_words where product_id = ${id}`,
          )
        )[0]?.words
          .slice()
          .sort();
      let firstText = '';
      const [added] = await insertProducts(db, [
        {
          title: 'Quokka Crisps (Salted)',
          nepaliTitle: 'क्वोका चिप्स',
          unit: '500 g',
          categoryId: categoryIds.get('Tools')!,
        },
      ]);
      try {
        const [row] = await queryRows<{ titles: string; text: string }>(
          db,
          sql`select search_titles as titles, search_text as text from products where id = ${added!.id}`,
        );
        firstText = row!.text;
        // Exactly the words of search_titles (English, Devanagari and romanised, brackets gone) and
        // the pack-size token.
        const expected = [
          ...new Set([...row!.titles.split(' ').filter(Boolean), quantityToken({ amount: 500, base: 'g' })]),
        ].sort();
        expect(await wordsOf(added!.id)).toEqual(expected);
        expect(expected).toEqual(expect.arrayContaining(['quokka', 'crisps', 'salted', 'क्वोका']));
        expect((await titleWordsStarting(db, [['quok'], ['salt', 'zzzz']])).map((w) => w.sort())).toEqual([
          ['quokka'],
          ['salted'],
        ]);
        // A new title: the old words leave, the new ones arrive.
        await db
          .update(products)
          .set({
            searchText: productSearchText({
              title: 'Wombat Crackers',
              nepaliTitle: '',
              description: 'Crunchy.',
              categoryTitle: 'Tools',
              aliases: '',
              unit: '',
            }),
          })
          .where(sql`${products.id} = ${added!.id}`);
        expect(await wordsOf(added!.id)).toEqual(['crackers', 'wombat']);
        expect((await titleWordsStarting(db, [['wom']]))[0]).toEqual(['wombat']);
      } finally {
        await removeProducts([added!.id], [firstText]);
      }
      // Deleted with its product.
      expect(await wordsOf(added!.id)).toBeUndefined();
    });

    it("keeps each product's active and in-stock flags in product_words, and suggestions follow them (docs/decisions/042)", async () => {
      const db = t.database.db;
      const tools = categoryIds.get('Tools')!;
      const flagsOf = async (id: number) =>
        (
          await queryRows<{ active: boolean; in_stock: boolean }>(
            db,
            sql`select active, in_stock from product_words where product_id = ${id}`,
          )
        )[0];
      const extra = await insertProducts(db, [
        // Ten in stock: with one sold out, nine still fill the in-stock pool, which then alone is ranked.
        ...Array.from({ length: 10 }, (_, i) => ({ title: `Quillwort Jam ${i + 1}`, categoryId: tools })),
        { title: 'Quillwort Jam Sold', stock: 0, categoryId: tools },
      ]);
      const first = extra[0]!.id;
      const sold = extra[10]!.id;
      const suggested = async () => (await suggest('quillwort')).products.map((p) => p.id);
      try {
        // Written with the product by the insert trigger.
        expect(await flagsOf(first)).toEqual({ active: true, in_stock: true });
        expect(await flagsOf(sold)).toEqual({ active: true, in_stock: false });
        expect(await suggested()).toContain(first);
        expect(await suggested()).not.toContain(sold);
        // A sale that leaves stock above zero changes nothing; the last one sold, or a hidden
        // product, leaves the pool at once; back in stock or shown again, it returns.
        await db.execute(sql`update products set stock = stock - 1 where id = ${first} and stock > 1`);
        expect(await flagsOf(first)).toEqual({ active: true, in_stock: true });
        await db.execute(sql`update products set stock = 0 where id = ${first}`);
        expect(await flagsOf(first)).toEqual({ active: true, in_stock: false });
        expect(await suggested()).not.toContain(first);
        await db.execute(sql`update products set stock = 5, active = false where id = ${sold}`);
        expect(await flagsOf(sold)).toEqual({ active: false, in_stock: true });
        expect(await suggested()).not.toContain(sold);
        expect((await search('quillwort')).results.map((p) => p.id)).not.toContain(sold);
        await db.execute(sql`update products set stock = 3, active = true where id in (${first}, ${sold})`);
        expect(await flagsOf(first)).toEqual({ active: true, in_stock: true });
        expect(await flagsOf(sold)).toEqual({ active: true, in_stock: true });
        expect(await suggested()).toEqual(expect.arrayContaining([first]));
        expect((await search('quillwort')).results.map((p) => p.id)).toContain(sold);
      } finally {
        await removeProducts(extra.map((p) => p.id));
      }
    });

    it("keeps each product's vocabulary and marked title words in product_terms as products are written (docs/decisions/050)", async () => {
      const db = t.database.db;
      const termsOf = async (id: number) =>
        (
          await queryRows<{ terms: string[]; active: boolean }>(
            db,
            sql`select terms, active from product_terms where product_id = ${id}`,
          )
        ).map((r) => ({ terms: r.terms.slice().sort(), active: r.active }))[0];
      // What it must hold: the domain's vocabulary words of the text and product_words' words marked.
      const expectedOf = async (id: number) => {
        const [row] = await queryRows<{ text: string; words: string[] }>(
          db,
          sql`select p.search_text as text, w.words from products p join product_words w on w.product_id = p.id where p.id = ${id}`,
        );
        return [...new Set([...searchTerms(row!.text), ...row!.words.map((w) => `\uE000${w}`)])].sort();
      };
      const texts: string[] = [];
      const [added] = await insertProducts(db, [
        {
          title: 'Quokka Crisps (Salted)',
          nepaliTitle: 'क्वोका चिप्स',
          description: 'Crunchy, from Ilam.',
          unit: '500 g',
          categoryId: categoryIds.get('Tools')!,
        },
      ]);
      const id = added!.id;
      try {
        const first = await termsOf(id);
        expect(first?.terms).toEqual(await expectedOf(id));
        expect(first?.terms).toEqual(
          expect.arrayContaining([
            'crisps',
            'crunchy',
            'ilam',
            '\uE000salted',
            `\uE000${quantityToken({ amount: 500, base: 'g' })}`,
          ]),
        );
        expect(first?.active).toBe(true);
        texts.push(
          (
            await db
              .select({ text: products.searchText })
              .from(products)
              .where(sql`${products.id} = ${id}`)
          )[0]!.text,
        );
        // A new search text replaces the words; hiding the product clears `active`; stock writes nothing.
        await db
          .update(products)
          .set({
            searchText: productSearchText({
              title: 'Wombat Crackers',
              nepaliTitle: '',
              description: 'Crisp.',
              categoryTitle: 'Tools',
              aliases: '',
              unit: '',
            }),
          })
          .where(sql`${products.id} = ${id}`);
        expect((await termsOf(id))?.terms).toEqual(await expectedOf(id));
        expect((await termsOf(id))?.terms).not.toContain('crunchy');
        await db.execute(sql`update products set active = false, stock = 0 where id = ${id}`);
        expect((await termsOf(id))?.active).toBe(false);
        await db.execute(sql`update products set active = true where id = ${id}`);
        expect((await termsOf(id))?.active).toBe(true);
      } finally {
        await removeProducts([id], texts);
      }
      // Deleted with its product.
      expect(await termsOf(id)).toBeUndefined();
    });

    it('finds every match of a small fallback pool from product_terms, exactly what the trigram filter finds (docs/decisions/050)', async () => {
      const db = t.database.db;
      const rows = await queryRows<{ id: number; text: string; titles: string }>(
        db,
        sql`select id, search_text as text, search_titles as titles from products`,
      );
      const vocabulary = [...new Set(rows.flatMap((r) => searchTerms(r.text)))];
      // Forms: three letters from the start and the middle of every vocabulary word, the whole word,
      // and spellings no product holds; short words: the first one and two letters of every title
      // word; pack sizes: every product's, and one no product has.
      const forms = [
        ...new Set(
          vocabulary.flatMap((w) => {
            const c = [...w];
            const mid = Math.floor(c.length / 2);
            return [c.slice(0, 3).join(''), c.slice(Math.max(0, mid - 1), mid + 2).join(''), w];
          }),
        ),
        'zqx',
        'tomatoez',
      ];
      const titleWords = [...new Set(rows.flatMap((r) => r.titles.split(' ').filter(Boolean)))];
      const starts = [
        ...new Set(titleWords.flatMap((w) => [[...w].slice(0, 1).join(''), [...w].slice(0, 2).join('')])),
      ];
      const sizes = [
        ...new Set(rows.flatMap((r) => (r.text.split('\n')[6] ?? '').split(' ').filter(Boolean))),
        quantityToken({ amount: 7000, base: 'g' }),
      ];
      const filters: Extract<ProductFilter, { kind: 'search' }>[] = [
        ...forms.map((f) => ({ kind: 'search' as const, forms: [[f]], quantities: [] })),
        ...starts.map((w) => ({ kind: 'search' as const, forms: [], quantities: [], titleStarts: [w] })),
        ...sizes.map((q) => ({ kind: 'search' as const, forms: [], quantities: [q] })),
        // Words together, a word of two forms, a short word or a pack size with a word.
        ...forms.map((f, i) => ({
          kind: 'search' as const,
          forms: [[f, forms[(i * 7 + 3) % forms.length]!], [forms[(i * 13 + 5) % forms.length]!]],
          quantities: i % 3 === 0 ? [sizes[i % sizes.length]!] : [],
          titleStarts: i % 2 === 0 ? [starts[i % starts.length]!] : [],
        })),
      ];
      let found = 0;
      for (const filter of filters) {
        const trigram = (await listProducts(db, filter, { kind: 'newest' }, 10_000)).map((r) => r.id).sort();
        const exact = await everyMatch(db, filter, 10_000);
        expect(exact?.slice().sort(), JSON.stringify(filter)).toEqual(trigram);
        if (trigram.length) found += 1;
      }
      expect(found).toBeGreaterThan(filters.length / 3);
      // More than the pool: not this path's to choose which (the trigram path keeps its first ones).
      expect(await everyMatch(db, { kind: 'search', forms: [['a']], quantities: [] }, 2)).toBeUndefined();
      // A form the vocabulary does not decide (digits) stays on the trigram path.
      expect(
        await everyMatch(db, { kind: 'search', forms: [['1 kg']], quantities: [] }, 200),
      ).toBeUndefined();
      // Hidden products are in no pool.
      const [hidden] = await insertProducts(db, [
        { title: 'Xylocarp Marmalade', categoryId: categoryIds.get('Tools')! },
      ]);
      try {
        expect(await everyMatch(db, { kind: 'search', forms: [['xylocarp']], quantities: [] }, 200)).toEqual([
          hidden!.id,
        ]);
        await db.execute(sql`update products set active = false where id = ${hidden!.id}`);
        expect(await everyMatch(db, { kind: 'search', forms: [['xylocarp']], quantities: [] }, 200)).toEqual(
          [],
        );
      } finally {
        await removeProducts([hidden!.id]);
      }
    });

    it('answers every suggestion as the trigram fallback does: products, categories and did_you_mean (docs/decisions/050)', async () => {
      const db = t.database.db;
      const words = CATALOGUE_SEARCHES.map(([query]) => query);
      const queries = [
        ...new Set([
          ...words,
          ...words.flatMap((q) =>
            [...Array([...q].length - 1).keys()].map((i) => [...q].slice(0, i + 2).join('')),
          ),
          'tmtoes',
          'chamal 1 kg',
          '500 g मह',
          'organic ri',
          'zzqx',
          '%',
        ]),
      ];
      for (const q of queries) expect(await suggestIn(db, q, true), q).toEqual(await suggestIn(db, q, false));
    });

    it('suggests from the title words when enough in-stock titles match, in the order of the search page', async () => {
      const db = t.database.db;
      const tools = categoryIds.get('Tools')!;
      const extra = await insertProducts(db, [
        // Three sold out first in the table: a pool of 3 taken in table order holds only them.
        ...Array.from({ length: 3 }, () => ({ title: 'Zelkova Crunch', stock: 0, categoryId: tools })),
        // Ten in stock whose titles hold both words, of different lengths (shortest ranks first).
        ...Array.from({ length: 10 }, (_, i) => ({
          title: `Zelkova Crunch ${'x'.repeat(10 - i)}`,
          categoryId: tools,
        })),
        { title: 'Zelkova Crunch', stock: 0, categoryId: tools },
        { title: 'Plain Biscuit', description: 'Zelkova crunch flavour.', categoryId: tools },
        { title: 'Zelkova Tea', categoryId: tools },
      ]);
      try {
        for (const q of ['zelk', 'zelkova cru', 'zelkova crunch', 'crunch zel', 'zelkvoa crunch']) {
          const got = (await suggest(q)).products.map((p) => p.id);
          expect(got, q).toHaveLength(8);
          expect(got, q).toEqual((await search(q)).results.slice(0, 8).map((p) => p.id));
        }
        // Shortest in-stock title first; neither the sold-out one nor the description-only match.
        const titles = (await suggest('zelkova cru')).products.map((p) => p.title);
        expect(titles[0]).toBe(`Zelkova Crunch x`);
        expect(titles).not.toContain('Zelkova Crunch');
        expect(titles).not.toContain('Plain Biscuit');
        // Bounded pool: the title words' pool holds only products in stock, so even a pool of 3
        // finds 3 in stock (the pool of any match, taken in table order, held the sold-out three).
        const forms = [['zelkova'], ['crunch']];
        const few = await suggestProducts(
          db,
          { kind: 'search', forms, quantities: [] },
          { kind: 'relevance', forms },
          3,
          3,
        );
        expect(few.map((r) => r.stock > 0)).toEqual([true, true, true]);
      } finally {
        await removeProducts(extra.map((p) => p.id));
      }
    });

    it('reads a one- or two-letter word as the start of a title word while typing', async () => {
      // 'ri' starts 'Rice'; the search page also finds it inside words and descriptions.
      expect(names((await suggest('ri')).products)).toEqual(['basmati']);
      expect((await search('ri')).count).toBeGreaterThan(1);
      expect(names((await suggest('to')).products)).toEqual(['tomato']);
    });

    it.each(['', '   ', '%', '_', '\\', "'; drop table products; --", '((', '[a-z]*'])(
      'answers %j without failing',
      async (q) => {
        const body = await suggest(q);
        expect(body.products.length).toBeLessThanOrEqual(8);
      },
    );

    it('answers an empty query with empty lists, even without q', async () => {
      const empty = { products: [], categories: [], did_you_mean: null };
      expect(await suggest('')).toEqual(empty);
      expect((await get('/products/suggest/')).json()).toEqual(empty);
    });

    it('takes a 200-character query and refuses a longer one with 400', async () => {
      const long = `tomato ${'x'.repeat(193)}`;
      expect(long).toHaveLength(200);
      const body = await suggest(long);
      expect(body.products).toEqual([]);
      const res = await get(`/products/suggest/?q=${'a'.repeat(201)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    });

    it('suggests a correction when nothing is found', async () => {
      const body = await suggest('tmtoes');
      expect(body.products).toEqual([]);
      expect(body.did_you_mean).toBe('tomatoes');
    });
  });

  describe('the vocabulary and the search text', () => {
    it('search_terms holds the words of every search text, as the domain reads them', async () => {
      const rows = await queryRows<{ term: string }>(t.database.db, sql`select term from search_terms`);
      const stored = new Set(rows.map((r) => r.term));
      const texts = await t.database.db.select({ text: products.searchText }).from(products);
      const expected = new Set(texts.flatMap((r) => searchTerms(r.text)));
      expect([...expected].filter((term) => !stored.has(term))).toEqual([]);
      // Words of deleted products linger (docs/decisions/015): here those of the towels and napkins
      // earlier tests removed.
      const lingering = [...stored].filter((term) => !expected.has(term)).sort();
      const towels = [
        'bath',
        'cotton',
        'fresh',
        'from',
        'hand',
        'kitchen',
        'napkin',
        'nepal',
        'soft',
        'towel',
      ];
      expect(lingering.filter((w) => !towels.includes(w))).toEqual([]);
    });

    it('brings search texts of the older format up to date at boot', async () => {
      const potato = byName.get('potato')!;
      const full = productSearchText({
        title: potato.fixture.title,
        nepaliTitle: potato.fixture.nepaliTitle!,
        description: potato.fixture.description!,
        categoryTitle: 'Vegetables',
        aliases: '',
        unit: '1 kg',
      });
      const old = full.split('\n').slice(0, 5).join('\n');
      await t.database.db
        .update(products)
        .set({ searchText: old })
        .where(sql`${products.id} = ${potato.id}`);
      expect(names((await search('rato')).results)).toEqual([]);
      expect(await upgradeSearchText(t.database.db)).toBe(1);
      expect(await upgradeSearchText(t.database.db)).toBe(0);
      const [row] = await t.database.db
        .select({ text: products.searchText })
        .from(products)
        .where(sql`${products.id} = ${potato.id}`);
      expect(row?.text).toBe(full);
      expect(names((await search('rato')).results)).toEqual(['potato']);
    });
  });
});
