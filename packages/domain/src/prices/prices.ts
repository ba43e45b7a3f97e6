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

/** Order date as 'Nov 20, 2026' (en-US short month, day, year, Nepal time); '' for an invalid date. */
export function formatOrderDate(isoOrDate: string | Date): string {
  const date = typeof isoOrDate === 'string' ? new Date(isoOrDate) : isoOrDate;
  if (Number.isNaN(date.getTime())) return '';
  return orderDateFormatter().format(date);
}
