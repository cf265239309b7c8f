import { createHash } from 'node:crypto';
import { adminSessionRevocations, type Database } from '@cv/db';
import { eq, lt } from 'drizzle-orm';

/** Only a digest is kept: the table holds nothing that would open the admin area. */
const digest = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');

/**
 * Ends an admin session before its expiry (logout): the token is refused from now on, on every instance
 * sharing the database. Revocations already past their expiry are dropped on the way.
 */
export async function revokeAdminSession(db: Database, token: string, expiresAt: number, now: number) {
  await db.delete(adminSessionRevocations).where(lt(adminSessionRevocations.expiresAt, new Date(now)));
  await db
    .insert(adminSessionRevocations)
    .values({ tokenHash: digest(token), expiresAt: new Date(expiresAt) })
    .onConflictDoNothing();
}

export async function isAdminSessionRevoked(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: adminSessionRevocations.tokenHash })
    .from(adminSessionRevocations)
    .where(eq(adminSessionRevocations.tokenHash, digest(token)))
    .limit(1);
  return row !== undefined;
}
