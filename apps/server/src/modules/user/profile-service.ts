import type { Profile } from '@cv/contracts';
import { type Database, generatedCvs, user } from '@cv/db';
import { and, count, eq, max } from 'drizzle-orm';
import { findUserDto } from './user-dto';

export async function findProfile(db: Database, userId: string): Promise<Profile | null> {
  const dto = await findUserDto(db, userId);
  if (!dto) return null;
  const [stats] = await db
    .select({ total: count(), last: max(generatedCvs.createdAt) })
    .from(generatedCvs)
    .where(and(eq(generatedCvs.userId, userId), eq(generatedCvs.status, 'succeeded')));
  const last = stats?.last ? new Date(stats.last) : null;
  return {
    ...dto,
    totalCVsGenerated: Number(stats?.total ?? 0),
    lastCVGeneratedAt: last?.toISOString() ?? null,
  };
}

export class EmailTakenError extends Error {}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code;
  const causeCode = (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505' || causeCode === '23505';
}

/** Name and email only; credits and subscription are never changed here. */
export async function updateProfile(
  db: Database,
  userId: string,
  changes: { name?: string; email?: string },
) {
  const values = {
    ...(changes.name !== undefined && { name: changes.name }),
    ...(changes.email !== undefined && { email: changes.email.toLowerCase() }),
  };
  if (Object.keys(values).length === 0) return;
  try {
    await db.update(user).set(values).where(eq(user.id, userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

/** Decision D18: the user and everything tied to it (sessions, accounts, ledger, records, payments cascade). */
export async function deleteAccount(db: Database, userId: string): Promise<void> {
  await db.delete(user).where(eq(user.id, userId));
}
