import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@kandamul/domain';
import { orders } from '../../src/db/schema';
import { AccessTokens } from '../../src/infra/tokens';
import {
  createAddress,
  createPlacesApp,
  insertShopProducts,
  insertStations,
} from '../fixtures/orders.fixtures';
import { createCustomer, DB_KINDS, type TestApp } from '../helpers';
import { type DocRoute, documentedRoutes, fillPath } from './openapi';

// OWASP API1 (object level) and API5 (function level) authorisation, API2 (authentication): every
// route of the OpenAPI document that needs login, attacked with no token, an expired one, forged
// ones, a token of an account that does not exist, another customer's token and the owner's own.
// Customer A's address, wishlist entry, order and cancellation are never readable or changeable by
// customer B (404), and nothing of A's ever appears in an answer to B: 0 leaks.

/** Routes anyone may call. Every other documented route must declare bearer security and need it. */
const PUBLIC = new Set([
  'GET /api/v1/health/',
  'GET /api/v1/email/confirm/',
  'GET /api/v1/shop/',
  'GET /api/v1/home/data/',
  'GET /api/v1/banner/',
  'GET /api/v1/category/featured/',
  'GET /api/v1/category/all/',
  'GET /api/v1/category/{id}/',
  'GET /api/v1/category/product/{id}/',
  'GET /api/v1/today/special/',
  'GET /api/v1/list/for/you/',
  'GET /api/v1/new/arrival/',
  'GET /api/v1/products/',
  'GET /api/v1/products/suggest/',
  'GET /api/v1/product/detail/{slug}/',
  'POST /api/v1/signup/',
  'POST /api/v1/login/',
  'POST /api/v1/token/',
  'POST /api/v1/token/refresh/',
  'POST /api/v1/logout/',
  'POST /api/v1/forgot/password/',
  'POST /api/v1/validate/otp',
  'POST /api/v1/validate/otp/',
  'POST /api/v1/reset/password/',
  'POST /api/v1/otp/public/send/',
  'POST /api/v1/otp/public/verify/',
  'POST /api/v1/otp/public/send/email/',
  'POST /api/v1/voucher/apply/',
  'GET /api/v1/order/address/address-form-data/provinces/',
  'GET /api/v1/order/address/provinces/{id}/districts/',
  'GET /api/v1/order/address/districts/{id}/municipalities/',
  'GET /api/v1/order/address/nearest-delivery-stations/',
  // The wallets send the browser back here: the answer is verified with the gateway, never trusted.
  'GET /api/v1/payments/esewa/return/',
  'GET /api/v1/payments/khalti/return/',
]);

/**
 * The console's routes and the roles each lets in (API5, function level). Every other role gets 403,
 * a caller without a login 401. A rider is let into an order's routes only for an order handed to
 * them (object level): 403 for anyone else's.
 */
