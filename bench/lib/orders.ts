// Customers and an order history for the scale benchmark (issue 22): most customers with a few small
// orders, a few hundred with hundreds, one known customer with exactly `benchCustomerOrders` orders
// (the order-list budget), popular products ordered far more often than the rest. Rows go in with one
// INSERT … SELECT FROM unnest(…) per batch (arrays as parameters: no per-row SQL, nothing held in
// memory but the batch), on PostgreSQL and PGlite alike.
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client';
import { hashPassword } from '../../apps/api/src/modules/auth/password';
import { buildIndexes, rawRows, secondaryIndexes } from './bulk';

/** The known customer's password (bench/run.ts logs in with it). */
export const BENCH_CUSTOMER_PASSWORD = 'Bench-orders-2082!';

export interface GenerateOrdersOptions {
  orders: number;
  customers: number;
  /** The generated products' ids are in [firstProductId, lastProductId]. */
  firstProductId: number;
  lastProductId: number;
  /** Orders of the one customer the bench logs in as (part of `orders`). */
  benchCustomerOrders?: number;
  seed?: number;
  batch?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface GeneratedOrders {
  orders: number;
  lines: number;
  customers: number;
  seconds: number;
  benchCustomer: { id: number; email: string; orders: number };
}

/** mulberry32, as the catalogue's generator (deterministic). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Real Nepali names, enough of them that a name is shared the way it is in a real shop (about 30
// customers of 100,000 per full name), not by 1 % of all customers as with ten first and nine last names.
// prettier-ignore
const FIRST = [
  'Aarati', 'Aashish', 'Anil', 'Anita', 'Anjali', 'Arjun', 'Asmita', 'Bibek', 'Bikash', 'Binita', 'Bishnu',
  'Chandra', 'Deepa', 'Deepak', 'Dipendra', 'Durga', 'Ganesh', 'Gita', 'Gopal', 'Hari', 'Indira', 'Jamuna',
  'Kabita', 'Kamala', 'Krishna', 'Kumar', 'Laxmi', 'Mahesh', 'Manisha', 'Maya', 'Mina', 'Nabin', 'Niraj',
  'Nirmala', 'Pabitra', 'Pemba', 'Prakash', 'Pramila', 'Puja', 'Rabin', 'Radha', 'Rajan', 'Rajesh', 'Ram',
  'Rita', 'Roshan', 'Sabina', 'Sagar', 'Sandeep', 'Sangita', 'Santosh', 'Sarita', 'Shanti', 'Shyam', 'Sita',
  'Sudip', 'Sujan', 'Suman', 'Sunita', 'Sushila', 'Tara', 'Umesh', 'Usha', 'Yam', 'Bimala', 'Dinesh',
  'Kiran', 'Pasang', 'Renuka', 'Tek',
];
// prettier-ignore
const LAST = [
  'Acharya', 'Adhikari', 'Aryal', 'Basnet', 'Bhandari', 'Bhattarai', 'Bista', 'Budha', 'Chaudhary', 'Dahal',
  'Dangol', 'Devkota', 'Dhakal', 'Ghimire', 'Giri', 'Gurung', 'Joshi', 'Kafle', 'Karki', 'Khadka', 'Koirala',
  'Lama', 'Limbu', 'Magar', 'Maharjan', 'Neupane', 'Oli', 'Pandey', 'Paudel', 'Pokharel', 'Pradhan', 'Rai',
  'Rana', 'Regmi', 'Sapkota', 'Shah', 'Sharma', 'Sherpa', 'Shrestha', 'Subedi', 'Tamang', 'Thapa', 'Tiwari',
  'Upreti', 'Yadav', 'Khatri',
];

/** The orders spread over this many delivery stations (ids 1…n in the address snapshot), for the console's station filter. */
export const STATIONS = 8;

const SNAPSHOT = JSON.stringify({
  full_name: 'Bench Customer',
  phone: '9800000000',
  location: 'New Baneshwor',
  land_mark: 'Near the bus stop',
  province: 'Bagmati',
  district: 'Kathmandu',
  municipality: 'Kathmandu Metropolitan City',
});

export async function generateOrders(db: Db, opts: GenerateOrdersOptions): Promise<GeneratedOrders> {
  const started = performance.now();
  const rnd = random(opts.seed ?? 2082);
  const batch = opts.batch ?? 5000;
  const tag = Date.now().toString(36);
  const benchOrders = Math.min(opts.orders, opts.benchCustomerOrders ?? 500);
  const productSpan = opts.lastProductId - opts.firstProductId + 1;
  if (productSpan < 1) throw new Error('generateOrders: no products to order');

  // Customers, in batches; they cannot log in except the bench customer (its real hash).
  const hash = await hashPassword(BENCH_CUSTOMER_PASSWORD);
  const customerIds: number[] = [];
  for (let done = 0; done < opts.customers;) {
    const n = Math.min(batch, opts.customers - done);
    const phones: string[] = [];
    const emails: string[] = [];
    const hashes: string[] = [];
    const firsts: string[] = [];
    const lasts: string[] = [];
    for (let i = 0; i < n; i++) {
      const k = done + i;
      phones.push(`96${String(k).padStart(8, '0')}`);
      emails.push(`shopper-${tag}-${k}@bench.kandamul.test`);
      hashes.push(k === 0 ? hash : 'bench-no-login');
      firsts.push(FIRST[Math.floor(rnd() * FIRST.length)]!);
      lasts.push(LAST[Math.floor(rnd() * LAST.length)]!);
    }
    const rows = await rawRows<{ id: number }>(
      db,
      `insert into users (phone, email, password_hash, first_name, last_name, phone_verified)
       select p, e, h, f, l, true
         from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) as x(p, e, h, f, l)
       returning id`,
      [phones, emails, hashes, firsts, lasts],
    );
    for (const r of rows) customerIds.push(Number(r.id));
    done += n;
  }
  const benchCustomer = { id: customerIds[0]!, email: `shopper-${tag}-0@bench.kandamul.test` };

  // Who places each order: the bench customer its `benchOrders` first, then customers drawn so that
  // about 1 % are regulars with 50–600 orders and the rest have a handful (a long tail).
  const regulars = Math.max(1, Math.floor(customerIds.length / 100));
  const pickCustomer = (): number => {
    if (customerIds.length === 1) return customerIds[0]!;
    const r = rnd();
    if (r < 0.3) return customerIds[1 + Math.floor(rnd() * Math.min(regulars, customerIds.length - 1))]!;
    return customerIds[1 + Math.floor(rnd() * (customerIds.length - 1))]!;
  };
  // Popular products skewed: a cube of a uniform number puts most picks among the first ids.
  const pickProduct = () => opts.firstProductId + Math.floor(productSpan * rnd() ** 3);
  const now = Date.now();
  const twoYears = 2 * 365 * 24 * 3600 * 1000;

  // A bulk load builds the orders' and lines' indexes once at the end (see bench/lib/bulk.ts).
  const dropped = opts.orders >= 50_000 ? await secondaryIndexes(db, ['orders', 'order_lines']) : [];
  for (const index of dropped) await db.execute(sql.raw(`drop index if exists "${index.name}"`));
  let done = 0;
  let lines = 0;
  try {
    while (done < opts.orders) {
      const n = Math.min(batch, opts.orders - done);
      const keys: number[] = [];
      const users: number[] = [];
      const tracking: string[] = [];
      const statuses: string[] = [];
      const methods: string[] = [];
      const payments: string[] = [];
      const times: string[] = [];
      const lineKeys: number[] = [];
      const lineProducts: number[] = [];
      const lineQtys: number[] = [];
      for (let i = 0; i < n; i++) {
        const k = done + i;
        keys.push(k);
        users.push(k < benchOrders ? benchCustomer.id : pickCustomer());
        tracking.push(`BN${tag}${k.toString(36)}`.toUpperCase().slice(0, 32));
        const at = now - Math.floor(twoYears * rnd() ** 0.7);
        const recent = now - at < 2 * 24 * 3600 * 1000;
        const r = rnd();
        const status = recent && r < 0.5 ? 'Order Processing' : r < 0.06 ? 'Cancelled' : 'Delivered';
        const method = rnd() < 0.7 ? 'cod' : rnd() < 0.5 ? 'esewa' : 'khalti';
        const payment =
          status === 'Delivered'
            ? 'paid'
            : method === 'cod'
              ? 'unpaid'
              : status === 'Cancelled'
                ? 'expired'
                : 'paid';
        statuses.push(status);
        methods.push(method);
        payments.push(payment);
        times.push(new Date(at).toISOString());
        // Most orders small (1–3 lines), a few large baskets.
        const count = Math.min(20, 1 + Math.floor(-Math.log(1 - rnd()) * 1.5));
        const seen = new Set<number>();
        for (let j = 0; j < count; j++) {
          const pid = pickProduct();
          if (seen.has(pid)) continue;
          seen.add(pid);
          lineKeys.push(k);
          lineProducts.push(pid);
          lineQtys.push(rnd() < 0.8 ? 1 : 1 + Math.floor(rnd() * 4));
        }
      }
      // One statement: the orders with their totals from the products' prices, then their lines.
      const inserted = await rawRows<{ n: number }>(
        db,
        `with x as (
         select * from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
           as x(k, uid, tracking, status, method, payment, at)
       ), l as (
         select l.k, l.pid, l.q, p.title, p.slug, coalesce(p.selling_price_paisa, p.marked_price_paisa) as price
           from unnest($8::int[], $9::int[], $10::int[]) as l(k, pid, q)
           join products p on p.id = l.pid
       ), s as (
         select k, sum(price * q)::int as sub from l group by k
       ), o as (
         insert into orders (user_id, tracking_id, status, payment_method, payment_completed, payment_status,
                             subtotal_paisa, delivery_charge_paisa, total_paisa, address_snapshot, created_at, updated_at)
         select x.uid, x.tracking, x.status, x.method, x.payment = 'paid', x.payment,
                s.sub, 10000, s.sub + 10000,
                jsonb_set($11::jsonb, '{nearest_branch}',
                          jsonb_build_object('id', 1 + x.k % ${STATIONS}, 'name', 'Station ' || (1 + x.k % ${STATIONS}))),
                x.at, x.at
           from x join s using (k)
         returning id, tracking_id
       ), ol as (
         insert into order_lines (order_id, product_id, title, slug, image, unit_price_paisa, quantity)
         select o.id, l.pid, l.title, l.slug, '/media/products/bench-thumb.webp', l.price, l.q
           from l join x using (k) join o on o.tracking_id = x.tracking
         returning 1
       )
       select count(*)::int as n from ol`,
        [
          keys,
          users,
          tracking,
          statuses,
          methods,
          payments,
          times,
          lineKeys,
          lineProducts,
          lineQtys,
          SNAPSHOT,
        ],
      );
      lines += Number(inserted[0]?.n ?? 0);
      done += n;
      opts.onProgress?.(done, opts.orders);
    }
  } finally {
    await buildIndexes(db, dropped);
  }
  for (const table of ['users', 'orders', 'order_lines']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  const [mine] = await rawRows<{ n: number }>(
    db,
    'select count(*)::int as n from orders where user_id = $1',
    [benchCustomer.id],
  );
  return {
    orders: opts.orders,
    lines,
    customers: customerIds.length,
    seconds: (performance.now() - started) / 1000,
    benchCustomer: { ...benchCustomer, orders: Number(mine?.n ?? 0) },
  };
}
