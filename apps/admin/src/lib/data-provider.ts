import {
  type AdminBanner,
  type AdminCategory,
  type AdminOrderDetail,
  type AdminProductImage,
  type AdminProduct,
  type AdminProductPatch,
  type Dashboard,
  type OrderStatus,
  PAGE_SIZE_MAX,
  type Paginated,
  type StockImportPreview,
  type StockImportResult,
  type ShortLineView,
} from '@kandamul/domain';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { api, download, post } from './http';

type Rider = { id: number; name: string; phone: string };
type StockReason = 'restock' | 'damage' | 'adjustment';

/** The console's calls beyond react-admin's CRUD: moving an order, the riders, stock, the dashboard. */
export interface ConsoleDataProvider extends DataProvider {
  moveOrder(
    id: Identifier,
    move: { status: OrderStatus; note?: string; rider_id?: number },
  ): Promise<AdminOrderDetail>;
  riders(): Promise<Rider[]>;
  adjustStock(
    productId: Identifier,
    change: { change: number; reason: StockReason; note?: string },
  ): Promise<{ stock: number }>;
  dashboard(): Promise<Dashboard>;
  previewStockCount(csv: string): Promise<StockImportPreview>;
  applyStockCount(csv: string): Promise<StockImportResult>;
  exportStock(): Promise<void>;
  productImages(productId: Identifier): Promise<AdminProductImage[]>;
  uploadProductImage(productId: Identifier, file: File): Promise<AdminProductImage>;
  removeProductImage(productId: Identifier, imageId: number): Promise<void>;
  orderProductImages(productId: Identifier, ids: number[]): Promise<AdminProductImage[]>;
  uploadCategoryImage(categoryId: Identifier, file: File): Promise<AdminCategory>;
  uploadBannerImage(bannerId: Identifier, file: File): Promise<AdminBanner>;
  hideReview(id: Identifier, body: { hidden: boolean; reason?: string }): Promise<unknown>;
  shortLines(orderId: Identifier): Promise<ShortLineView[]>;
  markShort(
    orderId: Identifier,
    lineId: number,
    body: { action: 'substitute' | 'remove'; product_id?: number },
  ): Promise<{ total_amount: number }>;
}

/** What the console may send for each writable resource (the API refuses anything else). */
const WRITABLE: Record<string, string[]> = {
  categories: ['title', 'nepali_title', 'parent_id', 'featured', 'position'],
  banners: ['title', 'nepali_title', 'link', 'position', 'active'],
  vouchers: [
    'code',
    'voucher_type',
    'discount_percentage',
    'discount_amount',
    'maximum_discount',
    'minimum_order_value',
    'valid_from',
    'valid_to',
    'usage_limit',
    'per_customer_limit',
    'is_active',
  ],
};
const NULLABLE_NUMBERS = new Set([
  'discount_percentage',
  'discount_amount',
  'maximum_discount',
  'usage_limit',
  'per_customer_limit',
  'parent_id',
]);

/** A form value as the API takes it: empty numbers are null, dates are ISO instants. */
function wireValue(key: string, value: unknown): unknown {
  if (key === 'valid_from' || key === 'valid_to') {
    if (value === '' || value === null || value === undefined) return null;
    const date = value instanceof Date ? value : new Date(String(value));
    return Number.isNaN(date.getTime()) ? value : date.toISOString();
  }
  if (NULLABLE_NUMBERS.has(key) && (value === '' || value === undefined)) return null;
  if (key === 'link' && (value === '' || value === undefined)) return null;
  return value;
}

/** The writable fields of a form, only those that differ from the record before (all for a new one). */
function changes(resource: string, data: RaRecord | Partial<RaRecord>, before?: Partial<RaRecord>) {
  const out: Record<string, unknown> = {};
  for (const key of WRITABLE[resource] ?? []) {
    if (!(key in data)) continue;
    const value = wireValue(key, data[key]);
    if (!before || value !== wireValue(key, before[key])) out[key] = value;
  }
  return out;
}

const upload = (file: File) => {
  const form = new FormData();
  form.append('image', file);
  return form;
};

const EDITABLE: (keyof AdminProductPatch)[] = [
  'title',
  'nepali_title',
  'low_stock_threshold',
  'marked_price',
  'selling_price',
  'is_organic',
  'today_special',
  'active',
];

