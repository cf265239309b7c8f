import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { creditLedger, user } from '@cv/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/config';
import { APP_URL, buildTestApp, signUp, type TestApp } from '../../../test/helper';
import { grantWelcomeCredits } from './grant-welcome-credits';

// Decision D27: WELCOME_CREDITS, given once per account when its address is verified — here by the
// email-link sign-in (demo mode writes the link to DATA_DIR/outbox), as a ledger row of its own kind.

let client = 0;
const nextClient = () => `10.8.0.${++client}`;

function readLink(dataDir: string, to: string): string {
  const dir = join(dataDir, 'outbox');
  const emails = readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: string; link: string })
    .filter((email) => email.to === to);
  return emails.at(-1)!.link;
}

async function openSignInLink(t: TestApp, dataDir: string, email: string): Promise<void> {
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/magic-link',
    payload: { email },
    remoteAddress: nextClient(),
    headers: { origin: APP_URL },
  });
  expect(asked.statusCode).toBe(200);
  const link = new URL(readLink(dataDir, email));
  const opened = await t.app.inject({
    method: 'GET',
    url: link.pathname + link.search,
    remoteAddress: nextClient(),
  });
  expect(opened.statusCode).toBe(302);
  expect(opened.headers.location).not.toContain('error=');
}

async function account(t: TestApp, userId: string) {
  const db = t.testDb.handle.db;
  const [row] = await db
    .select({ credits: user.credits, verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  const welcome = await db
    .select({ delta: creditLedger.delta })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, 'welcome')));
  return { credits: row!.credits, verified: row!.verified, welcome: welcome.map((entry) => entry.delta) };
}

describe(`welcome credits (${testDatabaseKind})`, () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cv-welcome-'));
    t = await buildTestApp({ DATA_DIR: dataDir, WELCOME_CREDITS: '3' });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('tells the browser how many a new account gets, beside the packs and their prices', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.welcomeCredits).toBe(3);
    expect(config.creditPacks).toEqual([
      { credits: 10, priceEur: 1 },
      { credits: 100, priceEur: 5, popular: true },
    ]);
  });

  it('gives nothing at sign-up, before the address is verified', async () => {
    const created = await signUp(t.app);
    expect(await account(t, created.userId)).toEqual({ credits: 0, verified: false, welcome: [] });
    // asked directly, the grant refuses an unverified account and leaves no ledger row behind
    expect(await grantWelcomeCredits(t.testDb.handle.db, created.userId, 3)).toBeNull();
    expect(await account(t, created.userId)).toEqual({ credits: 0, verified: false, welcome: [] });
  });

  it('gives them once the address is verified, and never a second time', async () => {
    const created = await signUp(t.app, { email: `welcome.${Date.now()}@camille-dupont.fr` });
    await openSignInLink(t, dataDir, created.email);
    expect(await account(t, created.userId)).toEqual({ credits: 3, verified: true, welcome: [3] });

    // another verified sign-in, and grants asked at once from several places: still one row, one gift
    await openSignInLink(t, dataDir, created.email);
    const again = await Promise.all(
      Array.from({ length: 5 }, () => grantWelcomeCredits(t.testDb.handle.db, created.userId, 3)),
    );
    expect(again).toEqual([null, null, null, null, null]);
    expect(await account(t, created.userId)).toEqual({ credits: 3, verified: true, welcome: [3] });
  });
});

describe(`welcome credits by default (${testDatabaseKind})`, () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cv-welcome-none-'));
    t = await buildTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('are none: a verified address brings no credit and no ledger row', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().welcomeCredits).toBe(0);
    const created = await signUp(t.app, { email: `none.${Date.now()}@camille-dupont.fr` });
    await openSignInLink(t, dataDir, created.email);
    expect(await account(t, created.userId)).toEqual({ credits: 0, verified: true, welcome: [] });
  });
});
