import { creditLedger, type LedgerKind, type Transaction, user } from '@cv/db';
import { and, eq, gte, sql } from 'drizzle-orm';

export interface CreditChange {
  userId: string;
  delta: number;
  kind: LedgerKind;
  generationId?: string;
  paymentId?: string;
  note?: string;
}

/**
 * Moves a balance and writes its ledger row, inside the caller's transaction, so that the ledger's sum
 * always equals the balance (decision D6). A debit is one conditional UPDATE — safe under concurrency,
 * unlike read-then-write — and returns null, changing nothing, when the balance is too small.
 */
export async function applyCreditChange(tx: Transaction, change: CreditChange): Promise<number | null> {
  const enough = change.delta < 0 ? gte(user.credits, -change.delta) : undefined;
  const [row] = await tx
    .update(user)
    .set({ credits: sql`${user.credits} + ${change.delta}` })
    .where(and(eq(user.id, change.userId), enough))
    .returning({ credits: user.credits });
  if (!row) return null;
  await tx.insert(creditLedger).values({
    userId: change.userId,
    delta: change.delta,
    kind: change.kind,
    generationId: change.generationId,
    paymentId: change.paymentId,
    note: change.note,
  });
  return row.credits;
}
