import { creditLedger, generatedCvs, user } from '@cv/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/config';
import { buildTestApp, signUp, type TestApp } from '../../../test/helper';
import { applyCreditChange } from '../credits/apply-credit-change';
import { refundAbandonedGenerations, refundGeneration, reserveGeneration } from './generation-ledger';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function userWithCredits(credits: number) {
  const { userId } = await signUp(t.app);
  if (credits > 0) {
    await t.testDb.handle.db.transaction((tx) =>
      applyCreditChange(tx, { userId, delta: credits, kind: 'admin_grant' }),
    );
  }
  return userId;
}

async function balanceAndLedger(userId: string) {
  const db = t.testDb.handle.db;
  const [row] = await db.select({ credits: user.credits }).from(user).where(eq(user.id, userId));
  const [sum] = await db
    .select({ total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return { credits: row?.credits, ledger: sum?.total };
}

describe(`generation credits (${testDatabaseKind})`, () => {
  it('50 concurrent reservations on a balance of 10: exactly 10 succeed, never below zero', async () => {
    const userId = await userWithCredits(10);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => reserveGeneration(t.testDb.handle.db, userId)),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(10);
    expect(await balanceAndLedger(userId)).toEqual({ credits: 0, ledger: 0 });
    const records = await t.testDb.handle.db
      .select()
      .from(generatedCvs)
      .where(eq(generatedCvs.userId, userId));
    expect(records).toHaveLength(10);
  });

  it('refunds a reservation once, however often it is asked', async () => {
    const userId = await userWithCredits(1);
    const reservation = await reserveGeneration(t.testDb.handle.db, userId);
    expect(reservation?.credits).toBe(0);
    const refunds = await Promise.all(
      Array.from({ length: 5 }, () => refundGeneration(t.testDb.handle.db, reservation!.generationId)),
    );
    expect(refunds.filter(Boolean)).toHaveLength(1);
    expect(await balanceAndLedger(userId)).toEqual({ credits: 1, ledger: 1 });
  });

  it('gives back only abandoned reservations at start', async () => {
    const userId = await userWithCredits(2);
    const old = await reserveGeneration(t.testDb.handle.db, userId);
    const fresh = await reserveGeneration(t.testDb.handle.db, userId);
    await t.testDb.handle.db
      .update(generatedCvs)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(generatedCvs.id, old!.generationId));
    expect(await refundAbandonedGenerations(t.testDb.handle.db, 5 * 60_000)).toBe(1);
    expect(await balanceAndLedger(userId)).toEqual({ credits: 1, ledger: 1 });
    const [still] = await t.testDb.handle.db
      .select({ status: generatedCvs.status })
      .from(generatedCvs)
      .where(eq(generatedCvs.id, fresh!.generationId));
    expect(still?.status).toBe('reserved');
  });
});
