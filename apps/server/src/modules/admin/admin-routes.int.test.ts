import { randomUUID } from 'node:crypto';
import { generatedCvs, payments, user } from '@cv/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/config';
import { APP_URL, bearer, buildTestApp, signUp, type TestApp } from '../../../test/helper';
import { applyCreditChange } from '../credits/apply-credit-change';
import { ADMIN_SESSION_COOKIE, adminSessionKey, signAdminSession } from './admin-session';

const PASSWORD = 'correct-horse-battery-staple';
// The secret buildTestApp gives the app: a test can sign tokens the server accepts, or expired ones.
const AUTH_SECRET = 'test-secret-'.repeat(4);
const key = adminSessionKey(AUTH_SECRET, PASSWORD);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_PASSWORD: PASSWORD });
});
afterAll(async () => {
  await t?.close();
});

let clientCounter = 0;
/** A client address of its own, so that one test's failed logins never throttle another's. */
const newClient = () => `10.77.0.${++clientCounter}`;

function login(password: string, remoteAddress = newClient()) {
  return t.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress, payload: { password } });
}

function getAdmin(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

const withSession = (token: string) => ({ cookie: `${ADMIN_SESSION_COOKIE}=${token}` });

async function adminCookie(): Promise<Record<string, string>> {
  const response = await login(PASSWORD);
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE);
  return withSession(cookie!.value);
}

describe(`admin access (${testDatabaseKind})`, () => {
  it('answers 401 without an admin session', async () => {
    for (const url of ['/api/admin/users', '/api/admin/info']) {
      const response = await getAdmin(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ detail: 'Session administrateur requise' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 401 with a signed session that has expired, or a tampered one', async () => {
    const valid = signAdminSession(key, Date.now() + 60_000);
    expect((await getAdmin('/api/admin/users', withSession(valid))).statusCode).toBe(200);
    const expired = signAdminSession(key, Date.now() - 1_000);
    expect((await getAdmin('/api/admin/users', withSession(expired))).statusCode).toBe(401);
    const [expiry, signature] = valid.split('.');
    const later = `${Number(expiry) + 3_600_000}.${signature}`;
    const otherKey = signAdminSession(adminSessionKey(AUTH_SECRET, 'another-admin-password'), Number(expiry));
    for (const token of [later, otherKey, `${expiry}.`, 'garbage', '']) {
      expect((await getAdmin('/api/admin/users', withSession(token))).statusCode, token).toBe(401);
    }
  });

  it("answers 401 to a signed-in user's bearer token and session cookie", async () => {
    const account = await signUp(t.app);
    expect((await getAdmin('/api/admin/users', bearer(account.token))).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: APP_URL },
      payload: { email: account.email, password: account.password },
    });
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect(cookie).toContain('session_token');
    expect((await getAdmin('/api/admin/users', { cookie })).statusCode).toBe(401);
  });

  it('refuses a wrong password with 401 and the spec message', async () => {
    const response = await login('not-the-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Mot de passe incorrect' });
    expect(response.cookies).toHaveLength(0);
  });

  it('answers 429 from the sixth failure in 15 minutes, even with the right password; other clients are not held', async () => {
    const client = newClient();
    for (let i = 1; i <= 5; i++) expect((await login(`wrong-${i}`, client)).statusCode, `try ${i}`).toBe(401);
    const sixth = await login('wrong-6', client);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ detail: 'Trop de tentatives. Veuillez réessayer plus tard' });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(800);
    expect((await login(PASSWORD, client)).statusCode).toBe(429);
    expect((await login(PASSWORD)).statusCode).toBe(200);
  });

  it('signs in with an httpOnly, SameSite=Strict cookie for 8 hours on /api/admin, and signs out', async () => {
    const response = await login(PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.authenticated).toBe(true);
    const hours = (Date.parse(body.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
    const header = String(response.headers['set-cookie']);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/api/admin');
    expect(header).toContain('Max-Age=28800');
    expect(header).not.toContain('Secure'); // APP_URL is http:// in tests
    expect(header).not.toContain(PASSWORD);
    const cookie = response.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE)!;
    expect((await getAdmin('/api/admin/users', withSession(cookie.value))).statusCode).toBe(200);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: withSession(cookie.value),
    });
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE)!;
    expect(cleared.value).toBe('');
    expect(cleared.path).toBe('/api/admin');
  });

  it('shows the real settings state, flags only, never a value (D17)', async () => {
    const response = await getAdmin('/api/admin/info', await adminCookie());
    expect(response.statusCode).toBe(200);
    const info = response.json();
    expect(info).toMatchObject({
      app_version: '1.0.0',
      demo_mode: true,
      production: false,
      database: testDatabaseKind,
      payment_provider: 'demo',
      ai_provider: 'local',
    });
    expect(info.settings_present).toMatchObject({
      ADMIN_PASSWORD: true,
      AUTH_SECRET: false,
      AI_API_KEY: false,
    });
    expect(info.uptime_seconds).toBeGreaterThanOrEqual(0);
    expect(response.body).not.toContain(PASSWORD);
    expect(response.body).not.toContain(AUTH_SECRET);
  });

  it('is closed without ADMIN_PASSWORD: 503 Administration non configurée', async () => {
    const closed = await buildTestApp();
    try {
      const attempt = await closed.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: 'x' },
      });
      expect(attempt.statusCode).toBe(503);
      expect(attempt.json()).toEqual({ detail: 'Administration non configurée' });
      const data = await closed.app.inject({ method: 'GET', url: '/api/admin/users' });
      expect(data.statusCode).toBe(503);
    } finally {
      await closed.close();
    }
  });
});

