import type { User } from '@cv/contracts';
import { type Database, user } from '@cv/db';
import { eq } from 'drizzle-orm';

/** The columns of the spec's User (the profile reads them too, with its generation figures). */
export const userDtoColumns = {
  id: user.id,
  email: user.email,
  name: user.name,
  credits: user.credits,
  subscriptionType: user.subscriptionType,
  createdAt: user.createdAt,
};

/** The spec's User, read fresh from the database (a cached session would show a stale balance). */
export async function findUserDto(db: Database, userId: string): Promise<User | null> {
  const [row] = await db.select(userDtoColumns).from(user).where(eq(user.id, userId));
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}
