import { randomUUID } from 'node:crypto';
import { type Database, generatedCvs } from '@cv/db';
import { and, eq, lt } from 'drizzle-orm';
import { applyCreditChange } from '../credits/apply-credit-change';

export interface GenerationRecord {
  originalFileName: string | null;
  atsScore: number;
  originalAtsScore: number;
  language: string;
  jobTitle: string | null;
  jobExcerpt: string;
  engine: 'local' | 'ai';
}

/**
 * A generation's credit, in three moves (decision D6). `reserve` takes the credit and opens the record in
 * one transaction; `complete` fills the record; `refund` gives the credit back — at most once, whoever
 * calls it (a failed request, or the next start after a crash).
 */
export async function reserveGeneration(
  db: Database,
  userId: string,
): Promise<{ generationId: string; credits: number } | null> {
  const generationId = randomUUID();
  return db
    .transaction(async (tx) => {
      await tx.insert(generatedCvs).values({ id: generationId, userId, status: 'reserved' });
      const credits = await applyCreditChange(tx, { userId, delta: -1, kind: 'generation', generationId });
      if (credits === null) {
        tx.rollback();
        return null;
      }
      return { generationId, credits };
    })
    .catch((error: unknown) => {
      if (isRollback(error)) return null;
      throw error;
    });
}

function isRollback(error: unknown): boolean {
  return error instanceof Error && error.constructor.name === 'TransactionRollbackError';
}

export async function completeGeneration(db: Database, generationId: string, record: GenerationRecord) {
  await db
    .update(generatedCvs)
    .set({ ...record, status: 'succeeded', completedAt: new Date() })
    .where(and(eq(generatedCvs.id, generationId), eq(generatedCvs.status, 'reserved')));
}

/** Gives a reserved credit back; false when the generation was not (or no longer) reserved. */
export async function refundGeneration(db: Database, generationId: string, note?: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(generatedCvs)
      .set({ status: 'refunded', completedAt: new Date() })
      .where(and(eq(generatedCvs.id, generationId), eq(generatedCvs.status, 'reserved')))
      .returning({ userId: generatedCvs.userId });
    if (!row) return false;
    await applyCreditChange(tx, { userId: row.userId, delta: 1, kind: 'refund', generationId, note });
    return true;
  });
}

/**
 * Reservations older than `olderThanMs` belong to a request that can no longer finish (its process died):
 * their credits go back. Run at start, with a margin above the longest generation, so that another live
 * instance's running generations are left alone.
 */
export async function refundAbandonedGenerations(db: Database, olderThanMs: number): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  const stale = await db
    .select({ id: generatedCvs.id })
    .from(generatedCvs)
    .where(and(eq(generatedCvs.status, 'reserved'), lt(generatedCvs.createdAt, cutoff)));
  let refunded = 0;
  for (const { id } of stale) {
    if (await refundGeneration(db, id, 'abandoned reservation refunded at start')) refunded += 1;
  }
  return refunded;
}
