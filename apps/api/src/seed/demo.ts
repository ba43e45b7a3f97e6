import { randomBytes } from 'node:crypto';
import { parsePackLabel, rupeesToPaisa } from '@kandamul/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import {
  addresses,
  banners,
  categories,
  deliveryStations,
  deliverySlotTemplates,
  productImages,
  stockMovements,
  products,
  profiles,
  reviews,
  users,
  vouchers,
} from '../db/schema';
import type { Storage } from '../infra/storage';
import { productSearchText } from '../modules/catalog/search-text';
import { hashPassword } from '../modules/auth/password';
import { CATALOGUE, type CategoryData, type ProductData } from './catalog-data';
import { BANNERS, DEMO_CUSTOMER, DEMO_STAFF, REVIEWERS, REVIEWS } from './demo-data';
import {
  BANNER_SIZE,
  alreadyStored,
  bannerImageKeys,
  categoryImageKey,
  type ImageTheme,
  type ImageVariant,
  mapLimit,
  mediaUrl,
  type ProductImageSpec,
  productImageKeys,
  renderBanner,
  shrinkBanner,
  renderCategoryImage,
  writeProductImages,
} from './images';
import { STATIONS } from './stations-data';
import { demoTaxClass } from './tax-classes';

export { DEMO_CUSTOMER } from './demo-data';

export interface DemoSeedOptions {
  /** Make the product and banner images (slow); tests skip it. */
  images: boolean;
  storage?: Storage;
  /** Seed the demo customer and the demo staff (the demo shop only; never a deployment). Default true. */
  accounts?: boolean;
}

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** The demo's daily delivery windows (Nepal hours): 08–10, 10–12, 16–18, 18–20. */
export const DEMO_SLOT_WINDOWS: ReadonlyArray<readonly [number, number]> = [
  [8, 10],
  [10, 12],
  [16, 18],
  [18, 20],
];
/**
 * The demo stations with delivery slots (docs/decisions/018). Not yet every same-day station: the older
 * journeys (demo customer at New Baneshwor, a new address at Pulchowk) order without choosing a slot.
 */
export const DEMO_SLOT_STATIONS = ['Kalanki', 'Maharajgunj', 'Suryabinayak'] as const;
/** Orders per demo slot. */
export const DEMO_SLOT_CAPACITY = 40;

/** mulberry32: a tiny seeded PRNG, so the demo shop is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface PlannedProduct {
  data: ProductData;
  top: CategoryData;
  /** Where the product is attached: a subcategory slug, or the top category's own slug. */
  categorySlug: string;
  categoryTitles: string;
  spec: ProductImageSpec;
  theme: ImageTheme;
  seed: number;
}

function variantsOf(p: ProductData, top: CategoryData): ImageVariant[] {
  if (top.tools) return ['hero', 'closeup'];
  if (p.pack) return ['pack', 'hero', 'group', 'closeup'];
  return ['hero', 'group', 'closeup'];
}

/** Every product with its category and picture recipe, in catalogue order. */
export function planProducts(): PlannedProduct[] {
  const planned: PlannedProduct[] = [];
  const add = (data: ProductData, top: CategoryData, categorySlug: string, categoryTitles: string) => {
    planned.push({
      data,
      top,
      categorySlug,
      categoryTitles,
      theme: top.theme,
      seed: planned.length + 1,
      spec: {
        slug: data.slug,
        emoji: data.emoji,
        hue: data.hue,
        tone: data.tone,
        pack: data.pack,
        label: data.label,
        unit: data.unit,
        tint: data.tint,
        variants: variantsOf(data, top),
      },
    });
  };
  for (const top of CATALOGUE) {
    for (const sub of top.subcategories) {
      const titles = [sub.title, sub.nepaliTitle, top.title, top.nepaliTitle].join(' ');
      for (const p of sub.products) add(p, top, sub.slug, titles);
    }
    for (const p of top.products ?? []) add(p, top, top.slug, [top.title, top.nepaliTitle].join(' '));
  }
  return planned;
}

