import {
  type AdminOrderDetail,
  type AdminProduct,
  type AdminProductPatch,
  type Dashboard,
  type OrderStatus,
  PAGE_SIZE_MAX,
  type Paginated,
  type ShortLineView,
} from '@kandamul/domain';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { api, post } from './http';

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
  hideReview(id: Identifier, body: { hidden: boolean; reason?: string }): Promise<unknown>;
  shortLines(orderId: Identifier): Promise<ShortLineView[]>;
  markShort(
    orderId: Identifier,
    lineId: number,
    body: { action: 'substitute' | 'remove'; product_id?: number },
  ): Promise<{ total_amount: number }>;
}

const EDITABLE: (keyof AdminProductPatch)[] = [
  'title',
  'nepali_title',
  'low_stock_threshold',
  'marked_price',
  'selling_price',
  'is_organic',
  'today_special',
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
  resource === 'products' ? `/admin/products/${id}/` : `/admin/orders/${id}/`;

const unsupported = (what: string) => () => Promise.reject(new Error(`The console cannot ${what} here.`));

export const dataProvider: ConsoleDataProvider = {
  async getList(resource, params) {
    const [path, filter] = listPath(resource, params.filter ?? {});
    const page = params.pagination?.page ?? 1;
    const pageSize = Math.min(params.pagination?.perPage ?? 25, PAGE_SIZE_MAX);
    const body = await api<Paginated<RaRecord>>(`${path}${query({ ...filter, page, page_size: pageSize })}`);
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
  create: unsupported('create records'),
  delete: unsupported('delete records'),
  deleteMany: unsupported('delete records'),

  moveOrder: (id, move) => post<AdminOrderDetail>(`/admin/orders/${id}/status/`, move),
  riders: () => api<Rider[]>('/admin/riders/'),
  adjustStock: (productId, change) => post<{ stock: number }>(`/admin/products/${productId}/stock/`, change),
  dashboard: () => api<Dashboard>('/admin/dashboard/'),
  hideReview: (id, body) =>
    api(`/admin/reviews/${id}/hidden/`, { method: 'PUT', body: JSON.stringify(body) }),
  shortLines: async (orderId) =>
    (await api<{ data: ShortLineView[] }>(`/admin/orders/${orderId}/short-lines/`)).data,
  markShort: (orderId, lineId, body) =>
    post<{ total_amount: number }>(`/admin/orders/${orderId}/lines/${lineId}/short/`, body),
};
