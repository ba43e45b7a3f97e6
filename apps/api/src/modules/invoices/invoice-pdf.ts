import { createRequire } from 'node:module';
import path from 'node:path';
import { BS_MONTHS_EN, VAT_RATE_PERCENT, type TaxClass, amountInWords, formatMoney } from '@kandamul/domain';
import PDFDocument from 'pdfkit';
import type { InvoiceRow } from './invoices.repo';

// The shop's own face (Mukta, SIL OFL, from @fontsource/mukta as the storefront uses it): its Latin and
// Devanagari subsets are separate files, so text is written in runs, each in the subset of its script.
const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@fontsource/mukta')), 'files');
const FONTS = {
  latin: path.join(fontDir, 'mukta-latin-400-normal.woff'),
  latinBold: path.join(fontDir, 'mukta-latin-700-normal.woff'),
  devanagari: path.join(fontDir, 'mukta-devanagari-400-normal.woff'),
  devanagariBold: path.join(fontDir, 'mukta-devanagari-700-normal.woff'),
};

/** What an invoice prints that is not in its row: which print this is, and the invoice a credit note cancels. */
export interface PrintOptions {
  /** 0 for the original; any later print is marked 'Copy of Original'. */
  copy: number;
  creditOf?: string;
}

interface Line {
  title: string;
  quantity: number;
  ratePaisa: number;
  amountPaisa: number;
  taxClass: TaxClass;
}

const DEVANAGARI = /\p{Script=Devanagari}|\u200C|\u200D/u;
const amount = (paisa: number) => formatMoney(paisa).replace(/^RS /, '');

/** Splits text into runs of one script (spaces go with the run they are in). */
function scriptRuns(text: string): { devanagari: boolean; text: string }[] {
  const runs: { devanagari: boolean; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const devanagari = DEVANAGARI.test(char) || (char === ' ' && last?.devanagari === true);
    if (last && last.devanagari === devanagari) last.text += char;
    else runs.push({ devanagari, text: char });
  }
  return runs;
}

function bsWords(dateBs: string): string {
  const [y, m, d] = dateBs.split('-').map(Number);
  return `${d} ${BS_MONTHS_EN[(m ?? 1) - 1]} ${y}`;
}

