import { z } from 'zod';

/** A product's tax class under Nepal's VAT Act: 13 % VAT, or exempt (fresh vegetables, fruit, rice, …). */
export const TAX_CLASSES = ['vat', 'exempt'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];
export const TaxClassSchema = z.enum(TAX_CLASSES);

/** Nepal's VAT rate, in percent. */
export const VAT_RATE_PERCENT = 13;

/** One line as charged: the shop's prices include VAT, so `amountPaisa` is what the buyer paid for it. */
export interface ChargedLine {
  amountPaisa: number;
  taxClass: TaxClass;
}

/** An invoice's money summary; `taxablePaisa + vatPaisa + exemptPaisa === totalPaisa` always. */
export interface InvoiceTotals {
  /** Sum of the lines as charged, before discount and delivery. */
  linesPaisa: number;
  discountPaisa: number;
  /** Delivery is a taxable service: its charge includes VAT like the goods. */
  deliveryPaisa: number;
  /** Exempt sales after their share of the discount. */
  exemptPaisa: number;
  /** Taxable sales after their share of the discount, without VAT. */
  taxablePaisa: number;
  vatPaisa: number;
  totalPaisa: number;
}

/**
 * Splits a VAT-inclusive order into exempt sales, taxable sales and 13 % VAT. A discount on the whole
 * order is shared between taxable and exempt lines in proportion to their amounts (one rounding, on the
 * taxable share); VAT is taken out of the taxable total once, so the parts always add up to the total.
 */
export function invoiceTotals(
  lines: ChargedLine[],
  discountPaisa: number,
  deliveryPaisa: number,
): InvoiceTotals {
  const linesPaisa = lines.reduce((s, l) => s + l.amountPaisa, 0);
  const taxableLines = lines.filter((l) => l.taxClass === 'vat').reduce((s, l) => s + l.amountPaisa, 0);
  const discount = Math.min(Math.max(0, discountPaisa), linesPaisa);
  const taxableDiscount = linesPaisa > 0 ? Math.round((discount * taxableLines) / linesPaisa) : 0;
  const taxableGross = taxableLines - taxableDiscount + Math.max(0, deliveryPaisa);
  const taxablePaisa = Math.round((taxableGross * 100) / (100 + VAT_RATE_PERCENT));
  const exemptPaisa = linesPaisa - taxableLines - (discount - taxableDiscount);
  return {
    linesPaisa,
    discountPaisa: discount,
    deliveryPaisa: Math.max(0, deliveryPaisa),
    exemptPaisa,
    taxablePaisa,
    vatPaisa: taxableGross - taxablePaisa,
    totalPaisa: taxableGross + exemptPaisa,
  };
}

/** A PAN/VAT number as Nepal's IRD issues it: nine digits. */
export const PAN_PATTERN = /^\d{9}$/;
export const PAN_MESSAGE = 'A PAN is 9 digits.';

/**
 * The PAN a customer typed, as it is stored and printed: Devanagari digits (०–९) read as 0–9, and the
 * spaces and hyphens people group it with ('601 234 567', '601-234-567') left out. null for a blank
 * field (no PAN); an error message when what is left is not nine digits.
 */
export function readPan(input: string): { pan: string | null } | { error: string } {
  const digits = input
    .replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/[\s-]/g, '');
  if (digits === '') return { pan: null };
  return PAN_PATTERN.test(digits) ? { pan: digits } : { error: PAN_MESSAGE };
}

/** The buyer's PAN for invoices (readPan); blank or null clears it. */
export const BuyerPanSchema = z.object({
  pan: z
    .string({ error: PAN_MESSAGE })
    .nullable()
    .transform((v, ctx) => {
      const read = readPan(v ?? '');
      if ('error' in read) {
        ctx.addIssue({ code: 'custom', message: read.error });
        return z.NEVER;
      }
      return read.pan;
    }),
});

/** An invoice number: fiscal year and a six-digit sequence, '2083/84-000123'. */
export function formatInvoiceNumber(fiscalYear: string, sequence: number): string {
  return `${fiscalYear}-${String(sequence).padStart(6, '0')}`;
}
