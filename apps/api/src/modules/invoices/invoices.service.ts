import {
  type TaxClass,
  adToBs,
  bsDaysInMonth,
  bsIso,
  bsToAd,
  formatInvoiceNumber,
  invoiceTotals,
  nepalDay,
  nepalFiscalYear,
  type PageQuery,
} from '@kandamul/domain';
import type { Db } from '../../db/client';
import { type Seller, sellerFromEnv } from '../../config';
import { fail } from '../../plugins/errors';
import { pageOffset, paginate } from '../../plugins/pagination';
import * as repo from './invoices.repo';
import { renderInvoicePdf } from './invoice-pdf';

export type { InvoiceRow } from './invoices.repo';

/** One printed line: as charged, VAT included for taxable goods. */
export interface InvoiceLine {
  title: string;
  quantity: number;
  ratePaisa: number;
  amountPaisa: number;
  taxClass: TaxClass;
}

export interface IssueOptions {
  /** The seller printed on the invoice; the environment's (SELLER_*) when not given. */
  seller?: Seller;
  now?: Date;
}

const DELIVERED = 'Delivered';

function isUniqueViolation(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function issueDay(now: Date): { dateAd: string; dateBs: string; fiscalYear: string } {
  const dateAd = nepalDay(now)!;
  const bs = adToBs(dateAd);
  const fiscalYear = nepalFiscalYear(dateAd);
  if (!bs || !fiscalYear) throw new Error(`No Bikram Sambat date for ${dateAd}`);
  return { dateAd, dateBs: bsIso(bs), fiscalYear };
}

/**
 * Issues the tax invoice of a delivered order: the next number of the fiscal year, the buyer, the lines
 * with their tax class, taxable and exempt totals and 13 % VAT. Call it when an order becomes
 * Delivered; calling it again answers the same invoice (one per order, its number never changes).
 * 404 ORDER_NOT_FOUND for no such order, 409 INVOICE_NOT_READY before delivery.
 */
export async function issueInvoiceForDeliveredOrder(
  db: Db,
  orderId: number,
  options: IssueOptions = {},
): Promise<repo.InvoiceRow> {
  try {
    return await db.transaction(async (tx) => {
      const existing = await repo.invoiceOfOrder(tx, orderId);
      if (existing) return existing;
      const order = await repo.orderForInvoice(tx, orderId);
      if (!order) throw fail('ORDER_NOT_FOUND');
      if (order.status !== DELIVERED) throw fail('INVOICE_NOT_READY');
      const lines: InvoiceLine[] = (await repo.linesForInvoice(tx, orderId)).map((l) => ({
        title: l.title,
        quantity: l.quantity,
        ratePaisa: l.unitPricePaisa,
        amountPaisa: l.unitPricePaisa * l.quantity,
        taxClass: l.taxClass === 'exempt' ? 'exempt' : 'vat',
      }));
      const totals = invoiceTotals(lines, order.discountPaisa, order.deliveryChargePaisa);
      const day = issueDay(options.now ?? new Date());
      const sequence = await repo.nextSequence(tx, 'invoice', day.fiscalYear);
      return repo.insertInvoice(tx, {
        kind: 'invoice',
        number: formatInvoiceNumber(day.fiscalYear, sequence),
        fiscalYear: day.fiscalYear,
        sequence,
        orderId,
        issuedAt: options.now ?? new Date(),
        dateAd: day.dateAd,
        dateBs: day.dateBs,
        seller: options.seller ?? sellerFromEnv(),
        buyerName: [order.firstName, order.lastName].filter(Boolean).join(' '),
        buyerPan: order.pan ?? null,
        lines,
        ...totals,
      });
    });
  } catch (err) {
    // Issued meanwhile by another request: that invoice is the order's, and this one's number was
    // never used (the counter's update rolled back with it).
    if (!isUniqueViolation(err)) throw err;
    const existing = await repo.invoiceOfOrder(db, orderId);
    if (!existing) throw err;
    return existing;
  }
}

/**
 * A credit note for an invoiced sale that was cancelled or returned: its own series
 * ('CN-2083/84-000001'), the invoice's lines and amounts, and the reason. The invoice itself is never
 * changed. 404 INVOICE_NOT_FOUND when the order has no invoice, 409 INVOICE_ALREADY_CREDITED.
 */
export async function issueCreditNote(
  db: Db,
  orderId: number,
  reason: string,
  options: IssueOptions = {},
): Promise<repo.InvoiceRow> {
  return db.transaction(async (tx) => {
    const invoice = await repo.invoiceOfOrder(tx, orderId);
    if (!invoice) throw fail('INVOICE_NOT_FOUND');
    if (await repo.creditNoteOf(tx, invoice.id)) throw fail('INVOICE_ALREADY_CREDITED');
    const day = issueDay(options.now ?? new Date());
    const sequence = await repo.nextSequence(tx, 'credit_note', day.fiscalYear);
    const { id: _id, number: _n, sequence: _s, issuedAt: _i, reason: _r, ...copied } = invoice;
    return repo.insertInvoice(tx, {
      ...copied,
      kind: 'credit_note',
      number: `CN-${formatInvoiceNumber(day.fiscalYear, sequence)}`,
      fiscalYear: day.fiscalYear,
      sequence,
      creditOfId: invoice.id,
      issuedAt: options.now ?? new Date(),
      dateAd: day.dateAd,
      dateBs: day.dateBs,
      seller: options.seller ?? (invoice.seller as Seller),
      reason: reason.trim(),
    });
  });
}

/** Renders an invoice, recording the print: the first is the original, later ones say 'Copy of Original'. */
export async function printInvoice(
  db: Db,
  invoice: repo.InvoiceRow,
  by: { role: 'customer' | 'staff'; userId: number | null },
): Promise<{ pdf: Buffer; copy: number }> {
  let copy: number;
  try {
    copy = await repo.recordPrint(db, invoice.id, by.role, by.userId);
  } catch (err) {
    // Two prints at the same moment drew the same copy number: the later one is the next copy.
    if (!isUniqueViolation(err)) throw err;
    copy = await repo.recordPrint(db, invoice.id, by.role, by.userId);
  }
  const credited = invoice.creditOfId ? await repo.findInvoice(db, invoice.creditOfId) : undefined;
  return { pdf: await renderInvoicePdf(invoice, { copy, creditOf: credited?.number }), copy };
}

/**
 * The customer's download of an order's invoice: 404 for an order that is not theirs, 409 before it is
 * delivered; a delivered order with no invoice yet gets it now.
 */
export async function customerInvoicePdf(
  db: Db,
  userId: number,
  orderId: number,
  options: IssueOptions = {},
): Promise<{ pdf: Buffer; number: string; copy: number }> {
  const order = await repo.orderForInvoice(db, orderId);
  if (!order || order.userId !== userId) throw fail('ORDER_NOT_FOUND');
  if (order.status !== DELIVERED && !(await repo.invoiceOfOrder(db, orderId)))
    throw fail('INVOICE_NOT_READY');
  const invoice = await issueInvoiceForDeliveredOrder(db, orderId, options);
  const { pdf, copy } = await printInvoice(db, invoice, { role: 'customer', userId });
  return { pdf, number: invoice.number, copy };
}

/** Staff: invoices and credit notes, newest first (paginated like every list). */
export async function listInvoices(db: Db, url: string, page: PageQuery) {
  const [total, rows] = [
    await repo.countInvoices(db),
    await repo.listInvoices(db, page.page_size, pageOffset(page)),
  ];
  return paginate(
    url,
    page,
    total,
    rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      number: r.number,
      order_id: r.orderId,
      date_bs: r.dateBs,
      date_ad: r.dateAd,
      buyer_name: r.buyerName,
      buyer_pan: r.buyerPan,
      total: r.totalPaisa / 100,
    })),
  );
}

