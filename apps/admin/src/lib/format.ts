import {
  type AdminOrderDetail,
  formatMoney,
  type OrderSlot,
  rupeesToPaisa,
  slotTimes,
} from '@kandamul/domain';

/** Rupees as the API sends them, shown as the shop shows money: 'RS 1,234.00'. */
export const rupees = (value: number | null | undefined) =>
  value == null ? '—' : formatMoney(rupeesToPaisa(value));

export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A delivery slot in Nepal time: '2026-11-27 08:00–10:00'; '—' for an order without one. */
export function slotText(slot: OrderSlot | null | undefined): string {
  if (!slot) return '—';
  const { date, start, end } = slotTimes(slot);
  return `${date} ${start}–${end}`;
}

/** The one line a rider or a map search reads from an order's address snapshot. */
export function addressText(address: Record<string, unknown>): string {
  const name = (v: unknown) =>
    v && typeof v === 'object' && 'name' in v ? String((v as { name: unknown }).name) : '';
  return [
    address.location,
    address.land_mark,
    name(address.municipality),
    name(address.district),
    name(address.province),
    'Nepal',
  ]
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .join(', ');
}

export const mapLink = (text: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(text)}`;

/** Whether a record is the whole order (GET /admin/orders/{id}/), not a row of the list. */
export const isOrderDetail = (record: object): record is AdminOrderDetail =>
  Array.isArray((record as Partial<AdminOrderDetail>).lines) &&
  Array.isArray((record as Partial<AdminOrderDetail>).next_statuses);
