import { randomUUID } from 'node:crypto';
import { type Database, type GenerationKind, generatedCvs, isDatabaseUnavailable } from '@cv/db';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { applyCreditChange } from '../credits/apply-credit-change';

export interface GenerationRecord {
  originalFileName: string | null;
  /** A CV's scores; null for a cover letter. */
  atsScore: number | null;
  originalAtsScore: number | null;
  language: string;
  jobTitle: string | null;
  jobExcerpt: string;
  engine: 'local' | 'ai';
  /** A cover letter's CV generation (the same account's), when known. */
  letterFor?: string | null;
}

/**
 * A generation's credit, in three moves (decision D6). `reserve` takes the credit and opens the record in
 * one transaction; `complete` fills the record; `refund` gives the credit back — at most once, whoever
 * calls it (a failed request, or the next start after a crash).
 */
export async function reserveGeneration(
  db: Database,
  userId: string,
  kind: GenerationKind = 'cv',
): Promise<{ generationId: string; credits: number } | null> {
  const generationId = randomUUID();
  return db
    .transaction(async (tx) => {
      await tx.insert(generatedCvs).values({ id: generationId, userId, status: 'reserved', kind });
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

/**
 * Fills the record of a generation that gave its result. With `refund` (the AI provider failed: the built-in
 * result is free, issue 23), the credit goes back in the same transaction — once: only a reserved record
 * completes. Returns the balance after the refund, or null when nothing was refunded.
 */
export async function completeGeneration(
  db: Database,
  generationId: string,
  record: GenerationRecord,
  refund?: { note: string },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(generatedCvs)
      .set({ ...record, status: 'succeeded', completedAt: new Date() })
      .where(and(eq(generatedCvs.id, generationId), eq(generatedCvs.status, 'reserved')))
      .returning({ userId: generatedCvs.userId });
    if (!row || !refund) return null;
    return applyCreditChange(tx, {
      userId: row.userId,
      delta: 1,
      kind: 'refund',
      generationId,
      note: refund.note,
    });
  });
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

const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
// About an hour of tries; past that, the sweep of abandoned reservations (refundAbandonedGenerations) takes over.
const MAX_RETRIES = 125;

/**
 * Refunds a failed generation; when the database is out of reach (the very reason it failed, often), keeps
 * trying in the background until it answers again, so that the credit comes back without a restart.
 * Resolves after the first try.
 */
export async function refundGenerationSoon(
  db: Database,
  generationId: string,
  note: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const attempt = async (retry: number): Promise<void> => {
    try {
      await refundGeneration(db, generationId, note);
      if (retry > 0)
        log.info({ generationId, retry }, 'generation credit refunded once the database returned');
    } catch (error) {
      if (!isDatabaseUnavailable(error) || retry >= MAX_RETRIES) {
        log.error({ err: error, generationId }, 'refund failed: left to the abandoned-reservation sweep');
        return;
      }
      const delay = RETRY_DELAYS_MS[Math.min(retry, RETRY_DELAYS_MS.length - 1)];
      setTimeout(() => void attempt(retry + 1), delay).unref();
    }
  };
  await attempt(0);
}

/**
 * Reservations older than `olderThanMs` (by the database's clock) belong to a request that can no longer
 * finish — its process died, or its refund could not reach the database: their credits go back. Run at
 * start and then regularly, with a margin above the longest generation so that a live instance's running
 * generations are left alone; 0 at the start of a process alone on its database (every reservation is
 * then an orphan).
 */
export async function refundAbandonedGenerations(db: Database, olderThanMs: number): Promise<number> {
  const cutoff = sql`now() - make_interval(secs => ${olderThanMs / 1000})`;
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