/** What the console sends to add a product (POST /admin/products/). */
const PRODUCT_CREATE = [
  'title',
  'nepali_title',
  'short_description',
  'description',
  'category_id',
  'marked_price',
  'selling_price',
  'measure_unit',
  'unit_quantity',
  'is_organic',
  'low_stock_threshold',
  'active',
];

/** Resource name → list path; a rider's deliveries are the orders list the API scopes to them. */
function listPath(resource: string, filter: Record<string, unknown>): [string, Record<string, unknown>] {
  switch (resource) {
    case 'orders':
      return ['/admin/orders/', filter];
    case 'deliveries':
      return ['/admin/orders/', { ...filter, status: 'Out for Delivery' }];
    case 'products':
      return ['/admin/products/', filter];
    case 'customers':
      return ['/admin/customers/', filter];
    case 'staff':
      return ['/admin/staff/', filter];
    case 'audit':
      return ['/admin/audit/', filter];
    case 'invoices':
      return ['/admin/invoices/', filter];
    case 'categories':
      return ['/admin/categories/', filter];
    case 'vouchers':
      return ['/admin/vouchers/', filter];
    case 'banners':
      return ['/admin/banners/', filter];
    case 'voucher-redemptions': {
      const { voucher_id, ...rest } = filter;
      return [`/admin/vouchers/${Number(voucher_id)}/redemptions/`, rest];
    }
    case 'reviews':
      return ['/admin/reviews/', filter];
    case 'stock-movements': {
      const { product_id, ...rest } = filter;
      return [`/admin/products/${Number(product_id)}/stock/`, rest];
    }
    default:
      throw new Error(`Unknown resource ${resource}`);
  }
}

