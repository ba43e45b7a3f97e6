import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { AccessTokens } from '../../apps/api/src/infra/tokens';
import { hashPassword } from '../../apps/api/src/modules/auth/password';

const PASSWORD = 'Bench-checkout-2082!';

/** A bench customer, logged in, with a default address at a station (with slots when one has them). */
export interface BenchCustomer {
  token: string;
  addressId: number;
}

export type Customers =
  { ok: true; customers: BenchCustomer[]; slotIds: number[] } | { ok: false; unavailable: string };

/**
 * Makes `count` customers and their addresses straight in the database and logs them in through
 * `POST /api/v1/login/` (the server's login limit is 30 a minute from one address: stay below it per
 * server). With `dataDir`, more customers than that: their tokens are signed with the server's own
 * secret (DATA_DIR/auth-secret), as its login would sign them. Delivery slots, where the station has
 * them, get a capacity that never refuses (these benches measure throughput, not a full slot);
 * `slotIds` are the ones on offer, to spread orders over.
 */
export async function benchCustomers(
  client: pg.Client,
  base: string,
  count: number,
  dataDir?: string,
): Promise<Customers> {
  const stations = await client.query<{
    id: number;
    province_id: number;
    district_id: number;
    municipality_id: number;
  }>(
    // A station with delivery slots when there is one: checkout then holds a place in a slot too.
    `select id, province_id, district_id, municipality_id from delivery_stations s
     order by exists (select 1 from delivery_slot_templates t where t.station_id = s.id and t.active) desc, id
     limit 1`,
  );
  const station = stations.rows[0];
  const provinces = await client.query<{ id: number }>('select id from provinces order by id limit 1');
  if (!station && !provinces.rows[0]) return { ok: false, unavailable: 'no places seeded' };

  const hash = await hashPassword(PASSWORD);
  const tag = `${Date.now().toString().slice(-4)}${Math.floor(Math.random() * 10)}`;
  const accounts: { userId: number; email: string; addressId: number }[] = [];
  for (let i = 0; i < count; i++) {
    const phone = `97${tag}${String(i).padStart(3, '0')}`;
    const email = `checkout-${tag}-${i}@bench.kandamul.test`;
    const user = await client.query<{ id: number }>(
      `insert into users (phone, email, password_hash, first_name, last_name, phone_verified)
       values ($1, $2, $3, 'Bench', 'Customer', true) returning id`,
      [phone, email, hash],
    );
    const address = await client.query<{ id: number }>(
      `insert into addresses (user_id, location, land_mark, province_id, district_id, municipality_id, station_id, full_name, phone, is_default)
       values ($1, 'New Baneshwor', 'Near the bus stop', $2, $3, $4, $5, 'Bench Customer', $6, true) returning id`,
      [
        user.rows[0]!.id,
        station?.province_id ?? provinces.rows[0]!.id,
        station?.district_id ?? null,
        station?.municipality_id ?? null,
        station?.id ?? null,
        phone,
      ],
    );
    accounts.push({ userId: user.rows[0]!.id, email, addressId: address.rows[0]!.id });
  }
  let customers: BenchCustomer[];
  if (dataDir) {
    const tokens = new AccessTokens(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim());
    customers = await Promise.all(
      accounts.map(async (a) => ({ token: await tokens.sign(a.userId), addressId: a.addressId })),
    );
  } else {
    // Logging in hashes the password (scrypt, ~0.3 s): all at once, as the server's thread pool allows.
    const logins = await Promise.all(
      accounts.map(async (a) => {
        const res = await fetch(`${base}/api/v1/login/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phone_or_email: a.email, password: PASSWORD }),
        });
        return { ok: res.ok, status: res.status, body: await res.text(), addressId: a.addressId };
      }),
    );
    const failed = logins.find((l) => !l.ok);
    if (failed) {
      return { ok: false, unavailable: `login answered ${failed.status}: ${failed.body.slice(0, 200)}` };
    }
    customers = logins.map((l) => ({
      token: (JSON.parse(l.body) as { access_token: string }).access_token,
      addressId: l.addressId,
    }));
  }

  let slotIds: number[] = [];
  if (station) {
    await client.query('update delivery_slot_templates set capacity = 1000000 where station_id = $1', [
      station.id,
    ]);
    const res = await fetch(`${base}/api/v1/delivery/slots/?address_id=${customers[0]!.addressId}`, {
      headers: { authorization: `Bearer ${customers[0]!.token}` },
    });
    if (res.ok) {
      const { slots } = (await res.json()) as { slots: Array<{ id: number; available: boolean }> };
      slotIds = slots.filter((x) => x.available).map((x) => x.id);
    }
  }
  return { ok: true, customers, slotIds };
}

/**
 * Units sold beyond the stock there was and products whose stock left is not stock before minus units
 * in live orders placed since, over `before` (id → stock before); and products anywhere below zero.
 */
export async function reconcileStock(
  client: pg.Client,
  before: Map<number, number>,
  /** Orders up to this id were there before (an earlier part's): only later ones sold from `before`. */
  afterOrderId: number,
): Promise<{ oversold: number; mismatches: number; negative: number }> {
  const ids = [...before.keys()];
  const sold = new Map(
    (
      await client.query<{ product_id: number; q: number }>(
        `select l.product_id, sum(l.quantity)::int as q from order_lines l join orders o on o.id = l.order_id
         where o.status <> 'Cancelled' and l.product_id = any($1) and o.id > $2 group by l.product_id`,
        [ids, afterOrderId],
      )
    ).rows.map((r) => [r.product_id, r.q]),
  );
  const after = new Map(
    (
      await client.query<{ id: number; stock: number }>('select id, stock from products where id = any($1)', [
        ids,
      ])
    ).rows.map((r) => [r.id, r.stock]),
  );
  let oversold = 0;
  let mismatches = 0;
  for (const id of ids) {
    const had = before.get(id)!;
    const s = sold.get(id) ?? 0;
    oversold += Math.max(0, s - had);
    if (after.get(id) !== had - s) mismatches += 1;
  }
  const negative = Number(
    (await client.query<{ n: number }>('select count(*)::int as n from products where stock < 0')).rows[0]!.n,
  );
  return { oversold, mismatches, negative };
}
