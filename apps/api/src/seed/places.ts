import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { districts, municipalities, provinces } from '../db/schema';
import admin from './data/nepal-admin.json' with { type: 'json' };

interface AdminMunicipality {
  id: number;
  name: string;
  name_ne: string;
  type: string;
  wards: number;
}
interface AdminDistrict {
  id: number;
  name: string;
  name_ne: string;
  municipalities: AdminMunicipality[];
}
interface AdminProvince {
  id: number;
  name: string;
  name_ne: string;
  districts: AdminDistrict[];
}

export const ADMIN_TYPES = admin.types as Record<string, { name: string; name_ne: string }>;

/** Loads every province, district and local level of Nepal (7 / 77 / 753) from the checked data file. */
export async function seedPlaces(db: Db): Promise<void> {
  const data = admin.provinces as AdminProvince[];
  await db
    .insert(provinces)
    .values(data.map((p) => ({ id: p.id, name: p.name, nameNe: p.name_ne })))
    .onConflictDoNothing();
  const ds = data.flatMap((p) =>
    p.districts.map((d) => ({ id: d.id, provinceId: p.id, name: d.name, nameNe: d.name_ne })),
  );
  await db.insert(districts).values(ds).onConflictDoNothing();
  const ms = data.flatMap((p) =>
    p.districts.flatMap((d) =>
      d.municipalities.map((m) => ({
        id: m.id,
        districtId: d.id,
        name: m.name,
        nameNe: m.name_ne,
        type: m.type,
        wards: m.wards,
      })),
    ),
  );
  for (let i = 0; i < ms.length; i += 250) {
    await db
      .insert(municipalities)
      .values(ms.slice(i, i + 250))
      .onConflictDoNothing();
  }
}

export async function placesLoaded(db: Db): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from municipalities`);
  return Number(rows[0]?.n ?? 0) > 0;
}