function query(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

const onePath = (resource: string, id: Identifier) =>
  ['products', 'categories', 'vouchers', 'banners', 'customers'].includes(resource)
    ? `/admin/${resource}/${id}/`
    : `/admin/orders/${id}/`;

const unsupported = (what: string) => () => Promise.reject(new Error(`The console cannot ${what} here.`));

export const dataProvider: ConsoleDataProvider = {
  async getList(resource, params) {
    const [path, filter] = listPath(resource, params.filter ?? {});
    const page = params.pagination?.page ?? 1;
    const pageSize = Math.min(params.pagination?.perPage ?? 25, PAGE_SIZE_MAX);
    // Orders sort by delivery slot (the pick list) when that column is chosen; else newest first.
    const sort = resource === 'orders' && params.sort?.field === 'slot' ? { sort: 'slot' } : {};
    const body = await api<Paginated<RaRecord> & { count_estimated?: boolean }>(
      `${path}${query({ ...filter, ...sort, page, page_size: pageSize })}`,
    );
    // Past 10,000 orders the API's total is an estimate: page by next/previous rather than show a
    // made-up last digit ("1-25 of 912,345").
    if (body.count_estimated) {
      const pageInfo = { hasNextPage: body.next !== null, hasPreviousPage: body.previous !== null };
      return { data: body.results, pageInfo } as never;
    }
    return { data: body.results, total: body.count } as never;
  },
  async getOne(resource, params) {
    const data = await api<RaRecord>(onePath(resource, params.id));
    return { data } as never;
  },
  async getMany(resource, params) {
    const data = await Promise.all(params.ids.map((id) => api<RaRecord>(onePath(resource, id))));
    return { data } as never;
  },
  async getManyReference(resource, params) {
    const [path, filter] = listPath(resource, { ...params.filter, [params.target]: params.id });
    const { page, perPage } = params.pagination;
    const body = await api<Paginated<RaRecord>>(`${path}${query({ ...filter, page, page_size: perPage })}`);
    return { data: body.results, total: body.count } as never;
  },
  async update(resource, params) {
    if (resource === 'staff') {
      // An admin changes a member's role or (de)activates them; nothing else of theirs is edited here.
      const { role, active } = params.data as { role?: string; active?: boolean };
      const updated = await api<RaRecord>(`/admin/staff/${params.id}/`, {
        method: 'PATCH',
        body: JSON.stringify({ role, active }),
      });
      return { data: updated } as never;
    }
    if (resource in WRITABLE) {
      const patch = changes(resource, params.data, params.previousData);
      if (Object.keys(patch).length === 0) return { data: params.previousData } as never;
      const updated = await api<RaRecord>(onePath(resource, params.id), {
        method: 'PATCH',
        body: JSON.stringify(patch),
      });
      return { data: updated } as never;
    }
    if (resource !== 'products') throw new Error('Orders change through their status buttons.');
    // PATCH takes only what changed, and only the editable fields (the API refuses anything else).
    const patch: Record<string, unknown> = {};
    const data = params.data as Partial<AdminProduct>;
    const before = (params.previousData ?? {}) as Partial<AdminProduct>;
    for (const key of EDITABLE) {
      if (!(key in data)) continue;
      let value = data[key as keyof AdminProduct] as unknown;
      if (key === 'selling_price' && (value === '' || value === undefined)) value = null;
      if (value !== before[key as keyof AdminProduct]) patch[key] = value;
    }
    if (Object.keys(patch).length === 0) return { data: before } as never;
    const updated = await api<AdminProduct>(`/admin/products/${params.id}/`, {
      method: 'PATCH',
      body: JSON.stringify(patch),
    });
    return { data: updated } as never;
  },
  updateMany: unsupported('change many records at once'),
  async create(resource, params) {
    if (resource === 'staff') {
      const data = await post<RaRecord>('/admin/staff/', params.data);
      return { data } as never;
    }
    if (resource === 'products') {
      // Only the fields the API takes; an empty selling price is left out (sold at the marked price).
      const d = params.data as Record<string, unknown>;
      const body: Record<string, unknown> = {};
      for (const key of PRODUCT_CREATE)
        if (d[key] !== undefined && d[key] !== null && d[key] !== '') body[key] = d[key];
      const data = await post<RaRecord>('/admin/products/', body);
      return { data } as never;
    }
    if (!(resource in WRITABLE)) throw new Error('The console cannot create records here.');
    const created = await post<RaRecord>(`/admin/${resource}/`, changes(resource, params.data));
    return { data: created } as never;
  },
  delete: unsupported('delete records'),
  deleteMany: unsupported('delete records'),

  moveOrder: (id, move) => post<AdminOrderDetail>(`/admin/orders/${id}/status/`, move),
  riders: () => api<Rider[]>('/admin/riders/'),
  adjustStock: (productId, change) => post<{ stock: number }>(`/admin/products/${productId}/stock/`, change),
  dashboard: () => api<Dashboard>('/admin/dashboard/'),
  previewStockCount: (csv) =>
    api<StockImportPreview>('/admin/stock/import/preview/', {
      method: 'POST',
      body: csv,
      headers: { 'Content-Type': 'text/csv' },
    }),
  applyStockCount: (csv) =>
    api<StockImportResult>('/admin/stock/import/', {
      method: 'POST',
      body: csv,
      headers: { 'Content-Type': 'text/csv' },
    }),
  exportStock: () => download('/admin/stock/export/', 'kandamul-stock.csv'),
  productImages: (id) => api<AdminProductImage[]>(`/admin/products/${id}/images/`),
  uploadProductImage: (id, file) =>
    api<AdminProductImage>(`/admin/products/${id}/images/`, { method: 'POST', body: upload(file) }),
  removeProductImage: (id, imageId) =>
    api<void>(`/admin/products/${id}/images/${imageId}/`, { method: 'DELETE' }),
  orderProductImages: (id, ids) =>
    api<AdminProductImage[]>(`/admin/products/${id}/images/order/`, {
      method: 'PUT',
      body: JSON.stringify({ ids }),
    }),
  uploadCategoryImage: (id, file) =>
    api<AdminCategory>(`/admin/categories/${id}/image/`, { method: 'POST', body: upload(file) }),
  uploadBannerImage: (id, file) =>
    api<AdminBanner>(`/admin/banners/${id}/image/`, { method: 'POST', body: upload(file) }),
  hideReview: (id, body) =>
    api(`/admin/reviews/${id}/hidden/`, { method: 'PUT', body: JSON.stringify(body) }),
  shortLines: async (orderId) =>
    (await api<{ data: ShortLineView[] }>(`/admin/orders/${orderId}/short-lines/`)).data,
  markShort: (orderId, lineId, body) =>
    post<{ total_amount: number }>(`/admin/orders/${orderId}/lines/${lineId}/short/`, body),
};
