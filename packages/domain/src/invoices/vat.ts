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
/** The buyer's PAN for invoices; blank clears it. */
export const BuyerPanSchema = z.object({
  pan: z
    .string({ error: PAN_MESSAGE })
    .trim()
    .refine((v) => v === '' || PAN_PATTERN.test(v), { error: PAN_MESSAGE })
    .nullable()
    .transform((v) => (v ? v : null)),
});

/** An invoice number: fiscal year and a six-digit sequence, '2083/84-000123'. */
export function formatInvoiceNumber(fiscalYear: string, sequence: number): string {
  return `${fiscalYear}-${String(sequence).padStart(6, '0')}`;
}
