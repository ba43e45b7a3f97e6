import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from '../../../test/helpers';
import { insertCategory, insertProduct } from '../../../test/fixtures/catalog.fixtures';

describe.each(DB_KINDS)('price per unit (%s)', (kind) => {
  let t: TestApp;
  let categoryId: number;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'empty' });
    categoryId = (await insertCategory(t.database.db, { title: 'Pantry' })).id;
    // RS 95 for 500 g (RS 190/kg), RS 600 for 5 kg (RS 120/kg), RS 60 for 500 ml (RS 120/l), RS 450 for 30 eggs (RS 15 each).
    for (const [key, title, unit, price] of [
      ['lentils', 'Masoor Dal', '500 g', 9_500],
      ['rice', 'Basmati Rice', '5 kg', 60_000],
      ['milk', 'DDC Milk', '500 ml', 6_000],
      ['eggs', 'Farm Eggs', '30 pieces (1 tray)', 45_000],
    ] as const) {
      ids[key] = (
        await insertProduct(t.database.db, {
          title,
          unit,
          categoryId,
          sellingPricePaisa: price,
          markedPricePaisa: price,
          stock: 10,
        })
      ).id;
    }
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

  it('product answers carry unit, unit_quantity, price_per_unit and per', async () => {
    const page = (await get(`/category/product/${categoryId}/`)).json();
    const byId = new Map(page.results.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(ids.lentils)).toMatchObject({
      unit: 'g',
      unit_quantity: 500,
      price_per_unit: 190,
      per: 'kg',
    });
    expect(byId.get(ids.rice)).toMatchObject({
      unit: 'kg',
      unit_quantity: 5,
      price_per_unit: 120,
      per: 'kg',
    });
    expect(byId.get(ids.milk)).toMatchObject({
      unit: 'ml',
      unit_quantity: 500,
      price_per_unit: 120,
      per: 'l',
    });
    expect(byId.get(ids.eggs)).toMatchObject({
      unit: 'pcs',
      unit_quantity: 30,
      price_per_unit: 15,
      per: 'pcs',
    });
  });

  it('sorts by price per unit, cheapest first, in listings and in search', async () => {
    const listed = (await get(`/category/product/${categoryId}/?sort=unit_price_asc`)).json();
    expect(listed.results.map((p: { id: number }) => p.id)).toEqual([
      ids.eggs,
      ids.rice,
      ids.milk,
      ids.lentils,
    ]);
    const found = (await get('/products/?q=rice&sort=unit_price_asc')).json();
    expect(found.results.map((p: { id: number }) => p.id)).toEqual([ids.rice]);
    // An unknown sort is still refused as before.
    expect((await get(`/category/product/${categoryId}/?sort=per_kg`)).statusCode).toBe(400);
  });
});