/** Staff: a reprint of an invoice or credit note (always a copy once the original was printed). */
export async function reprintInvoice(db: Db, invoiceId: number, staffUserId: number | null) {
  const invoice = await repo.findInvoice(db, invoiceId);
  if (!invoice) throw fail('INVOICE_NOT_FOUND');
  return {
    ...(await printInvoice(db, invoice, { role: 'staff', userId: staffUserId })),
    number: invoice.number,
  };
}

const csvCell = (v: string | number | null) => {
  let s = v === null ? '' : String(v);
  // A buyer's name is theirs to choose: one a spreadsheet would run as a formula is written as text.
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const rupees = (paisa: number) => (paisa / 100).toFixed(2);

/**
 * The sales register (IRD's sales book) of one BS month as CSV: every invoice and credit note dated in
 * it, credit notes as negative amounts. Null for a month the calendar tables do not cover.
 */
export async function salesRegisterCsv(db: Db, bsYear: number, bsMonth: number): Promise<string | null> {
  const from = bsToAd({ year: bsYear, month: bsMonth, day: 1 });
  const to = bsToAd({ year: bsYear, month: bsMonth, day: bsDaysInMonth(bsYear, bsMonth) });
  if (!from || !to) return null;
  const rows = await repo.invoicesBetween(db, from, to);
  const header = [
    'Date (BS)',
    'Date (AD)',
    'Number',
    'Type',
    'Buyer',
    'Buyer PAN',
    'Total sales',
    'Exempt sales',
    'Taxable sales',
    'VAT',
  ];
  const lines = rows.map((r) => {
    const sign = r.kind === 'credit_note' ? -1 : 1;
    return [
      r.dateBs,
      r.dateAd,
      r.number,
      r.kind === 'credit_note' ? 'Credit note' : 'Invoice',
      r.buyerName,
      r.buyerPan,
      rupees(sign * r.totalPaisa),
      rupees(sign * r.exemptPaisa),
      rupees(sign * r.taxablePaisa),
      rupees(sign * r.vatPaisa),
    ]
      .map(csvCell)
      .join(',');
  });
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}

/** The customer's PAN for their invoices (null clears it). */
export function setCustomerPan(db: Db, userId: number, pan: string | null): Promise<void> {
  return repo.setCustomerPan(db, userId, pan);
}

export function customerPan(db: Db, userId: number): Promise<string | null> {
  return repo.customerPan(db, userId);
}
