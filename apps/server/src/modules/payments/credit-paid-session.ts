import { randomUUID } from 'node:crypto';
import { type Database, payments, type Transaction, user } from '@cv/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { applyCreditChange } from '../credits/apply-credit-change';
import type { PaymentProvider, ProviderSession } from './payment-provider';

export type Confirmation =
  | {
      outcome: 'credited' | 'already_credited';
      credits: number;
      creditsAdded: number;
      creditsPurchased: number;
    }
  | { outcome: 'unknown' | 'forbidden' | 'unpaid' | 'mismatch' };

type PaidSession = ProviderSession & { userId: string };

/**
 * Credits a session the provider says is paid, exactly once, in one transaction:
 * 1. claim the pending payments row — `UPDATE … WHERE session_id = $1 AND status = 'pending'` — which only
 *    one of any number of concurrent confirmations can do (the others wait for its row lock, then find
 *    it paid);
 * 2. no row at all (a session paid at the provider whose recording here was lost): record it as paid —
 *    `INSERT … ON CONFLICT (session_id) DO NOTHING`, the unique session id again admitting one winner.
 *    The provider's word is what counts (D7): the customer paid, so they get their credits;
 * 3. the claim's winner raises the balance and writes the ledger row 'purchase'; a failure rolls the
 *    claim back with it, so the session stays creditable.
 */
export async function creditPaidSession(
  deps: { db: Database; provider: PaymentProvider; log: FastifyBaseLogger },
  sessionId: string,
  session: PaidSession,
): Promise<Confirmation> {
  const provider = deps.provider.name;
  return deps.db.transaction(async (tx) => {
    const claimedId =
      (await claimPending(tx, sessionId, session)) ?? (await recordMissing(tx, provider, sessionId, session));
    if (claimedId === null) return alreadyCredited(tx, sessionId, session, deps.log);
    if (claimedId === undefined) return { outcome: 'unknown' } as const;
    const credits = await applyCreditChange(tx, {
      userId: session.userId,
      delta: session.credits,
      kind: 'purchase',
      paymentId: claimedId,
      note: `${provider} ${sessionId}`,
    });
    if (credits === null) throw new Error(`payment ${claimedId}: user ${session.userId} not found`);
    return { outcome: 'credited', credits, creditsAdded: session.credits, creditsPurchased: session.credits };
  });
}

/** The pending row of this session, if it says what the provider says, moved to paid; its id, or null. */
async function claimPending(tx: Transaction, sessionId: string, session: PaidSession) {
  const [row] = await tx
    .update(payments)
    .set({ status: 'paid', paidAt: new Date() })
    .where(
      and(
        eq(payments.sessionId, sessionId),
        eq(payments.status, 'pending'),
        eq(payments.userId, session.userId),
        eq(payments.credits, session.credits),
        eq(payments.amountCents, session.amountCents),
      ),
    )
    .returning({ id: payments.id });
  return row?.id ?? null;
}

/** Records a paid session we have no row for; null when a row exists, undefined when the user is gone. */
async function recordMissing(
  tx: Transaction,
  provider: PaymentProvider['name'],
  sessionId: string,
  session: PaidSession,
) {
  const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, session.userId));
  if (!owner) return undefined;
  const [row] = await tx
    .insert(payments)
    .values({
      id: randomUUID(),
      userId: session.userId,
      provider,
      sessionId,
      credits: session.credits,
      amountCents: session.amountCents,
      currency: session.currency.toLowerCase(),
      status: 'paid',
      paidAt: new Date(),
    })
    .onConflictDoNothing({ target: payments.sessionId })
    .returning({ id: payments.id });
  return row?.id ?? null;
}

/** The row exists and could not be claimed: credited before, or it disagrees with the provider. */
async function alreadyCredited(
  tx: Transaction,
  sessionId: string,
  session: PaidSession,
  log: FastifyBaseLogger,
): Promise<Confirmation> {
  const [row] = await tx.select().from(payments).where(eq(payments.sessionId, sessionId));
  if (row?.status !== 'paid' || row.userId !== session.userId) {
    log.warn({ sessionId, row, session }, 'payments row disagrees with the provider: nothing credited');
    return { outcome: 'mismatch' };
  }
  const [owner] = await tx.select({ credits: user.credits }).from(user).where(eq(user.id, row.userId));
  return {
    outcome: 'already_credited',
    credits: owner?.credits ?? 0,
    creditsAdded: 0,
    creditsPurchased: row.credits,
  };
}