/** The invoice or credit note as an A4 PDF, with text a reader can copy (and tests read back). */
export function renderInvoicePdf(invoice: InvoiceRow, options: PrintOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${invoice.kind === 'credit_note' ? 'Credit note' : 'Tax invoice'} ${invoice.number}` },
  });
  doc.registerFont('latin', FONTS.latin);
  doc.registerFont('latin-bold', FONTS.latinBold);
  doc.registerFont('devanagari', FONTS.devanagari);
  doc.registerFont('devanagari-bold', FONTS.devanagariBold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  /** Writes one line of text at (x, y), switching font with the script. */
  const write = (
    text: string,
    x: number,
    y: number,
    opts: { bold?: boolean; size?: number; width?: number; align?: 'left' | 'right' | 'center' } = {},
  ) => {
    const size = opts.size ?? 10;
    const runs = scriptRuns(text);
    if (runs.every((r) => !r.devanagari) || opts.align === 'right' || opts.align === 'center') {
      // Right- or centre-aligned cells are numbers and headings: Latin only.
      doc.font(opts.bold ? 'latin-bold' : 'latin').fontSize(size);
      doc.text(runs.some((r) => r.devanagari) ? text.replace(/\p{Script=Devanagari}/gu, '?') : text, x, y, {
        width: opts.width,
        align: opts.align,
        lineBreak: false,
      });
      return;
    }
    runs.forEach((run, i) => {
      const font = `${run.devanagari ? 'devanagari' : 'latin'}${opts.bold ? '-bold' : ''}`;
      doc.font(font).fontSize(size);
      const continued = i < runs.length - 1;
      if (i === 0) doc.text(run.text, x, y, { continued, lineBreak: false });
      else doc.text(run.text, { continued, lineBreak: false });
    });
  };

  const seller = invoice.seller as { name: string; address: string; pan: string };
  const credit = invoice.kind === 'credit_note';
  let y = 40;
  write(credit ? 'CREDIT NOTE' : 'TAX INVOICE', left, y, { bold: true, size: 16, width, align: 'center' });
  y += 22;
  if (options.copy > 0) {
    write(`Copy of Original (${options.copy})`, left, y, { size: 10, width, align: 'center' });
    y += 16;
  }
  write(seller.name, left, y, { bold: true, size: 13 });
  y += 18;
  write(seller.address, left, y);
  y += 14;
  write(`PAN/VAT No.: ${seller.pan}`, left, y);
  y += 24;

  const half = left + width / 2;
  write(`${credit ? 'Credit note' : 'Invoice'} No.: ${invoice.number}`, left, y, { bold: true });
  write(`Date (BS): ${invoice.dateBs} (${bsWords(invoice.dateBs)})`, half, y);
  y += 14;
  write(`Order No.: ${invoice.orderId}`, left, y);
  write(`Date (AD): ${invoice.dateAd}`, half, y);
  y += 14;
  if (credit && options.creditOf) {
    write(`Against invoice No.: ${options.creditOf}`, left, y);
    y += 14;
    if (invoice.reason) {
      write(`Reason: ${invoice.reason}`, left, y);
      y += 14;
    }
  }
  y += 6;
  write(`Buyer: ${invoice.buyerName}`, left, y);
  y += 14;
  write(`Buyer PAN: ${invoice.buyerPan ?? '-'}`, left, y);
  y += 22;

  // Lines: S.N., particulars, quantity, rate, amount, tax.
  const cols = [
    { title: 'S.N.', w: 30, align: 'left' as const },
    { title: 'Particulars', w: width - 30 - 40 - 80 - 90 - 55, align: 'left' as const },
    { title: 'Qty', w: 40, align: 'right' as const },
    { title: 'Rate', w: 80, align: 'right' as const },
    { title: 'Amount', w: 90, align: 'right' as const },
    { title: 'Tax', w: 55, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    let x = left;
    cells.forEach((cell, i) => {
      const col = cols[i]!;
      write(cell, x + 2, y, { bold, width: col.w - 4, align: col.align });
      x += col.w;
    });
    y += 18;
  };
  doc
    .moveTo(left, y - 4)
    .lineTo(left + width, y - 4)
    .stroke();
  row(
    cols.map((c) => c.title),
    true,
  );
  doc
    .moveTo(left, y - 4)
    .lineTo(left + width, y - 4)
    .stroke();
  (invoice.lines as Line[]).forEach((l, i) => {
    if (y > doc.page.height - 220) {
      doc.addPage();
      y = 40;
    }
    row([
      String(i + 1),
      l.title,
      String(l.quantity),
      amount(l.ratePaisa),
      amount(l.amountPaisa),
      l.taxClass === 'exempt' ? 'Exempt' : `VAT ${VAT_RATE_PERCENT}%`,
    ]);
  });
  doc
    .moveTo(left, y - 4)
    .lineTo(left + width, y - 4)
    .stroke();
  y += 6;

  const labelX = left + width - 300;
  const total = (label: string, paisa: number, bold = false) => {
    write(label, labelX, y, { bold, width: 200, align: 'right' });
    write(amount(paisa), labelX + 200, y, { bold, width: 100, align: 'right' });
    y += 15;
  };
  total('Sub-total (prices include VAT)', invoice.linesPaisa);
  if (invoice.discountPaisa) total('Discount', -invoice.discountPaisa);
  if (invoice.deliveryPaisa) total('Delivery charge', invoice.deliveryPaisa);
  total('Exempt sales', invoice.exemptPaisa);
  total('Taxable sales', invoice.taxablePaisa);
  total(`VAT ${VAT_RATE_PERCENT}%`, invoice.vatPaisa);
  total('Grand total', invoice.totalPaisa, true);
  y += 8;
  write(`In words: ${amountInWords(invoice.totalPaisa)}`, left, y);
  y += 30;
  write('Thank you for shopping with Kandamul.', left, y, { size: 9 });

  doc.end();
  return done;
}
