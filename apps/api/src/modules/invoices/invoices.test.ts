import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices as invoicesTable, orderLines, orders, products } from '../../db/schema';
import { createCustomer, createTestApp, DB_KINDS, type TestApp } from '../../../test/helpers';
import { insertCategory, insertProduct } from '../../../test/fixtures/catalog.fixtures';
import {
  issueCreditNote,
  issueInvoiceForDeliveredOrder,
  listInvoices,
  reprintInvoice,
  salesRegisterCsv,
} from './invoices.service';

const SELLER = { name: 'Kandamul Test Traders', address: 'Baneshwor, Kathmandu', pan: '600000001' };
// 4 Mangsir 2083 (fiscal year 2083/84); the last day of 2082/83 is 32 Asar 2083 = 2026-07-16.
const NOV_20 = new Date('2026-11-20T06:00:00Z');

async function pdfText(body: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(pdf, { mergePages: true })).text as string;
}

describe.each(DB_KINDS)('VAT invoices (%s)', (kind) => {
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof createCustomer>>;
  let stranger: Awaited<ReturnType<typeof createCustomer>>;
  let ghee: number;
  let rice: number;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      seed: 'empty',
      env: { SELLER_NAME: SELLER.name, SELLER_ADDRESS: SELLER.address, SELLER_PAN: SELLER.pan },
    });
    const db = t.database.db;
    const category = await insertCategory(db, { title: 'Groceries' });
    ghee = (await insertProduct(db, { title: 'Pure Cow Ghee 500 ml', categoryId: category.id })).id;
    rice = (await insertProduct(db, { title: 'Jumla Marsi Rice 2 kg', categoryId: category.id })).id;
    await db.update(products).set({ taxClass: 'exempt' }).where(eq(products.id, rice));
    customer = await createCustomer(t, { firstName: 'Sita', lastName: 'Sharma' });
    stranger = await createCustomer(t);
  });
  afterAll(() => t?.close());

  /** An order of 2 × ghee at RS 113 (VAT) and 1 × rice at RS 50 (exempt), with the given status. */
  async function order(
    status: string,
    userId = customer.id,
    extra: { discountPaisa?: number; deliveryChargePaisa?: number } = {},
  ) {
    const lines = 2 * 11_300 + 5_000;
    const discount = extra.discountPaisa ?? 0;
    const delivery = extra.deliveryChargePaisa ?? 0;
    const [row] = await t.database.db
      .insert(orders)
      .values({
        userId,
        trackingId: `T${Math.random().toString(36).slice(2, 12)}`,
        status,
        paymentMethod: 'cod',
        subtotalPaisa: lines,
        discountPaisa: discount,
        deliveryChargePaisa: delivery,
        totalPaisa: lines - discount + delivery,
        addressSnapshot: { location: 'Baneshwor' },
      })
      .returning({ id: orders.id });
    await t.database.db.insert(orderLines).values([
      {
        orderId: row!.id,
        productId: ghee,
        title: 'Pure Cow Ghee 500 ml',
        slug: 'ghee',
        image: '',
        unitPricePaisa: 11_300,
        quantity: 2,
      },
      {
        orderId: row!.id,
        productId: rice,
        title: 'Jumla Marsi Rice 2 kg',
        slug: 'rice',
        image: '',
        unitPricePaisa: 5_000,
        quantity: 1,
      },
    ]);
    return row!.id;
  }

  const download = (id: number, auth: Record<string, string> = customer.auth) =>
    t.app.inject({ method: 'GET', url: `/api/v1/order/${id}/invoice.pdf`, headers: auth });

  it('answers 409 before delivery, 404 for anyone else and 401 without a login', async () => {
    const id = await order('Order Processing');
    const early = await download(id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'INVOICE_NOT_READY' });
    await t.database.db.update(orders).set({ status: 'Delivered' }).where(eq(orders.id, id));
    expect((await download(id, stranger.auth)).statusCode).toBe(404);
    expect((await download(999_999)).statusCode).toBe(404);
    expect((await download(id, {})).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/order/abc/invoice.pdf', headers: customer.auth }))
        .statusCode,
    ).toBe(400);
  });

  it('issues the invoice on the first download of a delivered order: seller, number, BS and AD dates, VAT, words', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile/pan/',
      headers: customer.auth,
      payload: { pan: '601234567' },
    });
    const id = await order('Delivered');
    const res = await download(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    const [row] = await t.database.db.select().from(invoicesTable).where(eq(invoicesTable.orderId, id));
    expect(row!.number).toMatch(/^\d{4}\/\d{2}-\d{6}$/);
    for (const expected of [
      'TAX INVOICE',
      SELLER.name,
      SELLER.address,
      `PAN/VAT No.: ${SELLER.pan}`,
      `Invoice No.: ${row!.number}`,
      `Date (BS): ${row!.dateBs}`,
      `Date (AD): ${row!.dateAd}`,
      'Buyer: Sita Sharma',
      'Buyer PAN: 601234567',
      'Pure Cow Ghee 500 ml',
      'Jumla Marsi Rice 2 kg',
      'Exempt',
      'VAT 13%',
      'Exempt sales',
      '50.00',
      'Taxable sales',
      '200.00',
      '26.00',
      'Grand total',
      '276.00',
      'Rupees Two Hundred Seventy-Six Only',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Copy of Original');
    expect(row).toMatchObject({
      taxablePaisa: 20_000,
      vatPaisa: 2_600,
      exemptPaisa: 5_000,
      totalPaisa: 27_600,
    });

    const again = await pdfText((await download(id)).rawPayload);
    expect(again).toContain('Copy of Original');
    expect(again).toContain(`Invoice No.: ${row!.number}`);
  });

  it('numbers invoices in sequence per fiscal year (1 Shrawan), one per order, never changed', async () => {
    const a = await order('Delivered');
    const b = await order('Delivered');
    const c = await order('Delivered');
    const first = await issueInvoiceForDeliveredOrder(t.database.db, a, { seller: SELLER, now: NOV_20 });
    const same = await Promise.all(
      [1, 2, 3].map(() => issueInvoiceForDeliveredOrder(t.database.db, a, { seller: SELLER })),
    );
    expect(same.map((i) => i.number)).toEqual([first.number, first.number, first.number]);
    expect(first.fiscalYear).toBe('2083/84');
    expect(first).toMatchObject({ dateBs: '2083-08-04', dateAd: '2026-11-20' });
    const second = await issueInvoiceForDeliveredOrder(t.database.db, b, { seller: SELLER, now: NOV_20 });
    expect(second.sequence).toBe(first.sequence + 1);
    expect(second.number).toBe(`2083/84-${String(first.sequence + 1).padStart(6, '0')}`);
    // The last day of Asar belongs to the fiscal year before: its own series.
    const lastYear = await issueInvoiceForDeliveredOrder(t.database.db, c, {
      seller: SELLER,
      now: new Date('2026-07-16T12:00:00Z'),
    });
    expect(lastYear.number).toBe('2082/83-000001');
    await expect(
      issueInvoiceForDeliveredOrder(t.database.db, await order('Out for Delivery')),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'INVOICE_NOT_READY',
    });
  });

  it('shares a discount between taxable and exempt sales and taxes the delivery charge', async () => {
    const id = await order('Delivered', customer.id, { discountPaisa: 2_760, deliveryChargePaisa: 11_300 });
    const invoice = await issueInvoiceForDeliveredOrder(t.database.db, id, { seller: SELLER });
    // 10 % off: 2,260 of it on the taxable 22,600 → 20,340 + 11,300 delivery = 31,640 incl. VAT.
    expect(invoice).toMatchObject({
      exemptPaisa: 4_500,
      taxablePaisa: 28_000,
      vatPaisa: 3_640,
      totalPaisa: 36_140,
    });
    const text = await pdfText((await reprintInvoice(t.database.db, invoice.id, null)).pdf);
    expect(text).toContain('Discount');
    expect(text).toContain('Delivery charge');
    expect(text).toContain('361.40');
  });

  it('cancels a sale with a credit note of its own series, leaving the invoice as it was', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile/pan/',
      headers: customer.auth,
      payload: { pan: '601234567' },
    });
    const id = await order('Delivered');
    const invoice = await issueInvoiceForDeliveredOrder(t.database.db, id, { seller: SELLER, now: NOV_20 });
    const note = await issueCreditNote(t.database.db, id, 'Returned: damaged on delivery', { now: NOV_20 });
    expect(note.number).toMatch(/^CN-2083\/84-\d{6}$/);
    expect(note).toMatchObject({
      kind: 'credit_note',
      creditOfId: invoice.id,
      totalPaisa: invoice.totalPaisa,
    });
    await expect(issueCreditNote(t.database.db, id, 'again')).rejects.toMatchObject({
      code: 'INVOICE_ALREADY_CREDITED',
    });
    const [still] = await t.database.db.select().from(invoicesTable).where(eq(invoicesTable.id, invoice.id));
    expect(still).toEqual(invoice);
    const text = await pdfText((await reprintInvoice(t.database.db, note.id, null)).pdf);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Against invoice No.: ${invoice.number}`);
    expect(text).toContain('Returned: damaged on delivery');

    const csv = (await salesRegisterCsv(t.database.db, 2083, 8))!;
    const rows = csv.trim().split('\r\n');
    expect(rows[0]).toBe(
      'Date (BS),Date (AD),Number,Type,Buyer,Buyer PAN,Total sales,Exempt sales,Taxable sales,VAT',
    );
    expect(rows).toContain(
      `2083-08-04,2026-11-20,${invoice.number},Invoice,Sita Sharma,601234567,276.00,50.00,200.00,26.00`,
    );
    expect(rows).toContain(
      `2083-08-04,2026-11-20,${note.number},Credit note,Sita Sharma,601234567,-276.00,-50.00,-200.00,-26.00`,
    );
    expect(await salesRegisterCsv(t.database.db, 2099, 1)).toBeNull();

    const list = await listInvoices(t.database.db, '/x', { page: 1, page_size: 100 });
    expect(list.results.map((r) => r.number)).toContain(note.number);
  });

  it('never lets an issued invoice be changed or deleted, even by hand in the database', async () => {
    const id = await order('Delivered');
    const invoice = await issueInvoiceForDeliveredOrder(t.database.db, id, { seller: SELLER });
    await expect(
      t.database.db.update(invoicesTable).set({ totalPaisa: 1 }).where(eq(invoicesTable.id, invoice.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db.delete(invoicesTable).where(eq(invoicesTable.id, invoice.id)),
    ).rejects.toThrow();
    const [still] = await t.database.db.select().from(invoicesTable).where(eq(invoicesTable.id, invoice.id));
    expect(still).toEqual(invoice);
  });

  it('keeps the PAN to nine digits', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile/pan/',
      headers: stranger.auth,
      payload: { pan: '12ab' },
    });
    expect(bad.statusCode).toBe(400);
    const cleared = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile/pan/',
      headers: stranger.auth,
      payload: { pan: '' },
    });
    expect(cleared.json()).toEqual({ pan: null });
  });
});
