import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, ne, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, type TestApp, createTestApp, createTestDatabase } from '../../test/helpers';
import { loadConfig } from '../config';
import { queryRows } from '../db/client';
import { users, vouchers } from '../db/schema';
import { DiskStorage } from '../infra/storage';
import { verifyPassword } from '../modules/auth/password';
import { CATALOGUE } from './catalog-data';
import { BANNERS, DEMO_STAFF } from './demo-data';
import { DEMO_CUSTOMER, planProducts, seedDemo } from './demo';
import {
  BANNER_SIZE,
  CATEGORY_SIZE,
  DETAIL_SIZE,
  THUMB_SIZE,
  emojiExists,
  renderBanner,
  shrinkBanner,
  renderCategoryImage,
  writeProductImages,
} from './images';
import { seedPlaces } from './places';

const DEVANAGARI = /[\u0900-\u097F]/;

describe.each(DB_KINDS)('the demo shop (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.database.db, q);

  it('has at least 80 products in at least 8 featured top categories, each with 2 to 4 subcategories', async () => {
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from products`);
    expect(n).toBeGreaterThanOrEqual(80);
    const tops = await rows<{ id: number; featured: boolean; subs: number }>(
      sql`select c.id, c.featured, (select count(*)::int from categories s where s.parent_id = c.id) as subs
          from categories c where c.parent_id is null order by c.position`,
    );
    expect(tops.length).toBeGreaterThanOrEqual(8);
    for (const c of tops) {
      expect(c.featured).toBe(true);
      expect(c.subs).toBeGreaterThanOrEqual(2);
      expect(c.subs).toBeLessThanOrEqual(4);
    }
    const [{ onSubs }] = await rows<{ onSubs: number }>(
      sql`select count(*)::int as "onSubs" from products p join categories c on c.id = p.category_id where c.parent_id is not null`,
    );
    expect(onSubs / n).toBeGreaterThan(0.8);
  });

  it('gives every product a Nepali title, descriptions, fair prices, search text and 2 to 4 images', async () => {
    const list = await rows<{
      slug: string;
      nepali_title: string;
      short_description: string;
      description: string;
      selling: number;
      marked: number;
      search_text: string;
      images: number;
      primary: number;
    }>(
      sql`select p.slug, p.nepali_title, p.short_description, p.description, p.selling_price_paisa as selling,
                 p.marked_price_paisa as marked, p.search_text,
                 (select count(*)::int from product_images i where i.product_id = p.id) as images,
                 (select count(*)::int from product_images i where i.product_id = p.id and i.position = 0) as primary
          from products p`,
    );
    for (const p of list) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.nepali_title, p.slug).toMatch(DEVANAGARI);
      expect(p.short_description.length).toBeGreaterThan(10);
      expect(p.description.split(/(?<=\.)\s/).length, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.selling).toBeGreaterThan(0);
      expect(p.marked).toBeGreaterThanOrEqual(p.selling);
      expect(p.search_text.trim().length).toBeGreaterThan(0);
      expect(p.images, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.images, p.slug).toBeLessThanOrEqual(4);
      expect(p.primary).toBe(1);
    }
    expect(list.some((p) => p.marked === p.selling)).toBe(true);
    const [img] = await rows<{ image: string; thumbnail: string }>(
      sql`select i.image, i.thumbnail from product_images i join products p on p.id = i.product_id
          where p.slug = 'tomato-golbheda-1kg' and i.position = 0`,
    );
    expect(img).toEqual({
      image: '/media/catalog/tomato-golbheda-1kg-1.webp',
      thumbnail: '/media/catalog/tomato-golbheda-1kg-1-thumb.webp',
    });
  });

  it('finds products by the romanised names shoppers type', async () => {
    for (const [word, slug] of [
      ['aalu', 'red-potato-rato-aalu-1kg'],
      ['golbheda', 'tomato-golbheda-1kg'],
      ['kauli', 'cauliflower-kauli-1-piece'],
      ['timur', 'timur-sichuan-pepper-100g'],
      ['ghiu', 'pure-cow-ghee-500ml'],
      ['chiya', 'ilam-orthodox-black-tea-250g'],
    ]) {
      const found = await rows<{ slug: string }>(
        sql`select slug from products where search_text like ${'%' + word + '%'}`,
      );
      expect(found.map((r) => r.slug)).toContain(slug);
    }
  });

  it('has some products out of stock, a few nearly gone, and specials and new arrivals', async () => {
    const [s] = await rows<{
      out: number;
      low: number;
      normal: number;
      special: number;
      fresh: number;
      organic: number;
    }>(
      sql`select count(*) filter (where stock = 0)::int as out,
                 count(*) filter (where stock between 1 and 3)::int as low,
                 count(*) filter (where stock between 10 and 200)::int as normal,
                 count(*) filter (where today_special)::int as special,
                 count(*) filter (where new_arrival)::int as fresh,
                 count(*) filter (where is_organic)::int as organic
          from products`,
    );
    expect(s.out).toBeGreaterThanOrEqual(4);
    expect(s.out).toBeLessThanOrEqual(6);
    expect(s.low).toBeGreaterThanOrEqual(4);
    expect(s.low).toBeLessThanOrEqual(6);
    expect(s.special).toBeGreaterThanOrEqual(6);
    expect(s.fresh).toBeGreaterThanOrEqual(6);
    expect(s.organic).toBeGreaterThan(5);
    const newest = await rows<{ new_arrival: boolean }>(
      sql`select new_arrival from products order by created_at desc limit ${s.fresh}`,
    );
    expect(newest.every((r) => r.new_arrival)).toBe(true);
    const [span] = await rows<{ days: number }>(
      sql`select extract(epoch from (max(created_at) - min(created_at)))::int / 86400 as days from products`,
    );
    expect(span.days).toBeGreaterThanOrEqual(30);
    expect(span.days).toBeLessThanOrEqual(60);
  });

  it('has the three vouchers with their rules', async () => {
    const list = await t.database.db.select().from(vouchers).orderBy(vouchers.code);
    const byCode = Object.fromEntries(list.map((v) => [v.code, v]));
    expect(byCode.WELCOME10).toMatchObject({
      voucherType: 'Percentage',
      discountPercentage: 10,
      maximumDiscountPaisa: 10000,
      minimumOrderPaisa: 50000,
      isActive: true,
      validTo: null,
    });
    expect(byCode.FLAT50).toMatchObject({
      voucherType: 'Amount',
      discountAmountPaisa: 5000,
      minimumOrderPaisa: 30000,
      isActive: true,
    });
    expect(byCode.EXPIRED5).toMatchObject({ voucherType: 'Percentage', discountPercentage: 5 });
    expect(byCode.EXPIRED5!.validTo!.getTime()).toBeLessThan(Date.now());
    for (const v of list) expect(v.code).toBe(v.code.toUpperCase());
  });

  it('has the demo customer with a password that verifies, a profile and a default home address', async () => {
    const [u] = await t.database.db.select().from(users).where(eq(users.phone, DEMO_CUSTOMER.phone));
    expect(u).toMatchObject({
      email: 'demo@kandamul.com.np',
      phoneVerified: true,
      firstName: 'Sita',
      lastName: 'Sharma',
    });
    expect(await verifyPassword('Demo@1234', u!.passwordHash)).toBe(true);
    expect(await verifyPassword('demo@1234', u!.passwordHash)).toBe(false);
    const profile = await rows<{ gender: string }>(sql`select gender from profiles where user_id = ${u!.id}`);
    expect(profile).toHaveLength(1);
    const addr = await rows<{
      is_default: boolean;
      address_type: number;
      municipality: string;
      station: string;
    }>(
      sql`select a.is_default, a.address_type, m.name as municipality, s.name as station
          from addresses a join municipalities m on m.id = a.municipality_id
          join delivery_stations s on s.id = a.station_id where a.user_id = ${u!.id}`,
    );
    expect(addr).toEqual([
      { is_default: true, address_type: 0, municipality: 'Kathmandu', station: 'New Baneshwor' },
    ]);
  });

  it('has the demo admin, staff and rider, who log in through POST /login/ into the console', async () => {
    for (const member of DEMO_STAFF) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login/',
        payload: { phone_or_email: member.email, password: member.password },
      });
      expect(login.statusCode, member.email).toBe(200);
      const auth = { authorization: `Bearer ${login.json().access_token}` };
      const orders = await t.app.inject({ method: 'GET', url: '/api/v1/admin/orders/', headers: auth });
      expect(orders.statusCode, member.email).toBe(200);
      const dashboard = await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard/', headers: auth });
      expect(dashboard.statusCode, member.email).toBe(member.role === 'rider' ? 403 : 200);
    }
    const [rider] = await t.database.db.select().from(users).where(eq(users.email, 'rider@kandamul.com.np'));
    expect(rider).toMatchObject({ role: 'rider', phone: '9800000009', phoneVerified: true });
    // The demo customer stays a customer.
    const demo = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/',
      payload: { phone_or_email: DEMO_CUSTOMER.phone, password: DEMO_CUSTOMER.password },
    });
    const asCustomer = { authorization: `Bearer ${demo.json().access_token}` };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/orders/', headers: asCustomer })).statusCode,
    ).toBe(403);
  });

  it('starts every product with an opening stock movement equal to its stock', async () => {
    const off = await rows<{ id: number }>(
      sql`select p.id from products p left join stock_movements m on m.product_id = p.id
          group by p.id, p.stock having p.stock <> coalesce(sum(m.change), 0)`,
    );
    expect(off).toEqual([]);
  });

  it('has delivery stations with coordinates in at least 8 districts, placed in their real local levels', async () => {
    const list = await rows<{
      name: string;
      latitude: number;
      longitude: number;
      charge: number;
      delivery_time: string;
      m_district: number;
      district_id: number;
      province_id: number;
      d_province: number;
    }>(
      sql`select s.name, s.latitude, s.longitude, s.base_charge_paisa as charge, s.delivery_time,
                 m.district_id as m_district, s.district_id, s.province_id, d.province_id as d_province
          from delivery_stations s join municipalities m on m.id = s.municipality_id
          join districts d on d.id = s.district_id`,
    );
    expect(new Set(list.map((s) => s.district_id)).size).toBeGreaterThanOrEqual(8);
    for (const s of list) {
      expect(s.m_district).toBe(s.district_id);
      expect(s.d_province).toBe(s.province_id);
      // Nepal's bounding box.
      expect(s.latitude).toBeGreaterThan(26.3);
      expect(s.latitude).toBeLessThan(30.5);
      expect(s.longitude).toBeGreaterThan(80);
      expect(s.longitude).toBeLessThan(88.3);
      expect(['Same day', '1-2 days', '2-3 days']).toContain(s.delivery_time);
      expect(s.charge).toBeGreaterThanOrEqual(6000);
      expect(s.charge).toBeLessThanOrEqual(15000);
    }
    const kathmandu = await rows<{ n: number }>(
      sql`select count(*)::int as n from delivery_stations s join districts d on d.id = s.district_id where d.name = 'Kathmandu'`,
    );
    expect(kathmandu[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it('has reviews on about twenty products by verified reviewers, and four active banners', async () => {
    const [r] = await rows<{
      products: number;
      reviews: number;
      min: number;
      max: number;
      unverified: number;
    }>(
      sql`select count(distinct r.product_id)::int as products, count(*)::int as reviews,
                 min(r.rating)::int as min, max(r.rating)::int as max,
                 count(*) filter (where not u.phone_verified)::int as unverified
          from reviews r join users u on u.id = r.user_id`,
    );
    expect(r.products).toBeGreaterThanOrEqual(15);
    expect(r.products).toBeLessThanOrEqual(25);
    expect(r.min).toBe(1);
    expect(r.max).toBe(5);
    expect(r.unverified).toBe(0);
    const perProduct = await rows<{ n: number }>(
      sql`select count(*)::int as n from reviews group by product_id`,
    );
    for (const p of perProduct) expect(p.n).toBeLessThanOrEqual(4);
    const late = await rows<{ n: number }>(
      sql`select count(*)::int as n from reviews r join products p on p.id = r.product_id
          where r.created_at < p.created_at or r.created_at > now()`,
    );
    expect(late[0]!.n).toBe(0);
    const bs = await rows<{
      position: number;
      active: boolean;
      image: string;
      image_small: string;
      nepali_title: string;
    }>(sql`select position, active, image, image_small, nepali_title from banners order by position`);
    expect(bs).toHaveLength(4);
    expect(
      bs.every((b) => b.active && DEVANAGARI.test(b.nepali_title) && b.image.startsWith('/media/catalog/')),
    ).toBe(true);
    // Each has its phone copy beside it.
    expect(bs.map((b) => b.image_small)).toEqual(bs.map((b) => b.image.replace(/\.webp$/, '-small.webp')));
  });
});

describe('the demo shop data', () => {
  it('uses only emoji that exist, unique slugs, and seeds fast without pictures', async () => {
    const planned = planProducts();
    const slugs = new Set(planned.map((p) => p.data.slug));
    expect(slugs.size).toBe(planned.length);
    const names = [
      ...planned.flatMap((p) => p.data.emoji),
      ...CATALOGUE.flatMap((c) => [c.emoji, ...c.subcategories.map((s) => s.emoji)]),
      ...BANNERS.flatMap((b) => b.emoji),
    ];
    expect(names.filter((n) => !emojiExists(n))).toEqual([]);

    const { database, drop } = await createTestDatabase('pglite');
    try {
      await database.migrate();
      await seedPlaces(database.db);
      const started = performance.now();
      // Without the accounts: their scrypt hashes (~0.3 s each) are not what this measures.
      await seedDemo(database.db, { images: false, accounts: false });
      // About 0.3 s here; the margin is for a busy machine.
      expect(performance.now() - started).toBeLessThan(2500);
    } finally {
      await database.close();
      await drop();
    }
  });
});

describe('a deployment (DEMO=false)', () => {
  it('is the demo only with the embedded database, unless DEMO says otherwise', () => {
    const secret = { authSecret: 'x'.repeat(40) };
    expect(loadConfig({ DATA_DIR: os.tmpdir() }, secret).demo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/shop' }, secret).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/shop', DEMO: 'true' }, secret).demo).toBe(true);
    expect(loadConfig({ DEMO: 'false' }, secret).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'postgres://db/shop' }, secret).demo).toBe(
      false,
    );
    expect(() => loadConfig({ DEMO: 'yes' }, secret)).toThrow(/DEMO/);
  });

  it('seeds the catalogue but no demo customer and no staff accounts', async () => {
    const { database, drop } = await createTestDatabase('pglite');
    try {
      await database.migrate();
      await seedPlaces(database.db);
      await seedDemo(database.db, { images: false, accounts: false });
      const emails = [DEMO_CUSTOMER.email, ...DEMO_STAFF.map((s) => s.email)];
      const found = await database.db.select().from(users).where(inArray(users.email, emails));
      expect(found).toEqual([]);
      const staff = await database.db.select().from(users).where(ne(users.role, 'customer'));
      expect(staff).toEqual([]);
      const [n] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
      expect(n!.n).toBeGreaterThan(80);
    } finally {
      await database.close();
      await drop();
    }
  });
});

describe('the demo pictures', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'kandamul-images-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes a product’s pictures as WebP at detail and thumbnail size', async () => {
    const storage = new DiskStorage(dir);
    const p = planProducts().find((x) => x.data.slug === 'basmati-rice-5kg')!;
    await writeProductImages(storage, p.spec, p.theme, p.seed);
    for (let n = 1; n <= p.spec.variants.length; n += 1) {
      const detail = await sharp(path.join(dir, `catalog/basmati-rice-5kg-${n}.webp`)).metadata();
      expect(detail).toMatchObject({ format: 'webp', width: DETAIL_SIZE, height: DETAIL_SIZE });
      const thumb = await sharp(path.join(dir, `catalog/basmati-rice-5kg-${n}-thumb.webp`)).metadata();
      expect(thumb).toMatchObject({ format: 'webp', width: THUMB_SIZE, height: THUMB_SIZE });
    }
  });

  it('makes category images and banners at their sizes', async () => {
    const cat = await sharp(await renderCategoryImage('tomato', CATALOGUE[0]!.theme)).metadata();
    expect(cat).toMatchObject({ format: 'webp', width: CATEGORY_SIZE, height: CATEGORY_SIZE });
    const banner = await sharp(
      await renderBanner(BANNERS[0]!, BANNER_SIZE.width, BANNER_SIZE.height),
    ).metadata();
    expect(banner).toMatchObject({ format: 'webp', width: BANNER_SIZE.width, height: BANNER_SIZE.height });
    const image = await renderBanner(BANNERS[0]!, BANNER_SIZE.width, BANNER_SIZE.height);
    const small = await shrinkBanner(image);
    expect(await sharp(small).metadata()).toMatchObject({ format: 'webp', width: 800, height: 300 });
    expect(small.length).toBeLessThan(image.length / 2);
  });
});

describe.each(DB_KINDS)('the demo shop’s tax classes (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('sells fresh vegetables, fruit, rice, pulses, milk and eggs VAT-free, and the rest with VAT', async () => {
    const rows = await queryRows<{ slug: string; tax_class: string }>(
      t.database.db,
      sql`SELECT slug, tax_class FROM products`,
    );
    const classOf = new Map(rows.map((r) => [r.slug, r.tax_class]));
    for (const slug of [
      'spinach-palungo-1-bunch',
      'banana-kera-1-dozen',
      'basmati-rice-5kg',
      'red-lentils-musuro-dal-1kg',
      'fresh-cow-milk-1-litre',
      'farm-eggs-30-pieces',
    ])
      expect(classOf.get(slug), slug).toBe('exempt');
    for (const slug of ['pure-cow-ghee-500ml', 'fresh-dahi-curd-1kg', 'jumla-walnuts-okhar-500g'])
      expect(classOf.get(slug), slug).toBe('vat');
  });

  it('gives a catalogue seeded before tax classes the same classes (migration 0005)', async () => {
    const db = t.database.db;
    const exempt = async () =>
      (
        await queryRows<{ slug: string }>(
          db,
          sql`SELECT slug FROM products WHERE tax_class = 'exempt' ORDER BY slug`,
        )
      ).map((r) => r.slug);
    const seeded = await exempt();
    await db.execute(sql`UPDATE products SET tax_class = 'vat'`);
    const migration = readFileSync(
      new URL('../../drizzle/0005_tax_backfill_final_invoices.sql', import.meta.url),
      'utf8',
    );
    // Its first statement is the backfill (the others make invoices final).
    await db.execute(sql.raw(migration.split('--> statement-breakpoint')[0]!));
    expect(await exempt()).toEqual(seeded);
    expect(seeded.length).toBeGreaterThan(20);
  });
});