const CONSOLE: Record<string, Role[]> = {
  'GET /api/v1/admin/orders/': ['staff', 'admin', 'rider'],
  'GET /api/v1/admin/orders/{id}/': ['staff', 'admin', 'rider'],
  'POST /api/v1/admin/orders/{id}/status/': ['staff', 'admin', 'rider'],
  'GET /api/v1/admin/riders/': ['staff', 'admin'],
  'GET /api/v1/admin/dashboard/': ['staff', 'admin'],
  'GET /api/v1/admin/products/': ['staff', 'admin'],
  'GET /api/v1/admin/products/{id}/': ['staff', 'admin'],
  'PATCH /api/v1/admin/products/{id}/': ['admin'],
  'POST /api/v1/admin/products/': ['admin'],
  'GET /api/v1/admin/products/{id}/stock/': ['staff', 'admin'],
  'POST /api/v1/admin/products/{id}/stock/': ['staff', 'admin'],
  'GET /api/v1/admin/orders/{id}/payments/': ['staff', 'admin'],
  'POST /api/v1/admin/orders/{id}/payment/': ['staff', 'admin'],
  'GET /api/v1/admin/pick-list/': ['staff', 'admin'],
  'GET /api/v1/admin/cash/': ['staff', 'admin'],
  'GET /api/v1/admin/cash/settlements/': ['staff', 'admin'],
  'POST /api/v1/admin/cash/settlements/': ['staff', 'admin'],
  'GET /api/v1/admin/customers/': ['staff', 'admin'],
  'GET /api/v1/admin/customers/{id}/': ['staff', 'admin'],
  'POST /api/v1/admin/customers/{id}/block/': ['staff', 'admin'],
  'POST /api/v1/admin/customers/{id}/unblock/': ['staff', 'admin'],
  'GET /api/v1/admin/staff/': ['admin'],
  'POST /api/v1/admin/staff/': ['admin'],
  'PATCH /api/v1/admin/staff/{id}/': ['admin'],
  'GET /api/v1/admin/jobs/failed/': ['staff', 'admin'],
  'POST /api/v1/admin/jobs/failed/{id}/retry/': ['staff', 'admin'],
  'DELETE /api/v1/admin/jobs/failed/{id}/': ['staff', 'admin'],
  'GET /api/v1/admin/payments/': ['staff', 'admin'],
  'POST /api/v1/admin/orders/{id}/refund/': ['staff', 'admin'],
  'POST /api/v1/admin/orders/{id}/payments/{attempt}/refund/': ['staff', 'admin'],
  'GET /api/v1/admin/invoices/': ['staff', 'admin'],
  'GET /api/v1/admin/invoices/{id}/pdf/': ['staff', 'admin'],
  'POST /api/v1/admin/orders/{id}/credit-note/': ['admin'],
  'GET /api/v1/admin/invoices/sales-register/': ['staff', 'admin'],
  // The catalogue side: the stock count import and export, images, categories, banners, vouchers.
  'GET /api/v1/admin/stock/export/': ['staff', 'admin'],
  'POST /api/v1/admin/stock/import/preview/': ['staff', 'admin'],
  'POST /api/v1/admin/stock/import/': ['staff', 'admin'],
  'GET /api/v1/admin/products/{id}/images/': ['staff', 'admin'],
  'POST /api/v1/admin/products/{id}/images/': ['admin'],
  'PUT /api/v1/admin/products/{id}/images/order/': ['admin'],
  'DELETE /api/v1/admin/products/{id}/images/{imageId}/': ['admin'],
  'GET /api/v1/admin/categories/': ['staff', 'admin'],
  'POST /api/v1/admin/categories/': ['admin'],
  'GET /api/v1/admin/categories/{id}/': ['staff', 'admin'],
  'PATCH /api/v1/admin/categories/{id}/': ['admin'],
  'POST /api/v1/admin/categories/{id}/image/': ['admin'],
  'GET /api/v1/admin/banners/': ['staff', 'admin'],
  'POST /api/v1/admin/banners/': ['admin'],
  'GET /api/v1/admin/banners/{id}/': ['staff', 'admin'],
  'PATCH /api/v1/admin/banners/{id}/': ['admin'],
  'POST /api/v1/admin/banners/{id}/image/': ['admin'],
  'GET /api/v1/admin/vouchers/': ['staff', 'admin'],
  'POST /api/v1/admin/vouchers/': ['admin'],
  'GET /api/v1/admin/vouchers/{id}/': ['staff', 'admin'],
  'PATCH /api/v1/admin/vouchers/{id}/': ['admin'],
  'GET /api/v1/admin/vouchers/{id}/redemptions/': ['staff', 'admin'],
  'GET /api/v1/admin/reviews/': ['staff', 'admin'],
  'PUT /api/v1/admin/reviews/{id}/hidden/': ['staff', 'admin'],
  'GET /api/v1/admin/orders/{id}/short-lines/': ['staff', 'admin'],
  'POST /api/v1/admin/orders/{id}/lines/{lineId}/short/': ['staff', 'admin'],
  // The audit trail (docs/decisions/032): admins only.
  'GET /api/v1/admin/audit/': ['admin'],
  // Delivery slots (issue 20).
  'GET /api/v1/admin/slots/': ['staff', 'admin'],
  'POST /api/v1/admin/slots/': ['staff', 'admin'],
  'PATCH /api/v1/admin/slots/{id}/': ['staff', 'admin'],
  'DELETE /api/v1/admin/slots/{id}/': ['staff', 'admin'],
};
const isConsole = (r: DocRoute) => r.path.startsWith('/api/v1/admin/');

interface Actor {
  id: number;
  token: string;
  auth: { authorization: string };
}

