import {
  CategorySchema,
  HomeDataSchema,
  matchesSearch,
  paginated,
  ProductDetailResponseSchema,
  ProductSchema,
  ProductSummarySchema,
} from '@kandamul/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, DB_KINDS, type TestApp, createTestApp } from '../../../test/helpers';
import { users } from '../../db/schema';
import {
  type InsertedProduct,
  insertBanner,
  insertCategory,
  insertProduct,
  insertProducts,
  insertReview,
} from '../../../test/fixtures/catalog.fixtures';

const API = '/api/v1';
const ProductPage = paginated(ProductSummarySchema);
const SUMMARY_KEYS = Object.keys(ProductSummarySchema.shape).sort();
const BULK = 60;

interface Fixtures {
  veg: number;
  leafy: number;
  grains: number;
  dairy: number;
  spices: number;
  bulk: number;
  potato: InsertedProduct;
  onion: InsertedProduct;
  spinach: InsertedProduct;
  rice: InsertedProduct;
  ghee: InsertedProduct;
  honey: InsertedProduct;
  bulkItems: InsertedProduct[];
  all: InsertedProduct[];
  reviewers: { sita: number; ram: number; hari: number };
}

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 6, 0, 0));

async function buildFixtures(t: TestApp): Promise<Fixtures> {
  const db = t.database.db;
  const grains = (
    await insertCategory(db, { title: 'Grains & Rice', nepaliTitle: 'अन्न', featured: true, position: 0 })
  ).id;
  const veg = (
    await insertCategory(db, { title: 'Vegetables', nepaliTitle: 'तरकारी', featured: true, position: 1 })
  ).id;
  const leafy = (
    await insertCategory(db, { title: 'Leafy Greens', nepaliTitle: 'साग', parentId: veg, position: 0 })
  ).id;
  const dairy = (
    await insertCategory(db, { title: 'Dairy', nepaliTitle: 'दुग्ध', featured: false, position: 2 })
  ).id;
  const spices = (
    await insertCategory(db, { title: 'Spices', nepaliTitle: 'मसला', featured: true, position: 3 })
  ).id;
  const bulk = (
    await insertCategory(db, { title: 'Bulk Goods', nepaliTitle: 'थोक', featured: true, position: 9 })
  ).id;

  // Inserted first so it has the lowest id: ranking by id alone would put it before the potato.
  const spinach = await insertProduct(db, {
    title: 'Spinach Bunch',
    nepaliTitle: 'पालुङ्गो',
    description: 'Fresh green leaves. Goes well with potato curry.',
    categoryId: leafy,
    createdAt: day(15),
  });
  const onion = await insertProduct(db, {
    title: 'Red Onion',
    nepaliTitle: 'प्याज',
    description: 'Onions from Nuwakot.',
    categoryId: veg,
    aliases: 'pyaj',
    createdAt: day(10),
  });
  const potato = await insertProduct(db, {
    title: 'Fresh Potato (Red)',
    nepaliTitle: 'रातो आलु',
    description: 'Locally grown red potatoes from Dolakha, 1 kg pack.',
    categoryId: veg,
    aliases: 'aalu alu',
    sellingPricePaisa: 12_000,
    markedPricePaisa: 15_000,
    stock: 7,
    isOrganic: true,
    todaySpecial: true,
    createdAt: day(20),
    images: ['/media/p/potato-1.webp', '/media/p/potato-2.webp'],
  });
  const rice = await insertProduct(db, {
    title: 'Jeera Masino Rice',
    nepaliTitle: 'जीरा मसिनो चामल',
    description: 'Fine aromatic rice, 5 kg bag. 100% pure.',
    categoryId: grains,
    sellingPricePaisa: null,
    markedPricePaisa: 199_999,
    newArrival: true,
    createdAt: day(18),
  });
  const ghee = await insertProduct(db, {
    title: 'Pure Cow GHEE',
    nepaliTitle: 'शुद्ध गाईको घ्यू',
    description: "Clarified butter_made in small batches. Grandma's recipe, back\\slash included.",
    categoryId: dairy,
    stock: 0,
    createdAt: day(12),
  });
  const honey = await insertProduct(db, {
    title: 'Wild Honey',
    nepaliTitle: 'जङ्गली मह\u200C',
    description: 'Raw honey from the hills.',
    categoryId: dairy,
    createdAt: day(11),
  });
  const bulkItems = await insertProducts(
    db,
    Array.from({ length: BULK }, (_, i) => ({
      title: `Bulk item ${String(i + 1).padStart(2, '0')}`,
      description: `Item number ${i + 1} of the bulk test.`,
      categoryId: bulk,
      todaySpecial: true,
      newArrival: true,
      isOrganic: i % 2 === 0,
      // Older than the named products, and several sharing one timestamp: the order must stay stable.
      createdAt: new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 3))),
      images: [`/media/p/bulk-${i}-a.webp`, `/media/p/bulk-${i}-b.webp`],
    })),
  );

  const sita = await createCustomer(t, { firstName: 'Sita', lastName: 'Sharma' });
  const ram = await createCustomer(t, { firstName: 'Ram', lastName: 'Thapa' });
  const hari = await createCustomer(t, { firstName: 'Hari', lastName: 'Karki' });
  await db.update(users).set({ middleName: 'Bahadur' }).where(eq(users.id, ram.id));
  await insertReview(db, {
    productId: potato.id,
    userId: sita.id,
    rating: 5,
    review: 'Very fresh.',
    createdAt: day(21),
  });
  await insertReview(db, {
    productId: potato.id,
    userId: ram.id,
    rating: 4,
    review: 'Good.',
    createdAt: day(23),
  });
  await insertReview(db, {
    productId: potato.id,
    userId: hari.id,
    rating: 4,
    review: 'Fine.',
    createdAt: day(22),
  });
  for (const [i, item] of bulkItems.entries()) {
    if (i % 3 === 0) await insertReview(db, { productId: item.id, userId: sita.id, rating: 1 + (i % 5) });
  }

  await insertBanner(db, { title: 'Second banner', position: 2 });
  await insertBanner(db, { title: 'First banner', position: 1, link: '/viewallfy' });
  await insertBanner(db, { title: 'Hidden banner', position: 0, active: false });

  return {
    veg,
    leafy,
    grains,
    dairy,
    spices,
    bulk,
    potato,
    onion,
    spinach,
    rice,
    ghee,
    honey,
    bulkItems,
    all: [spinach, onion, potato, rice, ghee, honey, ...bulkItems],
    reviewers: { sita: sita.id, ram: ram.id, hari: hari.id },
  };
}

