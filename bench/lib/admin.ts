// The staff console's reads on the large order history (issue 18): the orders list with each single
// filter the console offers, and the dashboard, one request at a time as a person at the console makes
// them. The filter values come from the generated data itself (real tracking ids, phones and names).
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@kandamul/domain';
import type { Db } from '../../apps/api/src/db/client';
import { hashPassword } from '../../apps/api/src/modules/auth/password';
import { rawRows } from './bulk';
import { BENCH_CUSTOMER_PASSWORD, STATIONS } from './orders';

/** A member of staff the bench logs in as (password BENCH_CUSTOMER_PASSWORD). */
export async function createBenchStaff(db: Db): Promise<string> {
  const tag = Date.now().toString(36);
  const email = `bench-staff-${tag}@bench.kandamul.test`;
  await rawRows(
    db,
    `insert into users (phone, email, password_hash, first_name, last_name, phone_verified, role)
     values ($1, $2, $3, 'Bench', 'Staff', true, 'staff')`,
    [
      `97${String(Date.now() % 100_000_000).padStart(8, '0')}`,
      email,
      await hashPassword(BENCH_CUSTOMER_PASSWORD),
    ],
  );
  return email;
}

/** The console's orders-list requests, per kind of filter (each request one filter, first page). */
export async function adminOrderPaths(db: Db, perKind = 40): Promise<Record<string, string[]>> {
  const list = (params: Record<string, string>) => `/api/v1/admin/orders/?${new URLSearchParams(params)}`;
  // Spread over the table: every n-th order's tracking id and customer.
  const sample = await rawRows<{ tracking: string; phone: string; name: string; day: string }>(
    db,
    `select o.tracking_id as tracking, u.phone, u.first_name || ' ' || u.last_name as name,
            to_char(o.created_at at time zone 'Asia/Kathmandu', 'YYYY-MM-DD') as day
       from orders o join users u on u.id = o.user_id
      where o.id % greatest(1, (select count(*) from orders) / $1) = 0
      order by o.id limit $1`,
    [perKind],
  );
  const addDays = (day: string, n: number) => {
    const d = new Date(`${day}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    return d.toISOString().slice(0, 10);
  };
  const cycle = <T>(values: readonly T[], f: (v: T, i: number) => string) =>
    Array.from({ length: perKind }, (_, i) => f(values[i % values.length]!, i));
  return {
    status: cycle(ORDER_STATUSES, (status, i) => list({ status, page: String(1 + (i % 3)) })),
    payment_status: cycle(PAYMENT_STATUSES, (payment_status, i) =>
      list({ payment_status, page: String(1 + (i % 3)) }),
    ),
    payment_method: cycle(PAYMENT_METHODS, (payment_method) => list({ payment_method })),
    station: cycle(
      Array.from({ length: STATIONS }, (_, i) => String(i + 1)),
      (station_id, i) => list({ station_id, page: String(1 + (i % 3)) }),
    ),
    // What staff type: a whole tracking id, the end of a phone number, a customer's full name.
    'q tracking id': sample.map((s) => list({ q: s.tracking })),
    'q phone': sample.map((s) => list({ q: s.phone.slice(-6) })),
    'q name': sample.map((s) => list({ q: s.name })),
    // A day, a week and a month ending on a day that has orders.
    'date range': cycle(sample, (s, i) => list({ from: addDays(s.day, -[0, 6, 29][i % 3]!), to: s.day })),
  };
}