interface Req {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** After another customer sent this request: the owner's resource is exactly as before. */
  intact?: () => Promise<void>;
}

interface Case {
  /** A request on resources of `owner` (made fresh for each call). */
  build: (owner: Actor) => Promise<Req>;
  /** Statuses allowed when the owner sends it, and when another customer sends the same request. */
  own: number[];
  other: number[];
}

const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe.each(DB_KINDS)('authorisation matrix (%s)', (kind) => {
  let t: TestApp;
  let routes: DocRoute[];
  let A: Actor;
  let B: Actor;
  let stations: Awaited<ReturnType<typeof insertStations>>;
  let items: Awaited<ReturnType<typeof insertShopProducts>>;
  const marker = `zq${randomBytes(5).toString('hex')}`;
  /** Strings that belong to customer A alone. */
  const secrets: string[] = [];
  /** Tracking ids of A's orders. */
  const aOrders: string[] = [];
  const figures = { requests: 0, leaks: 0, routes: 0, secured: 0, objectAttacks: 0 };

  const send = async (method: string, r: Req, headers: Record<string, string>) => {
    figures.requests += 1;
    const payload = r.payload === undefined ? {} : { payload: r.payload as Buffer | Record<string, unknown> };
    return t.app.inject({
      method: method as 'GET',
      url: r.url,
      headers: { ...r.headers, ...headers },
      ...payload,
    });
  };
  const get = (who: Actor, url: string) => send('GET', { url: `/api/v1${url}` }, who.auth);
  const leaksIn = (body: string) => secrets.filter((s) => body.includes(s));

  async function multipartPicture(): Promise<{ payload: Buffer; headers: Record<string, string> }> {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .png()
      .toBuffer();
    const boundary = `----matrix${randomBytes(4).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  async function placeOrder(owner: Actor, notes = `${marker}-note`) {
    const address = await createAddress(t, owner, { nearest_branch: stations.kathmandu });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout/',
      headers: owner.auth,
      payload: { product_id: [items[0]!.id], qtys: [1], location: address.id, notes },
    });
    if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.body}`);
    return res.json() as { order_id: number; tracking_id: string };
  }

  async function wishlistEntry(owner: Actor, productIndex: number) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/create/wishlist/',
      headers: owner.auth,
      payload: { item: items[productIndex]!.id },
    });
    if (res.statusCode >= 300) throw new Error(`wishlist failed: ${res.body}`);
    return res.json() as { id: number };
  }

  const snapshot = async (who: Actor, url: string) => (await get(who, url)).body;
  /** `intact` check: what `url` shows the owner is the same after the attack as before it. */
  const unchanged = async (owner: Actor, url: string) => {
    const before = await snapshot(owner, url);
    return async () => expect(await snapshot(owner, url)).toBe(before);
  };

  const CASES: Record<string, Case> = {
    'GET /api/v1/profile/': { build: async () => ({ url: '/api/v1/profile/' }), own: [200], other: [200] },
    'PUT /api/v1/profile/update/': {
      build: async (o) => ({
        url: '/api/v1/profile/update/',
        payload: { user: { first_name: 'Mallory', last_name: 'Changed' }, gender: '', date_of_birth: null },
        intact: await unchanged(o, '/profile/'),
      }),
      own: [200],
      other: [200],
    },
    'POST /api/v1/change/profile/pic/': {
      build: async (o) => ({
        url: '/api/v1/change/profile/pic/',
        ...(await multipartPicture()),
        intact: await unchanged(o, '/profile/'),
      }),
      own: [200],
      other: [200],
    },
    // Reviews, alerts and choices are the sender's own (keyed by the token, never by another id).
    'POST /api/v1/product/{id}/reviews/': {
      build: async (o) => ({
        url: `/api/v1/product/${items[0]!.id}/reviews/`,
        payload: { rating: 1, review: 'Mallory' },
        intact: await unchanged(o, '/profile/ratings/'),
      }),
      // No delivered order of it: 403 for the owner and for anyone else alike.
      own: [201, 403],
      other: [201, 403],
    },
    'POST /api/v1/product/{id}/notify/': {
      build: async (o) => ({
        url: `/api/v1/product/${items[0]!.id}/notify/`,
        intact: await unchanged(o, '/profile/alerts/'),
      }),
      own: [201, 409],
      other: [201, 409],
    },
    'DELETE /api/v1/product/{id}/notify/': {
      build: async (o) => ({
        url: `/api/v1/product/${items[0]!.id}/notify/`,
        intact: await unchanged(o, '/profile/alerts/'),
      }),
      own: [200],
      other: [200],
    },
    'GET /api/v1/profile/ratings/': {
      build: async () => ({ url: '/api/v1/profile/ratings/' }),
      own: [200],
      other: [200],
    },
    'GET /api/v1/profile/alerts/': {
      build: async () => ({ url: '/api/v1/profile/alerts/' }),
      own: [200],
      other: [200],
    },
    'GET /api/v1/profile/preferences/': {
      build: async () => ({ url: '/api/v1/profile/preferences/' }),
      own: [200],
      other: [200],
    },
    'PUT /api/v1/profile/preferences/': {
      build: async (o) => ({
        url: '/api/v1/profile/preferences/',
        payload: { notify_sms: false },
        intact: await unchanged(o, '/profile/preferences/'),
      }),
      own: [200],
      other: [200],
    },
    'GET /api/v1/cart/substitutions/': {
      build: async () => ({ url: '/api/v1/cart/substitutions/' }),
      own: [200],
      other: [200],
    },
    'PUT /api/v1/cart/{productId}/substitution/': {
      build: async (o) => ({
        url: `/api/v1/cart/${items[0]!.id}/substitution/`,
        payload: { substitution: 'none' },
        intact: await unchanged(o, '/cart/substitutions/'),
      }),
      own: [200],
      other: [200],
    },
    'GET /api/v1/cart/': { build: async () => ({ url: '/api/v1/cart/' }), own: [200], other: [200] },
    'POST /api/v1/cart/': {
      build: async (o) => ({
        url: '/api/v1/cart/',
        payload: { product_id: items[2]!.id, quantity: 1 },
        intact: await unchanged(o, '/cart/'),
      }),
      own: [200],
      other: [200],
    },
    'PUT /api/v1/cart/': {
      build: async (o) => ({
        url: '/api/v1/cart/',
        payload: { items: [{ product_id: items[1]!.id, quantity: 2 }] },
        intact: await unchanged(o, '/cart/'),
      }),
      own: [200],
      other: [200],
    },
    'DELETE /api/v1/cart/{productId}/': {
      build: async (o) => {
        await send(
          'POST',
          { url: '/api/v1/cart/', payload: { product_id: items[0]!.id, quantity: 1 } },
          o.auth,
        );
        return { url: `/api/v1/cart/${items[0]!.id}/`, intact: await unchanged(o, '/cart/') };
      },
      own: [204],
      other: [204],
    },
    'POST /api/v1/create/wishlist/': {
      build: async (o) => ({
        url: '/api/v1/create/wishlist/',
        payload: { item: items[3]!.id },
        intact: await unchanged(o, '/list/wishlist/'),
      }),
      own: [200, 201],
      other: [200, 201],
    },
    'DELETE /api/v1/update/wishlist/{id}/': {
      build: async (o) => {
        const entry = await wishlistEntry(o, 4);
        return { url: `/api/v1/update/wishlist/${entry.id}/`, intact: await unchanged(o, '/list/wishlist/') };
      },
      own: [204],
      other: [404],
    },
    'GET /api/v1/list/wishlist/': {
      build: async () => ({ url: '/api/v1/list/wishlist/' }),
      own: [200],
      other: [200],
    },
    'GET /api/v1/order/address/list/': {
      build: async () => ({ url: '/api/v1/order/address/list/' }),
      own: [200],
      other: [200],
    },
    'POST /api/v1/order/address/create/': {
      build: async (o) => ({
        url: '/api/v1/order/address/create/',
        payload: {
          address_type: 1,
          location: 'Mallory Lane',
          land_mark: '',
          province: 3,
          district: 27,
          municipality: 307,
          nearest_branch: null,
          full_name: 'Mallory',
          phone: '9800000099',
          is_default: false,
        },
        intact: await unchanged(o, '/order/address/list/'),
      }),
      own: [201],
      other: [201],
    },
    'PATCH /api/v1/order/address/update/{id}/': {
      build: async (o) => {
        const a = await createAddress(t, o, { location: `${marker}-street` });
        return {
          url: `/api/v1/order/address/update/${a.id}/`,
          payload: { location: 'Mallory was here', is_default: true },
          intact: await unchanged(o, '/order/address/list/'),
        };
      },
      own: [200],
      other: [404],
    },
    'DELETE /api/v1/order/address/delete/{id}/': {
      build: async (o) => {
        const a = await createAddress(t, o, { location: `${marker}-street` });
        return {
          url: `/api/v1/order/address/delete/${a.id}/`,
          intact: await unchanged(o, '/order/address/list/'),
        };
      },
      own: [200, 204],
      other: [404],
    },
    'POST /api/v1/order/calculate-delivery-charge/': {
      build: async (o) => {
        const a = await createAddress(t, o, {
          location: `${marker}-street`,
          nearest_branch: stations.kathmandu,
        });
        return {
          url: '/api/v1/order/calculate-delivery-charge/',
          payload: { address_id: a.id, cart_items: [{ product_id: items[0]!.id, quantity: 1 }] },
        };
      },
      own: [200],
      other: [404],
    },
    'POST /api/v1/checkout/': {
      build: async (o) => {
        const a = await createAddress(t, o, {
          location: `${marker}-street`,
          nearest_branch: stations.kathmandu,
        });
        return {
          url: '/api/v1/checkout/',
          payload: { product_id: [items[1]!.id], qtys: [1], location: a.id },
          intact: await unchanged(o, '/order/list/?page_size=100'),
        };
      },
      own: [201],
      other: [404],
    },
    'GET /api/v1/delivery/slots/': {
      build: async (o) => {
        const a = await createAddress(t, o, { nearest_branch: stations.kathmandu });
        return { url: `/api/v1/delivery/slots/?address_id=${a.id}` };
      },
      own: [200],
      other: [404],
    },
    'POST /api/v1/order/{id}/buy-again/': {
      build: async (o) => {
        const order = await placeOrder(o);
        return { url: `/api/v1/order/${order.order_id}/buy-again/`, intact: await unchanged(o, '/cart/') };
      },
      own: [200],
      other: [404],
    },
    'GET /api/v1/order/buy-again/products/': {
      build: async () => ({ url: '/api/v1/order/buy-again/products/' }),
      own: [200],
      other: [200],
    },
    'GET /api/v1/order/list/': {
      build: async () => ({ url: '/api/v1/order/list/' }),
      own: [200],
      other: [200],
    },
    'GET /api/v1/list/ordered/products/': {
      build: async () => ({ url: '/api/v1/list/ordered/products/' }),
      own: [200],
      other: [200],
    },
    'GET /api/v1/list/order/cancellation/': {
      build: async () => ({ url: '/api/v1/list/order/cancellation/' }),
      own: [200],
      other: [200],
    },
    'GET /api/v1/payments/{order_id}/': {
      build: async (o) => ({ url: `/api/v1/payments/${(await placeOrder(o)).order_id}/` }),
      own: [200],
      other: [404],
    },
    'POST /api/v1/payments/{order_id}/retry/': {
      build: async (o) => {
        const order = await placeOrder(o);
        return {
          url: `/api/v1/payments/${order.order_id}/retry/`,
          payload: { gateway: 'esewa' },
          intact: await unchanged(o, `/payments/${order.order_id}/`),
        };
      },
      // A cash order has nothing to pay online (422); the gateway may be away in tests (502).
      own: [201, 400, 422, 502],
      other: [400, 404],
    },
    'POST /api/v1/payments/{order_id}/cash/': {
      build: async (o) => {
        const order = await placeOrder(o);
        return {
          url: `/api/v1/payments/${order.order_id}/cash/`,
          intact: await unchanged(o, '/order/list/?page_size=100'),
        };
      },
      own: [200, 422],
      other: [404],
    },
    'POST /api/v1/order/cancel/{id}/': {
      build: async (o) => {
        const order = await placeOrder(o);
        if (o === A) secrets.push(order.tracking_id);
        return {
          url: `/api/v1/order/cancel/${order.order_id}/`,
          payload: { remarks: 'Mallory cancels' },
          intact: await unchanged(o, '/order/list/?page_size=100'),
        };
      },
      own: [200],
      other: [404],
    },
    'GET /api/v1/order/{id}/events/': {
      build: async (o) => {
        const order = await placeOrder(o);
        return { url: `/api/v1/order/${order.order_id}/events/` };
      },
      own: [200],
      other: [404],
    },
    'GET /api/v1/order/{id}/invoice.pdf': {
      build: async (o) => {
        const order = await placeOrder(o);
        await t.database.db.update(orders).set({ status: 'Delivered' }).where(eq(orders.id, order.order_id));
        return { url: `/api/v1/order/${order.order_id}/invoice.pdf` };
      },
      own: [200],
      other: [404],
    },
    'GET /api/v1/profile/pan/': {
      build: async () => ({ url: '/api/v1/profile/pan/' }),
      own: [200],
      other: [200],
    },
    'PUT /api/v1/profile/pan/': {
      build: async (o) => ({
        url: '/api/v1/profile/pan/',
        payload: { pan: '601234567' },
        intact: await unchanged(o, '/profile/pan/'),
      }),
      own: [200],
      other: [200],
    },
  };

  beforeAll(async () => {
    // Every route is called many times by one customer from one address: the checkout limits (tested in
    // attacks.test.ts) would answer 429 before the authorisation is seen.
    t = await createPlacesApp(kind, { CHECKOUT_RATE_IP: '100000', CHECKOUT_RATE_CUSTOMER: '100000' });
    stations = await insertStations(t.database.db);
    items = await insertShopProducts(
      t.database.db,
      ['Rice', 'Lentils', 'Ghee', 'Honey', 'Tea'].map((title) => ({
        title,
        pricePaisa: 20_000,
        stock: 1000,
      })),
    );
    routes = await documentedRoutes(t.app);
    A = await createCustomer(t, { firstName: `${marker}-first`, email: `${marker}@example.com` });
    B = await createCustomer(t, { firstName: 'Bishnu' });
    secrets.push(
      `${marker}-first`,
      `${marker}@example.com`,
      `${marker}-street`,
      `${marker}-note`,
      `${marker}-remark`,
    );

    // A's world: an address, a cart line, a wishlist entry, orders (one delivered, one cancelled).
    await createAddress(t, A, { location: `${marker}-street`, nearest_branch: stations.kathmandu });
    await send('POST', { url: '/api/v1/cart/', payload: { product_id: items[4]!.id, quantity: 3 } }, A.auth);
    await wishlistEntry(A, 0);
    const delivered = await placeOrder(A);
    await t.database.db.update(orders).set({ status: 'Delivered' }).where(eq(orders.id, delivered.order_id));
    const cancelled = await placeOrder(A);
    await send(
      'POST',
      { url: `/api/v1/order/cancel/${cancelled.order_id}/`, payload: { remarks: `${marker}-remark` } },
      A.auth,
    );
    secrets.push(delivered.tracking_id, cancelled.tracking_id);
    aOrders.push(delivered.tracking_id, cancelled.tracking_id);
  });

  afterAll(async () => {
    if (kind === 'pglite') {
      const dir = path.resolve(import.meta.dirname, '../../../../reports/security');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'authz-matrix.json'), JSON.stringify(figures, null, 2));
    }
    await t?.close();
  });

  it('every documented route is public by the table, or declares bearer security', () => {
    figures.routes = routes.length;
    const stalePublic = [...PUBLIC].filter((k) => !routes.some((r) => r.key === k));
    expect(stalePublic).toEqual([]);
    const undeclared = routes.filter((r) => !PUBLIC.has(r.key) && !r.secured).map((r) => r.key);
    expect(undeclared).toEqual([]);
    const securedButPublic = routes.filter((r) => PUBLIC.has(r.key) && r.secured).map((r) => r.key);
    expect(securedButPublic).toEqual([]);
    figures.secured = routes.filter((r) => r.secured).length;
    expect(figures.secured).toBeGreaterThan(15);
  });

  it('every secured route has a row in the matrix (a new route must be added here)', () => {
    const missing = routes
      .filter((r) => r.secured && !(isConsole(r) ? CONSOLE[r.key] : CASES[r.key]))
      .map((r) => r.key);
    expect(missing).toEqual([]);
    const stale = Object.keys(CONSOLE).filter((k) => !routes.some((r) => r.key === k));
    expect(stale).toEqual([]);
  });

  it('A sees A’s own data (so the leak checks below can see a leak)', async () => {
    for (const [url, expected] of [
      ['/profile/', `${marker}-first`],
      ['/order/address/list/', `${marker}-street`],
      ['/order/list/?page_size=100', aOrders[0]!],
      ['/order/list/?page_size=100', aOrders[1]!],
      ['/list/order/cancellation/', `${marker}-remark`],
    ] as const) {
      expect((await get(A, url)).body).toContain(expected);
    }
    expect((await get(A, '/list/ordered/products/')).json().length).toBeGreaterThan(0);
    expect(JSON.stringify((await get(A, '/list/wishlist/')).json())).toContain(String(items[0]!.id));
  });

  describe('without a valid token: 401 with a JSON error, on every secured route', () => {
    const forged = async (): Promise<Record<string, string>> => {
      const now = Math.floor(Date.now() / 1000);
      const claims = {
        sub: String(A.id),
        iss: 'kandamul-api',
        aud: 'kandamul-shop',
        iat: now,
        exp: now + 600,
      };
      const otherSecret = await new AccessTokens('an-attacker-secret-that-is-long-enough-to-sign').sign(A.id);
      const [h, p] = A.token.split('.');
      return {
        'no token': '',
        expired: `Bearer ${await t.app.tokens.sign(A.id, -10)}`,
        'signed with another secret': `Bearer ${otherSecret}`,
        'alg none': `Bearer ${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`,
        'payload changed to another customer': `Bearer ${h}.${b64url({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), sub: String(B.id) })}.${A.token.split('.')[2]}`,
        garbage: 'Bearer not.a.jwt',
        'Basic scheme': `Basic ${Buffer.from('a:b').toString('base64')}`,
        'token without scheme': A.token,
      };
    };

    it('each of 8 bad credentials on each secured route', async () => {
      const variants = await forged();
      const failures: string[] = [];
      for (const r of routes.filter((x) => x.secured)) {
        for (const [name, header] of Object.entries(variants)) {
          const res = await send(
            r.method,
            {
              url: fillPath(r.path, () => '1'),
              payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
            },
            header ? { authorization: header } : {},
          );
          const body = res.json() as { code?: string; message?: unknown };
          if (res.statusCode !== 401 || body.code !== 'UNAUTHORIZED' || typeof body.message !== 'string') {
            failures.push(`${r.key} with ${name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
          if (leaksIn(res.body).length) figures.leaks += 1;
        }
      }
      expect(failures).toEqual([]);
    });
  });

  it('a valid token of an account that no longer exists is a 401 everywhere, and changes nothing', async () => {
    const ghost = {
      id: 2_000_000_000,
      token: '',
      auth: { authorization: `Bearer ${await t.app.tokens.sign(2_000_000_000)}` },
    };
    const failures: string[] = [];
    for (const r of routes.filter((x) => x.secured && !isConsole(x))) {
      const req = await CASES[r.key]!.build(A);
      const res = await send(r.method, req, ghost.auth);
      if (res.statusCode !== 401) failures.push(`${r.key}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      if (leaksIn(res.body).length) figures.leaks += 1;
      await req.intact?.();
    }
    expect(failures).toEqual([]);
  });

  it('another customer’s token never reads or changes A’s address, wishlist entry, order or cancellation', async () => {
    const failures: string[] = [];
    for (const r of routes.filter((x) => x.secured && !isConsole(x))) {
      const c = CASES[r.key]!;
      const req = await c.build(A);
      const res = await send(r.method, req, B.auth);
      figures.objectAttacks += 1;
      if (!c.other.includes(res.statusCode))
        failures.push(`${r.key} as B: ${res.statusCode}, expected ${c.other}`);
      const leaked = leaksIn(res.body);
      if (leaked.length) {
        figures.leaks += leaked.length;
        failures.push(`${r.key} as B leaked ${leaked.join(', ')}`);
      }
      await req.intact?.();
    }
    // And B's own lists hold nothing of A's, A's wishlist entry ids included.
    const aEntries =
      ((await get(A, '/list/wishlist/')).json() as { results?: { id: number }[] }).results ?? [];
    const bEntries =
      ((await get(B, '/list/wishlist/')).json() as { results?: { id: number }[] }).results ?? [];
    expect(aEntries.length).toBeGreaterThan(0);
    expect(bEntries.filter((e) => aEntries.some((a) => a.id === e.id))).toEqual([]);
    expect(failures).toEqual([]);
    expect(figures.leaks).toBe(0);
  });

  it('the owner’s own token works on every secured route', async () => {
    const failures: string[] = [];
    for (const r of routes.filter((x) => x.secured && !isConsole(x))) {
      const c = CASES[r.key]!;
      const owner = await createCustomer(t);
      const res = await send(r.method, await c.build(owner), owner.auth);
      if (!c.own.includes(res.statusCode))
        failures.push(`${r.key}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });

  it('the console lets in only its roles, and a rider only their own deliveries', async () => {
    const order = await placeOrder(A);
    const product = items[0]!.id;
    const accounts = Object.fromEntries(
      await Promise.all(ROLES.map(async (role) => [role, await createCustomer(t, { role })] as const)),
    ) as Record<Role, Actor>;
    const consoleRoutes = routes.filter(isConsole);
    expect(consoleRoutes.length).toBe(Object.keys(CONSOLE).length);
    const failures: string[] = [];
    const request = (r: DocRoute, who: Actor | null) =>
      send(
        r.method,
        {
          url: fillPath(r.path, () => String(r.path.includes('/orders/') ? order.order_id : product)),
          // A role that is let in hears 400 or 422 (the body or the move), one that is not 403 first.
          payload:
            r.method === 'GET' ? undefined : r.path.endsWith('/status/') ? { status: 'Delivered' } : {},
        },
        who ? who.auth : {},
      );
    for (const r of consoleRoutes) {
      const anonymous = await request(r, null);
      if (anonymous.statusCode !== 401) failures.push(`${r.key} anonymous: ${anonymous.statusCode}`);
      for (const role of ROLES) {
        const res = await request(r, accounts[role]);
        const allowed = CONSOLE[r.key]!.includes(role);
        // The order is not handed to this rider: its own routes refuse them.
        const notTheirs = role === 'rider' && r.path.includes('{id}');
        const expectForbidden = !allowed || notTheirs;
        const forbidden = res.statusCode === 403;
        if (res.statusCode === 401 || forbidden !== expectForbidden || res.statusCode >= 500) {
          failures.push(`${r.key} as ${role}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
        if (leaksIn(res.body).length && !allowed) figures.leaks += 1;
      }
    }
    // Handed to the rider, the order opens to them.
    await t.database.db
      .update(orders)
      .set({ status: 'Out for Delivery', riderId: accounts.rider.id })
      .where(eq(orders.id, order.order_id));
    const own = await get(accounts.rider, `/admin/orders/${order.order_id}/`);
    expect(own.statusCode).toBe(200);
    expect(failures).toEqual([]);
  });

  it('a staff token of an account that is gone or no longer staff cannot write', async () => {
    const ghost = {
      authorization: `Bearer ${await t.app.tokens.sign(2_000_000_000, undefined, { role: 'admin' })}`,
    };
    const res = await send(
      'POST',
      { url: `/api/v1/admin/products/${items[0]!.id}/stock/`, payload: { change: 1, reason: 'restock' } },
      ghost,
    );
    expect(res.statusCode).toBe(401);
  });

  it('public routes answer without a token, and ignore a bad one', async () => {
    const failures: string[] = [];
    const expired = `Bearer ${await t.app.tokens.sign(A.id, -10)}`;
    for (const r of routes.filter((x) => PUBLIC.has(x.key) && x.method === 'GET')) {
      const url = fillPath(r.path, (name) => (name === 'slug' ? 'no-such-product' : '1'));
      for (const headers of [{}, { authorization: expired }] as Record<string, string>[]) {
        const res = await send('GET', { url }, headers);
        if (res.statusCode === 401 || res.statusCode >= 500) failures.push(`${r.key}: ${res.statusCode}`);
        if (leaksIn(res.body).length) figures.leaks += 1;
      }
    }
    expect(failures).toEqual([]);
    expect(figures.leaks).toBe(0);
  });
});
