import { creditLedger, type Database, user } from '@cv/db';
import { and, eq, sql } from 'drizzle-orm';

/** Thrown inside the transaction to undo its ledger row: the account is not (or no longer) verified. */
class NotVerified extends Error {}

/**
 * Decision D27: the welcome credits, once per account, only once its address is verified. One transaction:
 * the 'welcome' ledger row first — a unique index allows one per account, so a second grant, concurrent or
 * later, inserts nothing and changes nothing — then the balance, only while the address reads verified in
 * the database. Answers the new balance, or null when nothing was granted.
 */
export async function grantWelcomeCredits(
  db: Database,
  userId: string,
  amount: number,
): Promise<number | null> {
  if (amount <= 0) return null;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(creditLedger)
        .values({ userId, delta: amount, kind: 'welcome' })
        .onConflictDoNothing({ target: creditLedger.userId, where: sql`${creditLedger.kind} = 'welcome'` })
        .returning({ id: creditLedger.id });
      if (!row) return null;
      const [updated] = await tx
        .update(user)
        .set({ credits: sql`${user.credits} + ${amount}` })
        .where(and(eq(user.id, userId), eq(user.emailVerified, true)))
        .returning({ credits: user.credits });
      if (!updated) throw new NotVerified();
      return updated.credits;
    });
  } catch (error) {
    if (error instanceof NotVerified) return null;
    throw error;
  }
}