/** A paid checkout session and its 'purchase' ledger row, as the payments module writes them. */
async function seedPurchase(
  db: TestApp['testDb']['handle']['db'],
  userId: string,
  credits: number,
  cents: number,
) {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(payments).values({
      id,
      userId,
      provider: 'demo',
      sessionId: `demo_cs_${id}`,
      credits,
      amountCents: cents,
      status: 'paid',
      paidAt: new Date(),
    });
    await applyCreditChange(tx, { userId, delta: credits, kind: 'purchase', paymentId: id });
  });
}

describe(`admin data (${testDatabaseKind})`, () => {
  let data: TestApp;
  beforeAll(async () => {
    data = await buildTestApp({ ADMIN_PASSWORD: PASSWORD });
  });
  afterAll(async () => {
    await data?.close();
  });

  const read = async (query = '') => {
    const signedIn = await data.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: PASSWORD },
    });
    const cookie = signedIn.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE)!;
    const response = await data.app.inject({
      method: 'GET',
      url: `/api/admin/users${query}`,
      headers: withSession(cookie.value),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('computes the figures of a seeded data set', async () => {
    const db = data.testDb.handle.db;
    const ana = await signUp(data.app, { name: 'Ana' });
    const ben = await signUp(data.app, { name: 'Ben' });
    const neverId = randomUUID();
    await db.insert(user).values({ id: neverId, name: 'Never', email: `never-${neverId}@example.org` });
    await seedPurchase(db, ana.userId, 100, 500);
    await seedPurchase(db, ben.userId, 5, 100);
    await db.insert(payments).values({
      id: randomUUID(),
      userId: ben.userId,
      provider: 'demo',
      sessionId: `demo_cs_pending_${neverId}`,
      credits: 100,
      amountCents: 500,
      status: 'pending',
    });
    const api = (token: string, url: string, payload: object) =>
      data.app.inject({ method: 'POST', url, payload, headers: { origin: APP_URL, ...bearer(token) } });
    expect((await api(ana.token, '/api/user/consume-credits', { amount: 2 })).statusCode).toBe(200);
    const offer = `Développeur TypeScript <b>senior</b> ${'x'.repeat(600)}`;
    for (const [who, job] of [
      [ana, offer],
      [ana, 'Comptable'],
      [ben, 'Data analyst'],
    ] as const) {
      const saved = await api(who.token, '/api/user/cvs', { atsScore: 80, jobDescription: job });
      expect(saved.statusCode).toBe(201);
    }
    // A generation still running and a refunded one are not generated CVs.
    for (const status of ['reserved', 'refunded'] as const) {
      await db
        .insert(generatedCvs)
        .values({ id: randomUUID(), userId: ben.userId, status, jobExcerpt: 'no' });
    }

    const body = await read();
    expect(body.statistics).toEqual({
      total_users: 3,
      total_credits_sold: 105,
      total_revenue: 6,
      total_cvs_generated: 3,
    });
    expect(body.users).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    const users = body.users.items as {
      id: string;
      email: string;
      credits: number;
      last_login: string | null;
    }[];
    expect(users.map((u) => u.id)).toEqual([neverId, ben.userId, ana.userId]);
    expect(users.map((u) => u.credits)).toEqual([0, 5, 98]);
    expect(users[0]!.last_login).toBeNull();
    expect(Date.parse(users[2]!.last_login!)).toBeGreaterThan(Date.now() - 600_000);

    expect(body.transactions.total).toBe(3);
    expect(
      body.transactions.items.map((x: Record<string, unknown>) => [
        x.user_email,
        x.type,
        x.amount,
        x.credits_added,
      ]),
    ).toEqual([
      [ana.email, 'consumption', 0, -2],
      [ben.email, 'purchase', 1, 5],
      [ana.email, 'purchase', 5, 100],
    ]);

    expect(body.generated_cvs.total).toBe(3);
    const cvs = body.generated_cvs.items as { user_id: string; job_description: string }[];
    expect(cvs.map((c) => [c.user_id, c.job_description.slice(0, 12)])).toEqual([
      [ben.userId, 'Data analyst'],
      [ana.userId, 'Comptable'],
      [ana.userId, 'Développeur '],
    ]);
    expect(cvs[2]!.job_description).toHaveLength(500);
  });

  it('pages 50 rows at a time, newest first, without overlap: 120 more users → page 3 holds the 20 oldest', async () => {
    const db = data.testDb.handle.db;
    const base = Date.UTC(2020, 0, 1);
    const seeded = Array.from({ length: 120 }, (_, i) => ({
      id: `page-user-${String(i).padStart(3, '0')}`,
      name: `Page ${i}`,
      email: `page-${i}@example.org`,
      createdAt: new Date(base + i * 60_000),
    }));
    await db.insert(user).values(seeded);
    const pages = await Promise.all([1, 2, 3, 4].map((n) => read(`?usersPage=${n}`)));
    expect(pages.map((p) => p.users.items.length)).toEqual([50, 50, 23, 0]);
    expect(pages[0].users.total).toBe(123);
    const ids = pages.flatMap((p) => p.users.items.map((u: { id: string }) => u.id));
    expect(new Set(ids).size).toBe(123);
    // The three accounts of the first test are the newest; then the seeded ones, newest first.
    expect(ids.slice(3)).toEqual(seeded.map((s) => s.id).reverse());
    expect(pages[2].users.items.at(-1).created_at).toBe(new Date(base).toISOString());
    expect(pages[2].users.page).toBe(3);
  });

  it('refuses a page number that is not a whole number from 1', async () => {
    const signedIn = await data.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: PASSWORD },
    });
    const cookie = signedIn.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE)!;
    for (const query of ['usersPage=0', 'transactionsPage=-1', 'cvsPage=abc', 'usersPage=1.5']) {
      const response = await data.app.inject({
        method: 'GET',
        url: `/api/admin/users?${query}`,
        headers: withSession(cookie.value),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail).toBe('Numéro de page invalide');
    }
  });

  it("names each movement by the ledger's kind: a grant or a refund is no consumption", async () => {
    const db = data.testDb.handle.db;
    const dora = await signUp(data.app, { name: 'Dora' });
    const userId = dora.userId;
    // In the order they happen: the demo account's kind of seed, a generation and its refund, a purchase.
    await db.transaction((tx) => applyCreditChange(tx, { userId, delta: 100, kind: 'admin_grant' }));
    await db.transaction((tx) => applyCreditChange(tx, { userId, delta: -1, kind: 'generation' }));
    await db.transaction((tx) => applyCreditChange(tx, { userId, delta: 1, kind: 'refund' }));
    await seedPurchase(db, userId, 10, 100);
    const body = await read();
    const mine = (body.transactions.items as Record<string, unknown>[]).filter((x) => x.user_id === userId);
    expect(mine.map((x) => [x.type, x.credits_added, x.amount])).toEqual([
      ['purchase', 10, 1],
      ['refund', 1, 0],
      ['generation', -1, 0],
      ['grant', 100, 0],
    ]);
  });
});