/** Makes every picture of the demo shop; files already on disk are kept. Returns the time taken in ms. */
export async function generateDemoImages(storage: Storage, concurrency = 2): Promise<number> {
  const started = Date.now();
  const jobs: (() => Promise<void>)[] = [];
  for (const p of planProducts()) jobs.push(() => writeProductImages(storage, p.spec, p.theme, p.seed));
  for (const top of CATALOGUE) {
    for (const c of [top, ...top.subcategories]) {
      const key = categoryImageKey(c.slug);
      if (alreadyStored(storage, key)) continue;
      jobs.push(async () => {
        await storage.put(key, await renderCategoryImage(c.emoji, top.theme), 'image/webp');
      });
    }
  }
  for (const b of BANNERS) {
    const keys = bannerImageKeys(b.slug);
    if (alreadyStored(storage, keys.image) && alreadyStored(storage, keys.small)) continue;
    jobs.push(async () => {
      const image = await renderBanner(b, BANNER_SIZE.width, BANNER_SIZE.height);
      await storage.put(keys.image, image, 'image/webp');
      await storage.put(keys.small, await shrinkBanner(image), 'image/webp');
    });
  }
  await mapLimit(jobs, concurrency, (job) => job());
  return Date.now() - started;
}

/** Loads the demo catalogue, customers, reviews, banners, delivery stations and vouchers. */
export async function seedDemo(db: Db, opts: DemoSeedOptions): Promise<void> {
  const accounts = opts.accounts ?? true;
  // scrypt runs on the thread pool: start it now and collect it when the user rows are written.
  const demoHash = accounts ? hashPassword(DEMO_CUSTOMER.password) : null;
  const staffHashes = accounts ? Promise.all(DEMO_STAFF.map((s) => hashPassword(s.password))) : null;
  // Pictures first: if making them fails, nothing is written and the next start tries again.
  if (opts.images && opts.storage) await generateDemoImages(opts.storage);

  const now = Date.now();
  const random = seededRandom(2082);
  const url = (key: string) => mediaUrl(opts.storage, key);
  const planned = planProducts();
  const hash = (await demoHash) ?? '';

  await db.transaction(async (tx) => {
    // Categories: the top ones are featured, in catalogue order; subcategories hang under them.
    const tops = await tx
      .insert(categories)
      .values(
        CATALOGUE.map((c, i) => ({
          slug: c.slug,
          title: c.title,
          nepaliTitle: c.nepaliTitle,
          image: url(categoryImageKey(c.slug)),
          featured: true,
          position: i + 1,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    const categoryId = new Map(tops.map((r) => [r.slug, r.id]));
    const subs = await tx
      .insert(categories)
      .values(
        CATALOGUE.flatMap((c) =>
          c.subcategories.map((s, i) => ({
            parentId: categoryId.get(c.slug)!,
            slug: s.slug,
            title: s.title,
            nepaliTitle: s.nepaliTitle,
            image: url(categoryImageKey(s.slug)),
            featured: false,
            position: i + 1,
          })),
        ),
      )
      .returning({ id: categories.id, slug: categories.slug });
    for (const r of subs) categoryId.set(r.slug, r.id);

    // Products: new arrivals are the newest (last four days), the rest spread over the last 60 days.
    let newIndex = 0;
    const productRows = planned.map(({ data: p, categorySlug, categoryTitles }) => {
      const age = p.newArrival ? (newIndex++ * 11 + 2) * HOUR : (6 + random() * 54) * DAY;
      const stock = p.stock ?? 12 + Math.floor(random() * 169);
      const createdAt = new Date(now - age);
      return {
        slug: p.slug,
        title: p.title,
        nepaliTitle: p.nepaliTitle,
        shortDescription: p.short,
        description: p.description,
        categoryId: categoryId.get(categorySlug)!,
        sellingPricePaisa: rupeesToPaisa(p.selling ?? p.marked),
        markedPricePaisa: rupeesToPaisa(p.marked),
        stock,
        isOrganic: p.organic ?? false,
        todaySpecial: p.special ?? false,
        newArrival: p.newArrival ?? false,
        aliases: p.aliases,
        searchText: productSearchText({
          title: p.title,
          nepaliTitle: p.nepaliTitle,
          description: `${p.short}\n${p.description}`,
          categoryTitle: categoryTitles,
          aliases: p.aliases,
          unit: p.unit,
        }),
        unit: p.unit,
        measureUnit: parsePackLabel(p.unit).unit,
        unitQuantity: parsePackLabel(p.unit).quantity,
        taxClass: demoTaxClass(categorySlug, p.slug),
        createdAt,
        updatedAt: createdAt,
      };
    });
    const inserted = await tx
      .insert(products)
      .values(productRows)
      .returning({ id: products.id, slug: products.slug, createdAt: products.createdAt });
    const product = new Map(inserted.map((r) => [r.slug, r]));
    // The opening stock is the first movement of every product: stock = the sum of its movements.
    await tx
      .insert(stockMovements)
      .values(
        productRows
          .filter((r) => r.stock !== 0)
          .map((r) => ({ productId: product.get(r.slug)!.id, change: r.stock, reason: 'opening' as const })),
      );

    await tx.insert(productImages).values(
      planned.flatMap(({ spec }) =>
        productImageKeys(spec.slug, spec.variants.length).map((k, position) => ({
          productId: product.get(spec.slug)!.id,
          position,
          image: url(k.image),
          thumbnail: url(k.thumbnail),
        })),
      ),
    );

    // People: the demo customer and staff (demo shop only), and the reviewers (verified, but with a
    // hash no password matches).
    const staffHash = await staffHashes;
    const people = await tx
      .insert(users)
      .values([
        ...(accounts
          ? [
              {
                phone: DEMO_CUSTOMER.phone,
                email: DEMO_CUSTOMER.email,
                passwordHash: hash,
                firstName: DEMO_CUSTOMER.firstName,
                lastName: DEMO_CUSTOMER.lastName,
                phoneVerified: true,
                // The demo's own address (the dev outbox): confirmed, so order e-mails show there.
                emailVerifiedAt: new Date(now - 45 * DAY),
                createdAt: new Date(now - 45 * DAY),
              },
              ...DEMO_STAFF.map((s, i) => ({
                phone: s.phone,
                email: s.email,
                passwordHash: staffHash![i]!,
                firstName: s.firstName,
                lastName: s.lastName,
                role: s.role,
                phoneVerified: true,
                emailVerifiedAt: new Date(now - 60 * DAY),
                createdAt: new Date(now - 60 * DAY),
              })),
            ]
          : []),
        ...REVIEWERS.map((r) => ({
          phone: r.phone,
          email: r.email,
          passwordHash: `!unusable$${randomBytes(18).toString('base64url')}`,
          firstName: r.firstName,
          middleName: r.middleName ?? null,
          lastName: r.lastName,
          phoneVerified: true,
          createdAt: new Date(now - 70 * DAY),
        })),
      ])
      .returning({ id: users.id, phone: users.phone });
    const userId = new Map(people.map((u) => [u.phone, u.id]));
    const demoId = userId.get(DEMO_CUSTOMER.phone);
    if (demoId !== undefined) {
      await tx.insert(profiles).values({
        userId: demoId,
        gender: DEMO_CUSTOMER.gender,
        dateOfBirth: DEMO_CUSTOMER.dateOfBirth,
      });
    }

    // Reviews: spread between the product's arrival and a few hours ago.
    const reviewer = new Map(REVIEWERS.map((r) => [r.key, userId.get(r.phone)!]));
    await tx.insert(reviews).values(
      Object.entries(REVIEWS).flatMap(([slug, list]) => {
        const p = product.get(slug);
        if (!p) throw new Error(`a demo review names an unknown product: ${slug}`);
        const from = p.createdAt.getTime();
        const span = now - 3 * HOUR - from;
        return list.map((r, i) => ({
          productId: p.id,
          userId: reviewer.get(r.by)!,
          rating: r.rating,
          review: r.text,
          createdAt: new Date(from + (span * (i + 1)) / (list.length + 1)),
        }));
      }),
    );

    await tx.insert(banners).values(
      BANNERS.map((b, i) => ({
        title: b.title,
        nepaliTitle: b.nepaliTitle,
        image: url(bannerImageKeys(b.slug).image),
        imageSmall: url(bannerImageKeys(b.slug).small),
        link: 'category' in b.link ? `/viewallca/${categoryId.get(b.link.category)!}` : b.link.path,
        position: i + 1,
        active: true,
      })),
    );

    // Delivery stations, placed in the local levels loaded from data/nepal-admin.json.
    const places = await queryRows<{
      id: number;
      name: string;
      district: string;
      district_id: number;
      province_id: number;
    }>(
      tx,
      sql`select m.id, m.name, d.name as district, d.id as district_id, d.province_id
          from municipalities m join districts d on d.id = m.district_id`,
    );
    const place = new Map(places.map((m) => [`${m.district}/${m.name}`, m]));
    const stations = await tx
      .insert(deliveryStations)
      .values(
        STATIONS.map((s) => {
          const m = place.get(`${s.district}/${s.municipality}`);
          if (!m) throw new Error(`no local level ${s.municipality} in ${s.district} for station ${s.name}`);
          return {
            name: s.name,
            provinceId: m.province_id,
            districtId: m.district_id,
            municipalityId: m.id,
            latitude: s.latitude,
            longitude: s.longitude,
            baseChargePaisa: rupeesToPaisa(s.charge),
            deliveryTime: s.deliveryTime,
          };
        }),
      )
      .returning({ id: deliveryStations.id, name: deliveryStations.name });

    // Delivery slots: these stations deliver in four daily windows (Nepal time), 2 h cut-off.
    const slotted = new Set<string>(DEMO_SLOT_STATIONS);
    const slotRows = stations
      .filter((s) => slotted.has(s.name))
      .flatMap((s) =>
        DEMO_SLOT_WINDOWS.map(([start, end]) => ({
          stationId: s.id,
          startMinute: start * 60,
          endMinute: end * 60,
          capacity: DEMO_SLOT_CAPACITY,
          cutoffMinutes: 120,
        })),
      );
    if (slotRows.length) await tx.insert(deliverySlotTemplates).values(slotRows);

    await tx.insert(vouchers).values([
      {
        code: 'WELCOME10',
        voucherType: 'Percentage',
        discountPercentage: 10,
        maximumDiscountPaisa: rupeesToPaisa(100),
        minimumOrderPaisa: rupeesToPaisa(500),
        isActive: true,
      },
      {
        code: 'FLAT50',
        voucherType: 'Amount',
        discountAmountPaisa: rupeesToPaisa(50),
        minimumOrderPaisa: rupeesToPaisa(300),
        isActive: true,
      },
      {
        code: 'EXPIRED5',
        voucherType: 'Percentage',
        discountPercentage: 5,
        minimumOrderPaisa: 0,
        validFrom: new Date('2025-01-01T00:00:00+05:45'),
        validTo: new Date('2025-03-31T23:59:59+05:45'),
        isActive: true,
      },
    ]);

    // The demo customer's home, so checkout works out of the box.
    if (demoId === undefined) return;
    const a = DEMO_CUSTOMER.address;
    const home = place.get(`${a.district}/${a.municipality}`)!;
    await tx.insert(addresses).values({
      userId: demoId,
      addressType: 0,
      location: a.location,
      landMark: a.landMark,
      provinceId: home.province_id,
      districtId: home.district_id,
      municipalityId: home.id,
      stationId: stations.find((s) => s.name === a.station)!.id,
      fullName: `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`,
      phone: DEMO_CUSTOMER.phone,
      isDefault: true,
    });
  });
}
