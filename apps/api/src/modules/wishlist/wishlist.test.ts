import { WishlistEntrySchema, WishlistListSchema } from '@kandamul/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestApp, DB_KINDS, type TestApp } from '../../../test/helpers';
import { wishlistEntries } from '../../db/schema';
import { insertCategory, insertProducts } from '../../../test/fixtures/catalog.fixtures';

const API = '/api/v1';

describe.each(DB_KINDS)('wishlist (%s)', (kind) => {
  let t: TestApp;
  let potato: number;
  let rice: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'empty' });
    const cat = await insertCategory(t.database.db, { title: 'Vegetables' });
    [potato, rice] = (
      await insertProducts(t.database.db, [
        { title: 'Potato', categoryId: cat.id, sellingPricePaisa: 8_000, images: ['/media/p/potato.webp'] },
        { title: 'Rice', categoryId: cat.id },
      ])
    ).map((p) => p.id) as [number, number];
  });
  afterAll(() => t.close());

  const create = (auth: Record<string, string>, item: number) =>
    t.app.inject({ method: 'POST', url: `${API}/create/wishlist/`, headers: auth, payload: { item } });
  const list = async (auth: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/list/wishlist/`, headers: auth });
    expect(res.statusCode).toBe(200);
    return WishlistListSchema.parse(res.json()).results;
  };

  it('needs a logged-in customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${API}/list/wishlist/` })).statusCode).toBe(401);
    expect((await create({}, potato)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `${API}/update/wishlist/1/` })).statusCode).toBe(401);
  });

  it('adds a product once: 201 then 200 with the same entry, one row', async () => {
    const sita = await createCustomer(t);
    const first = await create(sita.auth, potato);
    expect(first.statusCode).toBe(201);
    const entry = WishlistEntrySchema.parse(first.json());
    expect(entry.item).toMatchObject({
      id: potato,
      title: 'Potato',
      selling_price: 80,
      image: '/media/p/potato.webp',
    });
    const again = await create(sita.auth, potato);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db
      .select()
      .from(wishlistEntries)
      .where(and(eq(wishlistEntries.userId, sita.id), eq(wishlistEntries.productId, potato)));
    expect(rows).toHaveLength(1);
  });

  it('lists own entries, oldest first, as {results: [{id, item}]}', async () => {
    const ram = await createCustomer(t);
    const a = (await create(ram.auth, rice)).json();
    const b = (await create(ram.auth, potato)).json();
    const other = await createCustomer(t);
    await create(other.auth, rice);
    expect((await list(ram.auth)).map((e) => [e.id, e.item.id])).toEqual([
      [a.id, rice],
      [b.id, potato],
    ]);
  });

  it("deletes own entries (204) and answers 404 for someone else's or an unknown one", async () => {
    const owner = await createCustomer(t);
    const intruder = await createCustomer(t);
    const { id } = (await create(owner.auth, rice)).json();
    const stolen = await t.app.inject({
      method: 'DELETE',
      url: `${API}/update/wishlist/${id}/`,
      headers: intruder.auth,
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({
      code: 'WISHLIST_ITEM_NOT_FOUND',
      message: 'Wishlist item ID not found',
    });
    expect(await list(owner.auth)).toHaveLength(1);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${API}/update/wishlist/${id}/`,
      headers: owner.auth,
    });
    expect(del.statusCode).toBe(204);
    expect(await list(owner.auth)).toEqual([]);
    const twice = await t.app.inject({
      method: 'DELETE',
      url: `${API}/update/wishlist/${id}/`,
      headers: owner.auth,
    });
    expect(twice.statusCode).toBe(404);
  });

  it('refuses an unknown product (404) and a bad body (400)', async () => {
    const c = await createCustomer(t);
    const unknown = await create(c.auth, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PRODUCT_NOT_FOUND');
    const bad = await t.app.inject({
      method: 'POST',
      url: `${API}/create/wishlist/`,
      headers: c.auth,
      payload: { item: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
