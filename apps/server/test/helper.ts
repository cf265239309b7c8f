import { openDatabase } from '@cv/db';
import { createTestDatabase, type TestDatabase } from '@cv/db/test-database';
import { type App, type AppOptions, buildApp } from '../src/app';
import { loadSettings } from '../src/config';
import { applyCreditChange } from '../src/modules/credits/apply-credit-change';
import { testDatabaseAdminUrl, testLogLevel } from './config';

export const APP_URL = 'http://localhost:3000';

export interface TestApp {
  app: App;
  testDb: TestDatabase;
  close(): Promise<void>;
}

/** The whole application on a fresh, migrated database of its own (PGlite, or PostgreSQL when asked). */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'onRoute' | 'jobFetch'> = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase(testDatabaseAdminUrl);
  const settings = loadSettings({
    APP_URL,
    DATA_DIR: '/nonexistent',
    MAX_REQUESTS_PER_MINUTE: '100000',
    ...env,
  });
  const app = await buildApp({
    settings,
    database: testDb.handle,
    authSecret: 'test-secret-'.repeat(4),
    logger: testLogLevel ? { level: testLogLevel } : false,
    ...options,
  });
  await app.ready();
  return {
    app,
    testDb,
    async close() {
      await app.close();
      await testDb.destroy();
    },
  };
}

let counter = 0;

/** Registers a new account through the real sign-up route; returns its bearer token and id. */
export async function signUp(app: App, overrides: { email?: string; password?: string; name?: string } = {}) {
  counter += 1;
  const body = {
    name: overrides.name ?? `Test User ${counter}`,
    email: overrides.email ?? `user${counter}-${Date.now()}@example.org`,
    password: overrides.password ?? 'secret123',
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    // One client address per account, so that sign-up limits (10 per minute per client) don't trip the tests.
    remoteAddress: `10.9.${Math.floor(counter / 250) % 250}.${counter % 250}`,
    headers: { origin: APP_URL },
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const json = response.json() as { token: string; user: { id: string } };
  return { token: json.token, userId: json.user.id, ...body };
}

/** Gives a user credits through the ledger, as an operator would. */
export async function grantCredits(t: TestApp, userId: string, credits: number) {
  await t.testDb.handle.db.transaction((tx) =>
    applyCreditChange(tx, { userId, delta: credits, kind: 'admin_grant' }),
  );
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A second server instance on the same PostgreSQL database as `t` (PostgreSQL only: PGlite serves one
 * process). What a load balancer in front of two machines would reach.
 */
export async function buildSecondInstance(t: TestApp): Promise<{ app: App; close(): Promise<void> }> {
  if (!t.testDb.url) throw new Error('a second instance needs PostgreSQL');
  const database = await openDatabase({ url: t.testDb.url, dataDir: '/nonexistent' });
  const app = await buildApp({
    settings: t.app.settings,
    database,
    authSecret: 'test-secret-'.repeat(4),
    logger: testLogLevel ? { level: testLogLevel } : false,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
