import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';

export interface ProfileRow {
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string | null;
  gender: string | null;
  image: string | null;
  thumbnail: string | null;
}

export async function findProfile(db: Db, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      dateOfBirth: profiles.dateOfBirth,
      gender: profiles.gender,
      image: profiles.image,
      thumbnail: profiles.thumbnail,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function updateNames(
  db: Db,
  userId: number,
  names: { firstName: string; middleName: string | null; lastName: string },
): Promise<void> {
  await db.update(users).set(names).where(eq(users.id, userId));
}

export async function upsertDetails(
  db: Db,
  userId: number,
  details: { dateOfBirth: string | null; gender: string | null },
): Promise<void> {
  const values = { ...details, updatedAt: new Date() };
  await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values });
}

/** Stores the new picture's URLs and answers the previous ones (to delete their files). */
export async function swapPicture(
  db: Db,
  userId: number,
  picture: { image: string; thumbnail: string },
): Promise<{ image: string | null; thumbnail: string | null }> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ image: profiles.image, thumbnail: profiles.thumbnail })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for('update');
    const values = { ...picture, updatedAt: new Date() };
    await tx
      .insert(profiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: profiles.userId, set: values });
    return old ?? { image: null, thumbnail: null };
  });
}
