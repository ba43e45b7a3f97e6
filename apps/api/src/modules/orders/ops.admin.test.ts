import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adToBs } from '@kandamul/domain';
import { queryRows } from '../../db/client';
import {
  cashSettlements,
  deliverySlots,
  deliverySlotTemplates,
  orderEvents,
  orders,
  paymentAttempts,
} from '../../db/schema';
import { createCustomer, DB_KINDS, type TestApp } from '../../../test/helpers';
import {
  createAddress,
  type Customer,
  createPlacesApp,
  insertShopProducts,
  insertStations,
} from '../../../test/fixtures/orders.fixtures';

describe.each(DB_KINDS)('the console: cash, pick list, refunds, failed jobs, invoices (%s)', (kind) => {
  let t: TestApp;
  let stations: Awaited<ReturnType<typeof insertStations>>;
  let staff: Customer;
  let admin: Customer;
  let riderA: Customer;
  let riderB: Customer;
  beforeAll(async () => {
    t = await createPlacesApp(kind);
    stations = await insertStations(t.database.db);
    staff = await createCustomer(t, { role: 'staff' });
    admin = await createCustomer(t, { role: 'admin' });
    riderA = await createCustomer(t, { role: 'rider', firstName: 'Ram', lastName: 'Rider' });
    riderB = await createCustomer(t, { role: 'rider', firstName: 'Hari', lastName: 'Rider' });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const call = (
    who: Customer | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: who ? who.auth : {},
      ...(payload ? { payload } : {}),
    });
  const move = async (who: Customer, id: number, body: object) => {
    const res = await call(who, 'POST', `/admin/orders/${id}/status/`, body);
    expect(res.statusCode, res.body).toBe(200);
  };

  async function placeOrder(qtys: [number, number] = [2, 1], items?: { id: number }[]) {
    const c = await createCustomer(t, { firstName: 'Gita', lastName: 'Thapa' });
    const address = await createAddress(t, c, { nearest_branch: stations.kathmandu });
    const products =
      items ??
      (await insertShopProducts(db(), [
        { title: 'Jumli Marsi Rice 5 kg', pricePaisa: 90_000, stock: 50 },
        { title: 'Ilam Tea 250 g', pricePaisa: 40_000, stock: 50 },
      ]));
    const res = await call(c, 'POST', '/checkout/', {
      product_id: products.map((p) => p.id),
      qtys,
      location: address.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.backgroundSettled();
    const id = res.json().order_id as number;
    const [row] = await db().select().from(orders).where(eq(orders.id, id));
    return { c, id, total: row!.totalPaisa / 100, tracking: row!.trackingId, items: products };
  }

  async function deliveredBy(rider: Customer) {
    const order = await placeOrder();
    await move(staff, order.id, { status: 'Packed' });
    await move(staff, order.id, { status: 'Out for Delivery', rider_id: rider.id });
    await move(rider, order.id, { status: 'Delivered' });
    return order;
  }

  const paymentOf = async (id: number) =>
    (await db().select().from(orders).where(eq(orders.id, id)))[0]!.paymentStatus;

  it('settles a rider’s cash: exactly the settled orders become paid, the difference is kept', async () => {
    const a1 = await deliveredBy(riderA);
    const a2 = await deliveredBy(riderA);
    const a3 = await deliveredBy(riderA);
    const b1 = await deliveredBy(riderB);
    const stillOut = await placeOrder();
    await move(staff, stillOut.id, { status: 'Packed' });
    await move(staff, stillOut.id, { status: 'Out for Delivery', rider_id: riderA.id });

    const cash = await call(staff, 'GET', '/admin/cash/');
    expect(cash.statusCode).toBe(200);
    const forA = (
      cash.json() as { rider: { id: number }; expected: number; orders: { id: number }[] }[]
    ).find((r) => r.rider.id === riderA.id)!;
    expect(forA.orders.map((o) => o.id)).toEqual([a1.id, a2.id, a3.id]);
    expect(forA.expected).toBeCloseTo(a1.total + a2.total + a3.total, 2);

    // An order of another rider, or one not delivered, refuses the whole settlement: nothing changes.
    for (const wrong of [b1.id, stillOut.id]) {
      const refused = await call(staff, 'POST', '/admin/cash/settlements/', {
        rider_id: riderA.id,
        order_ids: [a1.id, wrong],
        received: 10,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe('CASH_ORDER_NOT_SETTLEABLE');
    }
    expect(await paymentOf(a1.id)).toBe('unpaid');
    expect(await db().select().from(cashSettlements)).toEqual([]);
    // A rider cannot settle their own cash.
    expect(
      (
        await call(riderA, 'POST', '/admin/cash/settlements/', {
          rider_id: riderA.id,
          order_ids: [a1.id],
          received: 1,
        })
      ).statusCode,
    ).toBe(403);

    // Ram hands over 50 rupees less than a1 + a2 add up to.
    const received = a1.total + a2.total - 50;
    const settled = await call(staff, 'POST', '/admin/cash/settlements/', {
      rider_id: riderA.id,
      order_ids: [a2.id, a1.id],
      received,
      note: 'short by 50',
    });
    expect(settled.statusCode, settled.body).toBe(201);
    expect(settled.json()).toMatchObject({
      rider: { id: riderA.id, name: 'Ram Rider' },
      order_ids: [a1.id, a2.id],
      note: 'short by 50',
    });
    expect(settled.json().expected).toBeCloseTo(a1.total + a2.total, 2);
    expect(settled.json().difference).toBeCloseTo(-50, 2);

    expect(await paymentOf(a1.id)).toBe('paid');
    expect(await paymentOf(a2.id)).toBe('paid');
    expect(await paymentOf(a3.id)).toBe('unpaid');
    expect(await paymentOf(b1.id)).toBe('unpaid');
    const [flag] = await db()
      .select({ paid: orders.paymentCompleted })
      .from(orders)
      .where(eq(orders.id, a1.id));
    expect(flag!.paid).toBe(true);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, a1.id));
    expect(
      events.filter((e) => e.machine === 'payment').map((e) => [e.fromState, e.toState, e.actorId]),
    ).toEqual([['unpaid', 'paid', staff.id]]);

    // Settling an order twice is refused; the list now expects only a3 from Ram.
    const twice = await call(staff, 'POST', '/admin/cash/settlements/', {
      rider_id: riderA.id,
      order_ids: [a1.id],
      received: a1.total,
    });
    expect(twice.statusCode).toBe(422);
    const after = (await call(staff, 'GET', '/admin/cash/')).json() as {
      rider: { id: number };
      orders: { id: number }[];
    }[];
    expect(after.find((r) => r.rider.id === riderA.id)!.orders.map((o) => o.id)).toEqual([a3.id]);
    const history = await call(admin, 'GET', `/admin/cash/settlements/?rider_id=${riderA.id}`);
    expect(history.json().count).toBe(1);
    expect(history.json().results[0].difference).toBeCloseTo(-50, 2);
  });

  it('validates a settlement body (400 with field errors)', async () => {
    const res = await call(staff, 'POST', '/admin/cash/settlements/', {
      rider_id: riderA.id,
      order_ids: [],
      received: -1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('the pick list sums each product over the orders to pack, by category, oldest order first', async () => {
    const first = await placeOrder([2, 1]);
    const second = await placeOrder([3, 4], first.items);
    const packed = await placeOrder([1, 1], first.items);
    await move(staff, packed.id, { status: 'Packed' });
    const res = await call(staff, 'GET', '/admin/pick-list/');
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      orders: { id: number }[];
      categories: {
        category: string;
        products: { product_id: number; quantity: number; orders: number }[];
      }[];
    };
    const ids = body.orders.map((o) => o.id);
    expect(ids).toContain(first.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids).not.toContain(packed.id);
    const all = body.categories.flatMap((c) => c.products);
    expect(all.find((p) => p.product_id === first.items[0]!.id)).toMatchObject({ quantity: 5, orders: 2 });
    expect(all.find((p) => p.product_id === first.items[1]!.id)).toMatchObject({ quantity: 5, orders: 2 });
  });

  it('the pick list puts the earliest delivery slot first, orders without a slot last, and shows each slot', async () => {
    const noSlot = await placeOrder([1, 1]);
    const late = await placeOrder([1, 1], noSlot.items);
    const early = await placeOrder([1, 1], noSlot.items);
    const [template] = await db()
      .insert(deliverySlotTemplates)
      .values({ stationId: stations.kathmandu, startMinute: 600, endMinute: 720, capacity: 10 })
      .returning();
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    const slotAt = async (hours: number) => {
      const startsAt = new Date(tomorrow.getTime() + hours * 3_600_000);
      const [slot] = await db()
        .insert(deliverySlots)
        .values({
          templateId: template!.id,
          stationId: stations.kathmandu,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
          booked: 1,
        })
        .returning();
      return slot!;
    };
    // The later order leaves first: its slot is earlier.
    const lateSlot = await slotAt(4);
    const earlySlot = await slotAt(0);
    await db().update(orders).set({ slotId: lateSlot.id }).where(eq(orders.id, late.id));
    await db().update(orders).set({ slotId: earlySlot.id }).where(eq(orders.id, early.id));

    const res = await call(staff, 'GET', '/admin/pick-list/');
    expect(res.statusCode).toBe(200);
    const listed = (res.json() as { orders: { id: number; delivery_slot: { id: number } | null }[] }).orders;
    const ids = listed.map((o) => o.id);
    expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(late.id));
    expect(ids.indexOf(late.id)).toBeLessThan(ids.indexOf(noSlot.id));
    expect(listed.find((o) => o.id === early.id)?.delivery_slot?.id).toBe(earlySlot.id);
    expect(listed.find((o) => o.id === noSlot.id)?.delivery_slot).toBeNull();
    // The station offers no windows again, so the later tests' checkouts need no slot.
    await db()
      .update(deliverySlotTemplates)
      .set({ active: false })
      .where(eq(deliverySlotTemplates.id, template!.id));
  });

  it('records a refund with its reference, lists double payments, refunds the extra one', async () => {
    const order = await placeOrder();
    const totalPaisa = Math.round(order.total * 100);
    // A wallet order paid twice (two confirmed attempts), then cancelled by staff: refund due.
    await db()
      .update(orders)
      .set({ paymentMethod: 'khalti', paymentStatus: 'paid', paymentCompleted: true })
      .where(eq(orders.id, order.id));
    const [one, two] = await db()
      .insert(paymentAttempts)
      .values([
        {
          orderId: order.id,
          gateway: 'khalti',
          reference: `pidx-${order.id}-a`,
          amountPaisa: totalPaisa,
          status: 'paid',
        },
        {
          orderId: order.id,
          gateway: 'khalti',
          reference: `pidx-${order.id}-b`,
          amountPaisa: totalPaisa,
          status: 'paid',
        },
      ])
      .returning();
    const doubles = await call(staff, 'GET', '/admin/payments/?kind=double_paid');
    expect(doubles.statusCode).toBe(200);
    const flagged = doubles.json().results.find((r: { id: number }) => r.id === order.id);
    expect(flagged).toMatchObject({ paid_attempts: 2 });
    expect(flagged.paid_amount).toBeCloseTo(order.total * 2, 2);

    // The extra payment refunded: the order stays paid by the other, and is no longer flagged.
    const extra = await call(staff, 'POST', `/admin/orders/${order.id}/payments/${two!.id}/refund/`, {
      reference: 'KH-REF-2',
    });
    expect(extra.statusCode, extra.body).toBe(200);
    expect(extra.json().payment_status).toBe('paid');
    const only = await call(staff, 'POST', `/admin/orders/${order.id}/payments/${one!.id}/refund/`, {
      reference: 'KH-REF-1',
    });
    expect(only.statusCode).toBe(422);
    expect(
      (await call(staff, 'GET', '/admin/payments/?kind=double_paid'))
        .json()
        .results.map((r: { id: number }) => r.id),
    ).not.toContain(order.id);

    // Not refund due yet: refused, nothing changes.
    const early = await call(staff, 'POST', `/admin/orders/${order.id}/refund/`, { reference: 'KH-REF-1' });
    expect(early.statusCode).toBe(422);
    expect(early.json().code).toBe('ILLEGAL_TRANSITION');

    await move(staff, order.id, { status: 'Cancelled', note: 'customer asked' });
    expect(await paymentOf(order.id)).toBe('refund_due');
    const due = await call(staff, 'GET', '/admin/payments/');
    expect(due.json().results.map((r: { id: number }) => r.id)).toContain(order.id);

    const noRef = await call(staff, 'POST', `/admin/orders/${order.id}/refund/`, { reference: '  ' });
    expect(noRef.statusCode).toBe(400);
    // The general payment move asks for the reference too (as its note).
    const bare = await call(staff, 'POST', `/admin/orders/${order.id}/payment/`, { to: 'refunded' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().code).toBe('REFUND_REFERENCE_REQUIRED');
    expect(await paymentOf(order.id)).toBe('refund_due');
    const refunded = await call(staff, 'POST', `/admin/orders/${order.id}/refund/`, {
      reference: 'KH-REF-1',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().payment_status).toBe('refunded');
    expect(refunded.json().attempts.map((a: { status: string }) => a.status)).toEqual([
      'refunded',
      'refunded',
    ]);
    const [event] = await queryRows<{ note: string }>(
      db(),
      sql`select note from order_events where order_id = ${order.id} and to_state = 'refunded'`,
    );
    expect(event!.note).toContain('Refund reference: KH-REF-1');
    expect(
      (await call(staff, 'GET', '/admin/payments/')).json().results.map((r: { id: number }) => r.id),
    ).not.toContain(order.id);
    // Twice: the machine refuses.
    expect(
      (await call(staff, 'POST', `/admin/orders/${order.id}/refund/`, { reference: 'KH-REF-1' })).statusCode,
    ).toBe(422);
  });

  it('lists a failed job, retries one and discards another', async () => {
    const sms = (ref: string) =>
      ({ purpose: 'order-confirmation', ref, to: '9800000001', text: `Order ${ref}` }) as const;
    await t.app.jobs.send('message-sms', sms('DEAD-ONE'));
    await t.app.jobs.send('message-sms', sms('DEAD-TWO'));
    await t.app.backgroundSettled();
    const failedOnDashboard = async () =>
      (await call(staff, 'GET', '/admin/dashboard/')).json().failed_jobs as number;
    const before = await failedOnDashboard();
    // As if both had used up their retries.
    await db().execute(
      sql`update pgboss.job set state = 'failed', output = '{"message":"SMS gateway answered 503"}'::jsonb
          where data->>'ref' in ('DEAD-ONE', 'DEAD-TWO')`,
    );
    expect(await failedOnDashboard()).toBe(before + 2);
    const list = await call(staff, 'GET', '/admin/jobs/failed/');
    expect(list.statusCode).toBe(200);
    const dead = (list.json() as { id: string; data: { ref: string }; error: string }[]).filter((j) =>
      ['DEAD-ONE', 'DEAD-TWO'].includes(j.data.ref),
    );
    expect(dead).toHaveLength(2);
    expect(dead[0]!.error).toBe('SMS gateway answered 503');
    const one = dead.find((j) => j.data.ref === 'DEAD-ONE')!;
    const two = dead.find((j) => j.data.ref === 'DEAD-TWO')!;

    expect((await call(staff, 'POST', `/admin/jobs/failed/${one.id}/retry/`)).statusCode).toBe(200);
    expect((await call(staff, 'DELETE', `/admin/jobs/failed/${two.id}/`)).statusCode).toBe(204);
    expect((await call(staff, 'DELETE', `/admin/jobs/failed/${two.id}/`)).statusCode).toBe(404);
    expect((await call(staff, 'POST', '/admin/jobs/failed/not-a-uuid/retry/')).statusCode).toBe(400);
    await t.app.backgroundSettled();
    const states = await queryRows<{ ref: string; state: string }>(
      db(),
      sql`select data->>'ref' as ref, state::text from pgboss.job where data->>'ref' in ('DEAD-ONE', 'DEAD-TWO')`,
    );
    expect(states).toEqual([{ ref: 'DEAD-ONE', state: 'completed' }]);
    expect(await failedOnDashboard()).toBe(before);
    const again = (await call(staff, 'GET', '/admin/jobs/failed/')).json() as { id: string }[];
    expect(again.map((j) => j.id)).not.toContain(one.id);
  });

  it('lists invoices with BS dates, reprints a copy, issues a credit note, exports the month', async () => {
    const order = await deliveredBy(riderA);
    const list = await call(staff, 'GET', '/admin/invoices/?page_size=100');
    expect(list.statusCode).toBe(200);
    const invoice = list.json().results.find((r: { order_id: number }) => r.order_id === order.id);
    expect(invoice.kind).toBe('invoice');
    expect(invoice.date_bs).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const pdf = await call(staff, 'GET', `/admin/invoices/${invoice.id}/pdf/`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(staff, 'GET', '/admin/invoices/999999/pdf/')).statusCode).toBe(404);

    // Credit notes are for admins.
    expect(
      (await call(staff, 'POST', `/admin/orders/${order.id}/credit-note/`, { reason: 'returned' }))
        .statusCode,
    ).toBe(403);
    const credit = await call(admin, 'POST', `/admin/orders/${order.id}/credit-note/`, {
      reason: 'returned',
    });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json().number).toMatch(/^CN-\d{4}\/\d{2}-\d{6}$/);
    expect(
      (await call(admin, 'POST', `/admin/orders/${order.id}/credit-note/`, { reason: 'again' })).statusCode,
    ).toBe(409);

    const bs = adToBs(invoice.date_ad)!;
    const csv = await call(staff, 'GET', `/admin/invoices/sales-register/?year=${bs.year}&month=${bs.month}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(invoice.number);
    expect(csv.body).toContain(credit.json().number);
    expect((await call(staff, 'GET', '/admin/invoices/sales-register/?year=2083&month=13')).statusCode).toBe(
      400,
    );
  });
});
