/**
 * Fallback selling price when the catalogue has none (SPEC §9): floor(0.44 × marked price) in whole
 * rupees, returned as paisa.
 */
export function fallbackSellingPricePaisa(markedPricePaisa: number): number {
  if (!Number.isFinite(markedPricePaisa) || markedPricePaisa <= 0) return 0;
  // Integer arithmetic (44 × paisa / 10 000) so 0.44 × rupees never floors a float just below a whole rupee.
  return Math.floor((44 * Math.round(markedPricePaisa)) / 10_000) * 100;
}

/**
 * The selling price to charge: the catalogue's, or the 0.44 fallback when it is missing. Zero counts as
 * missing, as it did in the original shop: nothing in the catalogue is free.
 */
export function effectiveSellingPricePaisa(
  sellingPricePaisa: number | null | undefined,
  markedPricePaisa: number,
): number {
  if (sellingPricePaisa == null || !Number.isFinite(sellingPricePaisa) || sellingPricePaisa <= 0) {
    return fallbackSellingPricePaisa(markedPricePaisa);
  }
  return sellingPricePaisa;
}

/** Discount shown on discounted items: whole percent off the marked price, rounded; 0 when none. */
export function discountPercentage(markedPricePaisa: number, sellingPricePaisa: number): number {
  if (!(markedPricePaisa > 0) || !(sellingPricePaisa >= 0) || sellingPricePaisa >= markedPricePaisa) return 0;
  return Math.round(((markedPricePaisa - sellingPricePaisa) * 100) / markedPricePaisa);
}

// Made on first use: building a formatter with a time zone loads ICU zone data (about 60 ms on a phone),
// which must not happen while the storefront starts, only when an order date is shown.
let orderDateFormat: Intl.DateTimeFormat | undefined;
const orderDateFormatter = () =>
  (orderDateFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    // Shoppers are in Nepal: an order placed at 00:30 local time belongs to that local day.
    timeZone: 'Asia/Kathmandu',
  }));

// Nepal keeps UTC+5:45 all year (no daylight saving since 1986).
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60 * 1000;

/**
 * The year in Nepal. Plain arithmetic rather than a time-zone formatter (which loads zone data at
 * start), and the same on the server (UTC) as in a shopper's browser, so a page rendered on the
 * server and hydrated in the browser shows one year even on 31 December.
 */
export function yearInNepal(now: Date = new Date()): number {
  return new Date(now.getTime() + NEPAL_OFFSET_MS).getUTCFullYear();
}

/** Order date as 'Nov 20, 2026' (en-US short month, day, year, Nepal time); '' for an invalid date. */
export function formatOrderDate(isoOrDate: string | Date): string {
  const date = typeof isoOrDate === 'string' ? new Date(isoOrDate) : isoOrDate;
  if (Number.isNaN(date.getTime())) return '';
  return orderDateFormatter().format(date);
}
