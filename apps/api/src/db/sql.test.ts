import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { productImages, products } from './schema';
import { qualified } from './sql';

describe('qualified', () => {
  // Drizzle writes columns of a raw fragment bare in an update's returning: the outer reference of a
  // correlated subquery must carry its table, or it binds to the subquery's own column of that name.
  it('keeps the table name where drizzle would write the column bare', () => {
    const db = drizzle.mock();
    const returning = (outer: unknown) =>
      db
        .update(products)
        .set({ stock: 1 })
        .returning({
          image: sql`(select ${productImages.image} from ${productImages} where ${productImages.productId} = ${outer})`,
        })
        .toSQL().sql;
    expect(returning(products.id)).toContain('"product_id" = "id"');
    expect(returning(qualified(products.id))).toContain('"product_id" = "products"."id"');
  });
});
