// The stock count file of the console: a CSV with a product slug and the counted quantity per row,
// read here (pure, no Node APIs) by the API and by nothing else, so one rule decides what a good row is.

/** The largest stock count file the API takes (bytes); bigger is refused with 413. */
export const STOCK_CSV_MAX_BYTES = 5 * 1024 * 1024;
/** The most units one row may count (a typo such as 1000000 is refused rather than stocked). */
export const STOCK_COUNT_MAX = 1_000_000;
/** Header names accepted for the counted quantity; the export's own `stock` column is one of them. */
export const STOCK_COUNT_COLUMNS = ['counted', 'count', 'quantity', 'stock'] as const;

/** The columns of the catalogue export, in order. */
export const STOCK_EXPORT_COLUMNS = [
  'slug',
  'title',
  'nepali_title',
  'category',
  'marked_price',
  'selling_price',
  'stock',
  'low_stock_threshold',
] as const;

/**
 * Splits CSV text into rows of fields (RFC 4180: quoted fields, doubled quotes, CRLF or LF, a leading
 * byte-order mark). Null when a quoted field is never closed.
 */
export function parseCsv(text: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (quoted) return null;
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a text that a spreadsheet would
 * run as a formula (=, +, -, @ first) gets a leading apostrophe (CSV injection).
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV line of fields, CRLF-terminated (what spreadsheets write). */
export function csvLine(values: (string | number | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** One good row of a stock count: its line in the file (the header is line 1). */
export interface StockCountRow {
  row: number;
  slug: string;
  counted: number;
}

/** What is wrong with one line of the file (row 0: the file as a whole). */
export interface StockCountError {
  row: number;
  message: string;
}

export type StockCountFile =
  { ok: true; rows: StockCountRow[]; errors: StockCountError[] } | { ok: false; message: string };

export const STOCK_CSV_MESSAGES = {
  notCsv: 'The file is not a readable CSV (a quoted field is never closed).',
  empty: 'The file is empty.',
  noSlug: 'The first line must name the columns, with one called "slug".',
  noCount: 'The first line must name a column for the counted quantity: counted, count, quantity or stock.',
  noRows: 'The file has no product rows.',
  missingSlug: 'The product slug is missing.',
  notWhole: (value: string) => `The count "${value}" is not a whole number.`,
  negative: (value: string) => `The count ${value} is below zero.`,
  tooLarge: (value: string) => `The count ${value} is more than ${STOCK_COUNT_MAX.toLocaleString('en-US')}.`,
  duplicate: (slug: string, first: number) =>
    `The product "${slug}" is counted twice (first on row ${first}).`,
  unknown: (slug: string) => `No product has the slug "${slug}".`,
} as const;

/**
 * Reads a stock count file: a header naming a `slug` column and a count column, then one row per
 * product. Blank lines are skipped. Every bad row is reported with its line and what is wrong
 * (missing slug, not a whole number, below zero, too large, counted twice); whether the slugs exist
 * is for the caller, who knows the catalogue.
 */
export function readStockCount(text: string): StockCountFile {
  const table = parseCsv(text);
  if (table === null) return { ok: false, message: STOCK_CSV_MESSAGES.notCsv };
  const lines = table.map((cells, index) => ({ cells, row: index + 1 }));
  const filled = lines.filter((l) => l.cells.some((c) => c.trim() !== ''));
  if (!filled.length) return { ok: false, message: STOCK_CSV_MESSAGES.empty };
  const [header, ...body] = filled;
  const names = header!.cells.map((c) => c.trim().toLowerCase());
  const slugAt = names.indexOf('slug');
  if (slugAt < 0) return { ok: false, message: STOCK_CSV_MESSAGES.noSlug };
  const countAt = STOCK_COUNT_COLUMNS.map((n) => names.indexOf(n)).find((i) => i >= 0) ?? -1;
  if (countAt < 0) return { ok: false, message: STOCK_CSV_MESSAGES.noCount };
  if (!body.length) return { ok: false, message: STOCK_CSV_MESSAGES.noRows };

  const rows: StockCountRow[] = [];
  const errors: StockCountError[] = [];
  const seen = new Map<string, number>();
  for (const { cells, row } of body) {
    const slug = (cells[slugAt] ?? '').trim().toLowerCase();
    const raw = (cells[countAt] ?? '').trim();
    if (!slug) {
      errors.push({ row, message: STOCK_CSV_MESSAGES.missingSlug });
      continue;
    }
    const first = seen.get(slug);
    if (first !== undefined) {
      errors.push({ row, message: STOCK_CSV_MESSAGES.duplicate(slug, first) });
      continue;
    }
    seen.set(slug, row);
    if (!/^[+-]?\d+$/.test(raw)) {
      errors.push({ row, message: STOCK_CSV_MESSAGES.notWhole(raw) });
      continue;
    }
    const counted = Number(raw);
    if (counted < 0) errors.push({ row, message: STOCK_CSV_MESSAGES.negative(raw) });
    else if (counted > STOCK_COUNT_MAX) errors.push({ row, message: STOCK_CSV_MESSAGES.tooLarge(raw) });
    else rows.push({ row, slug, counted });
  }
  return { ok: true, rows, errors };
}
