import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, user } from './schema';
import { createTestDatabase, type TestDatabase } from './test-database';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase(process.env.TEST_DATABASE_URL);
});
afterAll(async () => {
  await testDb?.destroy();
});

async function insertUser(id: string, credits = 0) {
  await testDb.handle.db.insert(user).values({ id, name: id, email: `${id}@example.org`, credits });
}

describe(`database schema (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('refuses a negative balance', async () => {
    await insertUser('neg', 1);
    await expect(
      testDb.handle.db.update(user).set({ credits: -1 }).where(eq(user.id, 'neg')),
    ).rejects.toThrow();
    const [row] = await testDb.handle.db.select().from(user).where(eq(user.id, 'neg'));
    expect(row?.credits).toBe(1);
  });

  it('announces a balance change on the credits channel after commit', async () => {
    await insertUser('live', 3);
    const received: unknown[] = [];
    const unlisten = await testDb.handle.listen('credits', (payload) => received.push(JSON.parse(payload)));
    await testDb.handle.db.transaction(async (tx) => {
      await tx
        .update(user)
        .set({ credits: sql`${user.credits} - 1` })
        .where(eq(user.id, 'live'));
      await tx.insert(creditLedger).values({ userId: 'live', delta: -1, kind: 'consumption' });
    });
    await expect.poll(() => received, { timeout: 2_000 }).toContainEqual({ userId: 'live', credits: 2 });
    await unlisten();
  });

  it('deletes ledger rows with their user', async () => {
    await insertUser('gone', 0);
    await testDb.handle.db.insert(creditLedger).values({ userId: 'gone', delta: 5, kind: 'admin_grant' });
    await testDb.handle.db.delete(user).where(eq(user.id, 'gone'));
    const rows = await testDb.handle.db.select().from(creditLedger).where(eq(creditLedger.userId, 'gone'));
    expect(rows).toHaveLength(0);
  });
});