describe.each(DB_KINDS)('catalogue API on %s', (kind) => {
  let t: TestApp;
  let f: Fixtures;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${API}${url}`, headers });

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'empty' });
    f = await buildFixtures(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /home/data/', () => {
    it('answers banners, specials, new arrivals and featured category carousels', async () => {
      const res = await get('/home/data/');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=30');
      const body = HomeDataSchema.parse(res.json());
      expect(Object.keys(res.json()).sort()).toEqual([
        'banners',
        'categories',
        'new_arrival',
        'today_special',
      ]);
      expect(body.banners.map((b) => b.title)).toEqual(['First banner', 'Second banner']);
      expect(body.today_special[0]!.id).toBe(f.potato.id);
      expect(body.today_special.length).toBe(12);
      expect(body.new_arrival[0]!.id).toBe(f.rice.id);
      // Featured top categories by position; Spices (no products) left out, Dairy not featured.
      expect(body.categories.map((c) => c.id)).toEqual([f.grains, f.veg, f.bulk]);
      const veg = body.categories.find((c) => c.id === f.veg)!;
      expect(veg).toMatchObject({ title: 'Vegetables', nepali_title: 'तरकारी' });
      // Subcategory products count for the top category, newest first.
      expect(veg.products.map((p) => p.id)).toEqual([f.potato.id, f.spinach.id, f.onion.id]);
      expect(body.categories.find((c) => c.id === f.bulk)!.products).toHaveLength(12);
    });

    it('sends list items as card summaries: no descriptions, no gallery, the primary image kept', async () => {
      const home = (await get('/home/data/')).json();
      const potato = (await get(`/product/detail/${f.potato.slug}/`)).json().data;
      const items: Record<string, unknown>[] = [
        ...home.today_special,
        ...home.new_arrival,
        ...home.categories.flatMap((c: { products: unknown[] }) => c.products),
        ...(await get(`/category/product/${f.veg}/`)).json().results,
        ...(await get('/today/special/')).json().results,
        ...(await get('/list/for/you/')).json().results,
        ...(await get('/new/arrival/')).json().results,
        ...(await get('/products/?q=potato')).json().results,
        ...(await get(`/products/?ids=${f.potato.id},${f.rice.id}`)).json().results,
        ...(await get(`/product/detail/${f.spinach.slug}/`)).json().data.recommended_products,
      ];
      expect(items.length).toBeGreaterThan(40);
      for (const item of items) expect(Object.keys(item).sort()).toEqual(SUMMARY_KEYS);
      const listed = home.today_special.find((p: { id: number }) => p.id === f.potato.id);
      expect(listed).toEqual(ProductSummarySchema.parse(potato.product));
      expect(listed.primary_image).toEqual(potato.product.product_images[0]);
      // The detail page still gets the whole product.
      expect(Object.keys(potato.product).sort()).toEqual(Object.keys(ProductSchema.shape).sort());
    });
  });

  describe('GET /banner/', () => {
    it('answers active banners in order under data.results', async () => {
      const res = await get('/banner/');
      expect(res.statusCode).toBe(200);
      const results = res.json().data.results;
      expect(results.map((b: { title: string }) => b.title)).toEqual(['First banner', 'Second banner']);
      expect(results[0]).toMatchObject({
        image: expect.stringMatching(/^\/media\/banners\//),
        link: '/viewallfy',
      });
    });
  });

  describe('categories', () => {
    it('GET /category/featured/ lists featured top categories by position with subcategories', async () => {
      const res = await get('/category/featured/');
      expect(res.statusCode).toBe(200);
      const results = res.json().data.results.map((c: unknown) => CategorySchema.parse(c));
      expect(results.map((c: { id: number }) => c.id)).toEqual([f.grains, f.veg, f.spices, f.bulk]);
      expect(results[1].subcategories).toEqual([{ id: f.leafy, title: 'Leafy Greens', nepali_title: 'साग' }]);
      expect(results[0].subcategories).toEqual([]);
    });

    it('GET /category/all/ lists every top category, subcategories nested', async () => {
      const res = await get('/category/all/');
      expect(res.statusCode).toBe(200);
      const ids = res.json().data.results.map((c: { id: number }) => c.id);
      expect(ids).toEqual([f.grains, f.veg, f.dairy, f.spices, f.bulk]);
      expect(ids).not.toContain(f.leafy);
    });

    it('GET /category/{id}/ answers the category itself, 404 when absent, 400 for a non-id', async () => {
      const res = await get(`/category/${f.leafy}/`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {
          id: f.leafy,
          title: 'Leafy Greens',
          nepali_title: 'साग',
          image: expect.any(String),
          subcategories: [],
        },
      });
      const veg = await get(`/category/${f.veg}/`);
      expect(veg.json().data.subcategories.map((s: { id: number }) => s.id)).toEqual([f.leafy]);

      const missing = await get('/category/999999/');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        code: 'CATEGORY_NOT_FOUND',
        message: 'Category not found.',
        detail: 'Category not found.',
      });
      expect(missing.headers['cache-control']).toBeUndefined();
      for (const bad of ['abc', '0', '-3', '99999999999']) {
        const r = await get(`/category/${bad}/`);
        expect(r.statusCode, bad).toBe(400);
        expect(r.json().code).toBe('VALIDATION');
      }
    });

    it('GET /category/product/{id}/ pages products of the category and its subcategories, newest first', async () => {
      const res = await get(`/category/product/${f.veg}/`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(ProductPage.parse(body).results.map((p) => p.id)).toEqual([
        f.potato.id,
        f.spinach.id,
        f.onion.id,
      ]);
      expect(body).toMatchObject({ count: 3, next: null, previous: null });
      expect(body.category).toEqual({ id: f.veg, title: 'Vegetables', nepali_title: 'तरकारी' });

      const leafy = (await get(`/category/product/${f.leafy}/`)).json();
      expect(leafy.results.map((p: { id: number }) => p.id)).toEqual([f.spinach.id]);
      expect(leafy.category.title).toBe('Leafy Greens');

      const missing = await get('/category/product/999999/');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('CATEGORY_NOT_FOUND');
    });
  });

  describe('pagination', () => {
    it('walks every page once with next/previous links in a stable order', async () => {
      const seen: number[] = [];
      let url: string | null = `${API}/category/product/${f.bulk}/?page_size=25`;
      const pages: { next: string | null; previous: string | null; count: number; results: unknown[] }[] = [];
      while (url) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        const body = ProductPage.parse(res.json());
        pages.push(body);
        seen.push(...body.results.map((p) => p.id));
        url = body.next;
      }
      expect(pages.map((p) => p.results.length)).toEqual([25, 25, 10]);
      expect(pages.every((p) => p.count === BULK)).toBe(true);
      expect(new Set(seen).size).toBe(BULK);
      expect(new Set(seen)).toEqual(new Set(f.bulkItems.map((p) => p.id)));
      expect(pages[0]!.previous).toBeNull();
      const next = new URL(pages[0]!.next!, 'http://x');
      expect(next.pathname).toBe(`${API}/category/product/${f.bulk}/`);
      expect(Object.fromEntries(next.searchParams)).toEqual({ page: '2', page_size: '25' });
      expect(Object.fromEntries(new URL(pages[2]!.previous!, 'http://x').searchParams)).toEqual({
        page: '2',
        page_size: '25',
      });
    });

    it('keeps the query in links and answers a page past the end with no results', async () => {
      const first = (await get('/products/?q=bulk&page_size=50')).json();
      expect(first.count).toBe(BULK);
      expect(Object.fromEntries(new URL(first.next, 'http://x').searchParams)).toEqual({
        q: 'bulk',
        page_size: '50',
        page: '2',
      });
      const beyond = await get('/products/?q=bulk&page_size=50&page=7');
      expect(beyond.statusCode).toBe(200);
      expect(beyond.json()).toMatchObject({ count: BULK, next: null, results: [] });
      expect(new URL(beyond.json().previous, 'http://x').searchParams.get('page')).toBe('2');
      const dflt = (await get('/products/')).json();
      expect(dflt.results).toHaveLength(24);
    });

    it.each([
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['page_size=0', 'page_size'],
      ['page_size=101', 'page_size'],
      ['page_size=x', 'page_size'],
    ])('%s → 400 VALIDATION', async (query, field) => {
      for (const path of ['/products/', '/new/arrival/', `/category/product/${f.veg}/`, '/list/for/you/']) {
        const res = await get(`${path}?${query}`);
        expect(res.statusCode, path).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: { [field]: [expect.any(String)] } });
      }
    });
  });

  describe('product lists', () => {
    it('GET /today/special/ and /new/arrival/ list flagged products, newest first', async () => {
      const special = ProductPage.parse((await get('/today/special/?page_size=100')).json());
      expect(special.count).toBe(BULK + 1);
      expect(special.results[0]!.id).toBe(f.potato.id);
      expect(special.results.map((p) => p.id)).not.toContain(f.rice.id);
      const arrivals = ProductPage.parse((await get('/new/arrival/?page_size=100')).json());
      expect(arrivals.count).toBe(BULK + 1);
      expect(arrivals.results[0]!.id).toBe(f.rice.id);
      const times = arrivals.results.map((p) => Date.parse(p.created_on));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('GET /list/for/you/ lists in-stock products, best rated first', async () => {
      const res = await get('/list/for/you/?page_size=100');
      expect(res.statusCode).toBe(200);
      const body = ProductPage.parse(res.json());
      expect(body.count).toBe(f.all.length - 1);
      expect(body.results.map((p) => p.id)).not.toContain(f.ghee.id);
      expect(body.results.every((p) => p.total_available_quantity > 0)).toBe(true);
      const rated = body.results.filter((p) => p.rating_count > 0).map((p) => p.average_rating);
      expect(rated.length).toBeGreaterThan(5);
      expect(rated).toEqual([...rated].sort((a, b) => b - a));
      // Rated products come before unrated ones.
      const firstUnrated = body.results.findIndex((p) => p.rating_count === 0);
      expect(body.results.slice(firstUnrated).every((p) => p.rating_count === 0)).toBe(true);
    });
  });

  describe('GET /products/ search', () => {
    const search = async (q: string) => {
      const res = await get(`/products/?page_size=100&q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      return ProductPage.parse(res.json());
    };
    const ids = (page: { results: { id: number }[] }) => page.results.map((p) => p.id).sort((a, b) => a - b);

    it.each([
      ['potato', ['potato', 'spinach']],
      ['POTATO', ['potato', 'spinach']],
      ['red potato', ['potato']],
      ['potato onion', []],
      ['veget', ['potato', 'onion']],
      ['dolakha', ['potato']],
      ['aalu', ['potato', 'spinach']], // spinach: पालुङ्गो romanised is paalungo
      ['pyaj', ['onion']],
      ['आलु', ['potato']],
      ['रातो आलु', ['potato']],
      ['चामल', ['rice']],
      ['घ्यू', ['ghee']],
      ['मह', ['honey']],
      ['जङ्\u200Dगली मह', ['honey']],
      ['leafy', ['spinach']],
    ] as const)('%j finds %j', async (q, names) => {
      const page = await search(q);
      expect(ids(page)).toEqual(names.map((n) => f[n].id).sort((a, b) => a - b));
      expect(page.count).toBe(names.length);
    });

    it.each([
      '%',
      '_',
      "'",
      '\\',
      '100%',
      '50%',
      '%%',
      'butter_',
      'butter_made',
      "grandma's",
      'back\\slash',
      "'; drop",
    ])('treats %j literally and never fails', async (q) => {
      const page = await search(q);
      const expected = f.all.filter((p) => matchesSearch(searchable(p), q)).map((p) => p.id);
      expect(ids(page)).toEqual(expected.sort((a, b) => a - b));
    });

    it('metacharacters find exactly the products holding them', async () => {
      expect(ids(await search('%'))).toEqual([f.rice.id]);
      expect(ids(await search('_'))).toEqual([f.ghee.id]);
      expect(ids(await search("'"))).toEqual([f.ghee.id]);
      expect(ids(await search('\\'))).toEqual([f.ghee.id]);
    });

    it('agrees with the domain rule matchesSearch on every fixture', async () => {
      const queries = [
        'bulk item 1',
        'item 07',
        'fresh',
        'red',
        'from',
        'the',
        'goods 5',
        'GREEN leaves',
        'x y z',
      ];
      for (const q of queries) {
        const expected = f.all.filter((p) => matchesSearch(searchable(p), q)).map((p) => p.id);
        const page = await search(q);
        expect(ids(page), q).toEqual(expected.sort((a, b) => a - b));
        expect(page.count, q).toBe(expected.length);
      }
    });

    it.each(['', '   ', '\u200B'])('blank q %j answers an empty page', async (q) => {
      const res = await get(`/products/?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    });

    it('without q lists every product', async () => {
      const page = ProductPage.parse((await get('/products/?page_size=100')).json());
      expect(page.count).toBe(f.all.length);
    });

    it('ranks title matches first', async () => {
      // A whole word of the romanised Nepali title ('raato aalu') before 'paalungo'.
      expect((await search('aalu')).results[0]?.id).toBe(f.potato.id);
      const potato = await search('potato');
      expect(potato.results.map((p) => p.id)).toEqual([f.potato.id, f.spinach.id]);
      const red = await search('red');
      // 'Red Onion' and 'Fresh Potato (Red)' have red in the title.
      expect(
        red.results
          .slice(0, 2)
          .map((p) => p.id)
          .sort(),
      ).toEqual([f.onion.id, f.potato.id].sort());
      const fresh = await search('fresh');
      const titleHit = fresh.results.findIndex((p) => p.id === f.potato.id);
      const descHit = fresh.results.findIndex((p) => p.id === f.spinach.id);
      expect(titleHit).toBeGreaterThanOrEqual(0);
      expect(titleHit).toBeLessThan(descHit);
    });

    it('rejects an over-long query with 400', async () => {
      const res = await get(`/products/?q=${'a'.repeat(201)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    });
  });

  describe('GET /product/detail/{slug}/', () => {
    it('answers the product with images, prices, rating aggregates, reviews and related products', async () => {
      const res = await get(`/product/detail/${f.potato.slug}/`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=30');
      const { data } = ProductDetailResponseSchema.parse(res.json());
      expect(data.product).toMatchObject({
        id: f.potato.id,
        slug: f.potato.slug,
        title: 'Fresh Potato (Red)',
        nepali_title: 'रातो आलु',
        category: 'Vegetables',
        category_nepali_title: 'तरकारी',
        category_id: f.veg,
        selling_price: 120,
        marked_price: 150,
        price: 120,
        discount_percentage: 20,
        total_available_quantity: 7,
        isOrganic: true,
        average_rating: 4.3,
        rating_count: 3,
        primary_image: { image: '/media/p/potato-1.webp', thumbnail_image: '/media/p/potato-1-thumb.webp' },
        image: '/media/p/potato-1.webp',
        product_images: [
          { image: '/media/p/potato-1.webp', thumbnail_image: '/media/p/potato-1-thumb.webp' },
          { image: '/media/p/potato-2.webp', thumbnail_image: '/media/p/potato-2-thumb.webp' },
        ],
        created_on: day(20).toISOString(),
      });
      expect(data.reviews.map((r) => r.review)).toEqual(['Good.', 'Fine.', 'Very fresh.']);
      expect(data.reviews[0]).toMatchObject({
        user: { first_name: 'Ram', middle_name: 'Bahadur', last_name: 'Thapa' },
        rating: 4,
        created_at: day(23).toISOString(),
      });
      expect(data.reviews[1]!.user).toEqual({ first_name: 'Hari', middle_name: null, last_name: 'Karki' });
      // Same category first, then the rest of the top category (the leafy subcategory).
      expect(data.recommended_products.map((p) => p.id)).toEqual([f.onion.id, f.spinach.id]);
      // Lists carry the category's Nepali title too (a card or a chip in Nepali mode).
      expect(data.recommended_products[1]).toMatchObject({
        category: 'Leafy Greens',
        category_nepali_title: 'साग',
      });
    });

    it('falls back to floor(0.44 × marked) when the selling price is missing', async () => {
      const { data } = (await get(`/product/detail/${f.rice.slug}/`)).json();
      expect(data.product).toMatchObject({
        marked_price: 1999.99,
        selling_price: 879,
        price: 879,
        discount_percentage: 56,
        average_rating: 0,
        rating_count: 0,
        primary_image: { image: '', thumbnail_image: '' },
        image: '',
        product_images: [],
      });
      expect(data.reviews).toEqual([]);
      expect(data.recommended_products).toEqual([]);
    });

    it('recommends at most 8 products, never the product itself', async () => {
      const item = f.bulkItems[30]!;
      const { data } = (await get(`/product/detail/${item.slug}/`)).json();
      expect(data.recommended_products).toHaveLength(8);
      expect(data.recommended_products.map((p: { id: number }) => p.id)).not.toContain(item.id);
      const spinach = (await get(`/product/detail/${f.spinach.slug}/`)).json().data;
      expect(spinach.recommended_products.map((p: { id: number }) => p.id)).toEqual([
        f.potato.id,
        f.onion.id,
      ]);
    });

    it('answers an unknown slug with 404 PRODUCT_NOT_FOUND', async () => {
      for (const slug of ['no-such-product', "x'%_\\", 'आलु']) {
        const res = await get(`/product/detail/${encodeURIComponent(slug)}/`);
        expect(res.statusCode, slug).toBe(404);
        expect(res.json()).toEqual({
          code: 'PRODUCT_NOT_FOUND',
          message: 'Product not found.',
          detail: 'Product not found.',
        });
      }
    });
  });

  describe('authentication is optional', () => {
    it.each(['Bearer not-a-jwt', 'Bearer ', 'Basic abc', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.bad'])(
      'an invalid authorization %j still gets 200',
      async (authorization) => {
        for (const url of ['/home/data/', `/product/detail/${f.potato.slug}/`, '/products/?q=potato']) {
          const res = await get(url, { authorization });
          expect(res.statusCode, url).toBe(200);
        }
      },
    );

    it('a valid token changes nothing', async () => {
      const customer = await createCustomer(t);
      const anon = await get(`/product/detail/${f.potato.slug}/`);
      const authed = await get(`/product/detail/${f.potato.slug}/`, customer.auth);
      expect(authed.statusCode).toBe(200);
      expect(authed.json()).toEqual(anon.json());
    });
  });

  describe('query count', () => {
    const count = async (url: string) => {
      const before = t.database.queryCount();
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      return { queries: t.database.queryCount() - before, body: res.json() };
    };

    it.each([
      '/products/',
      '/products/?q=bulk%20item',
      '/today/special/',
      '/new/arrival/',
      '/list/for/you/',
      'CATEGORY',
    ])('%s uses the same small number of queries for 5 and 50 products', async (path) => {
      const base = path === 'CATEGORY' ? `/category/product/${f.bulk}/` : path;
      const sep = base.includes('?') ? '&' : '?';
      const small = await count(`${base}${sep}page_size=5`);
      const large = await count(`${base}${sep}page_size=50`);
      expect(small.body.results).toHaveLength(5);
      expect(large.body.results).toHaveLength(50);
      expect(large.queries).toBe(small.queries);
      expect(large.queries).toBeLessThanOrEqual(6);
    });

    it('home data and product detail use a bounded number of queries', async () => {
      expect((await count('/home/data/')).queries).toBeLessThanOrEqual(7);
      expect((await count(`/product/detail/${f.bulkItems[0]!.slug}/`)).queries).toBeLessThanOrEqual(6);
      expect((await count('/category/featured/')).queries).toBe(1);
    });
  });
});

function searchable(p: InsertedProduct) {
  return {
    title: p.fixture.title,
    nepaliTitle: p.fixture.nepaliTitle ?? '',
    description: p.fixture.description ?? `${p.fixture.title}, fresh from Nepal.`,
    category: p.categoryTitle,
    aliases: (p.fixture.aliases ?? '').split(' ').filter(Boolean),
  };
}
