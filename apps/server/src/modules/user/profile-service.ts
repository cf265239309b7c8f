import type { Profile } from '@cv/contracts';
import { type Database, generatedCvs, user } from '@cv/db';
import { and, eq, sql } from 'drizzle-orm';
import { userDtoColumns } from './user-dto';

function profileQuery(db: Database) {
  const succeeded = and(eq(generatedCvs.userId, user.id), eq(generatedCvs.status, 'succeeded'));
  return db
    .select({
      ...userDtoColumns,
      total: sql<number>`(select count(*) from ${generatedCvs} where ${succeeded})`.mapWith(Number),
      last: sql<Date | null>`(select max(${generatedCvs.createdAt}) from ${generatedCvs} where ${succeeded})`.mapWith(
        generatedCvs.createdAt,
      ),
    })
    .from(user)
    .where(eq(user.id, sql.placeholder('userId')))
    .prepare('find_profile');
}

/** Built once per database: drizzle then skips rebuilding the SQL, PostgreSQL re-planning a named statement. */
const prepared = new WeakMap<Database, ReturnType<typeof profileQuery>>();

/**
 * The user's row and their succeeded generations (count, latest) in one prepared query: GET
 * /api/user/profile is the hot authenticated read (issue 8); a second round trip and building the SQL
 * anew on every call were most of its cost after the session check.
 */
export async function findProfile(db: Database, userId: string): Promise<Profile | null> {
  let query = prepared.get(db);
  if (!query) {
    query = profileQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ userId });
  if (!row) return null;
  const { total, last, ...dto } = row;
  return {
    ...dto,
    createdAt: dto.createdAt.toISOString(),
    totalCVsGenerated: total,
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
