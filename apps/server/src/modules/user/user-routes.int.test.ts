import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { creditLedger, user } from '@cv/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/config';
import { APP_URL, bearer, buildTestApp, grantCredits, signUp, type TestApp } from '../../../test/helper';
import { DEMO_ACCOUNT } from '../system/public-config';
import { seedDemoAccount } from './seed-demo-account';

let t: TestApp;
// An email change writes its confirmation email to DATA_DIR/outbox (demo mode, no SMTP).
const dataDir = mkdtempSync(join(tmpdir(), 'cv-user-routes-'));
beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: { origin: APP_URL, ...(token ? bearer(token) : {}) } });

async function ledgerSum(userId: string) {
  const [row] = await t.testDb.handle.db
    .select({ total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return row?.total;
}

describe(`profile (${testDatabaseKind})`, () => {
  it('answers 401 Non authentifié without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/profile'],
      ['PUT', '/api/user/profile'],
      ['GET', '/api/user/cvs'],
      ['POST', '/api/user/consume-credits'],
      ['DELETE', '/api/user/account'],
    ] as const) {
      const response = await call(
        method,
        url,
        null,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ detail: 'Non authentifié' });
    }
  });

  it('reads and updates the profile', async () => {
    const a = await signUp(t.app, { name: 'Nora Bakker' });
    const profile = await call('GET', '/api/user/profile', a.token);
    expect(profile.json()).toMatchObject({
      id: a.userId,
      name: 'Nora Bakker',
      credits: 0,
      totalCVsGenerated: 0,
      lastCVGeneratedAt: null,
      subscriptionType: 'free',
    });
    const newEmail = `nora.${Date.now()}@example.org`;
    const updated = await call('PUT', '/api/user/profile', a.token, { name: 'Nora B.', email: newEmail });
    expect(updated.statusCode).toBe(200);
    // The name at once; the address once the link sent to it is opened (email-flows.int.test.ts).
    expect(updated.json()).toMatchObject({ name: 'Nora B.', email: a.email, pendingEmail: newEmail });
    expect((await call('GET', '/api/user/profile', a.token)).json().name).toBe('Nora B.');
  });

  it('answers an address that has an account as one that has none, and moves no address (issue 21)', async () => {
    // A 409 here told any signed-in person which addresses have an account. Now the answer is the same;
    // what was sent goes to the address, whose owner alone learns what happened (email-flows.int.test.ts).
    const owner = await signUp(t.app, { name: 'First' });
    const asker = await signUp(t.app, { name: 'Second' });
    const other = await signUp(t.app, { name: 'Third' });
    const freeEmail = `free.${Date.now()}@example.org`;
    const taken = await call('PUT', '/api/user/profile', asker.token, {
      name: 'Changed',
      email: owner.email,
    });
    const free = await call('PUT', '/api/user/profile', other.token, { name: 'Changed', email: freeEmail });
    expect([taken.statusCode, free.statusCode]).toEqual([200, 200]);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(free.json()).sort());
    expect(taken.json()).toMatchObject({ name: 'Changed', email: asker.email, pendingEmail: owner.email });
    expect(free.json()).toMatchObject({ name: 'Changed', email: other.email, pendingEmail: freeEmail });
    expect((await call('GET', '/api/user/profile', asker.token)).json().email).toBe(asker.email);
    expect((await call('GET', '/api/user/profile', owner.token)).json().email).toBe(owner.email);
  });

  it('takes 10 email changes a minute per client, then 429, taken address or not; renaming is not counted', async () => {
    const owner = await signUp(t.app);
    const asker = await signUp(t.app);
    const put = (payload: object, remoteAddress = '10.8.2.1') =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        remoteAddress,
        headers: { origin: APP_URL, ...bearer(asker.token) },
        payload,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await put({ email: owner.email })).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(5).fill(429)]);
    const limited = await put({ email: `free.${Date.now()}@example.org` });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: 'Trop de tentatives. Veuillez réessayer plus tard' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await put({ name: 'Renamed', email: asker.email })).statusCode).toBe(200);
    expect((await put({ email: owner.email }, '10.8.2.2')).statusCode).toBe(200);
  });

  it('answers "already used" to 10 registrations a minute per client, then 429', async () => {
    const owner = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: '10.8.2.3',
        headers: { origin: APP_URL },
        payload: { name: 'Again', email: owner.email, password: 'secret123' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(422), 429, 429]);
  });

  it('refuses bad profile input with 400 and a detail', async () => {
    const a = await signUp(t.app);
    for (const body of [{ email: 'not-an-email' }, { name: '   ' }, { credits: 1000 }, { name: 42 }]) {
      const response = await call('PUT', '/api/user/profile', a.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().detail).toEqual(expect.any(String));
    }
    expect((await call('GET', '/api/user/profile', a.token)).json().credits).toBe(0);
  });

  it('refuses a change made with the session cookie from another site (CSRF), accepts it from ours', async () => {
    const a = await signUp(t.app, { name: 'Cookie User' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.8.0.1',
      headers: { origin: APP_URL },
      payload: { email: a.email, password: a.password },
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const put = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: { cookie, ...headers },
        payload: { name: 'Changed' },
      });
    const foreign = await put({ origin: 'https://evil.example.net' });
    expect(foreign.statusCode).toBe(403);
    expect((await put({})).statusCode).toBe(403);
    expect((await call('GET', '/api/user/profile', a.token)).json().name).toBe('Cookie User');
    expect((await put({ origin: APP_URL })).statusCode).toBe(200);
  });

  it('checks the origin of a cookie change whatever Authorization header comes along, unless a valid bearer token', async () => {
    const a = await signUp(t.app, { name: 'Basic User' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.8.0.5',
      headers: { origin: APP_URL },
      payload: { email: a.email, password: a.password },
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const put = (authorization: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: { cookie, authorization, origin: 'https://evil.example.net' },
        payload: { name: 'Changed' },
      });
    // What a browser holding HTTP Basic credentials for the site sends with a cross-site form.
    expect((await put('Basic dXNlcjpwYXNz')).statusCode).toBe(403);
    expect((await put('Bearer not-a-session')).statusCode).toBe(403);
    expect((await put('Bearer')).statusCode).toBe(403);
    expect((await call('GET', '/api/user/profile', a.token)).json().name).toBe('Basic User');
    // A bearer token is never sent by a browser on its own: with a valid one, the origin does not matter.
    expect((await put(`Bearer ${a.token}`)).statusCode).toBe(200);
  });

  it('deletes the account and everything tied to it (D18)', async () => {
    const a = await signUp(t.app);
    await grantCredits(t, a.userId, 3);
    await call('POST', '/api/user/cvs', a.token, { atsScore: 70, originalFileName: 'cv.pdf' });
    const response = await call('DELETE', '/api/user/account', a.token);
    expect(response.statusCode).toBe(200);
    expect(await ledgerSum(a.userId)).toBe(0);
    expect(await t.testDb.handle.db.select().from(user).where(eq(user.id, a.userId))).toHaveLength(0);
    expect((await call('GET', '/api/user/profile', a.token)).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: APP_URL },
      payload: { email: a.email, password: a.password },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('refuses a signed-out session on the very next request, though sessions are cached a few seconds', async () => {
    const a = await signUp(t.app);
    expect((await call('GET', '/api/user/profile', a.token)).statusCode).toBe(200);
    const out = await call('POST', '/api/auth/sign-out', a.token, {});
    expect(out.statusCode).toBe(200);
    expect((await call('GET', '/api/user/profile', a.token)).statusCode).toBe(401);

    // The same session held both ways (bearer token and cookie), both cached, ended with the cookie.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.8.0.2',
      headers: { origin: APP_URL },
      payload: { email: a.email, password: a.password },
    });
    const token = (signIn.json() as { token: string }).token;
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const withCookie = () => t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { cookie } });
    expect((await call('GET', '/api/user/profile', token)).statusCode).toBe(200);
    expect((await withCookie()).statusCode).toBe(200);
    const cookieOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: APP_URL },
      payload: {},
    });
    expect(cookieOut.statusCode).toBe(200);
    expect((await call('GET', '/api/user/profile', token)).statusCode).toBe(401);
    expect((await withCookie()).statusCode).toBe(401);
  });
});

describe(`the demo account in demo mode (${testDatabaseKind})`, () => {
  async function signInAsDemo() {
    await seedDemoAccount(t.testDb.handle, t.app.auth);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.8.0.3',
      headers: { origin: APP_URL },
      payload: DEMO_ACCOUNT,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { token: string }).token;
  }

  it('cannot be deleted: 403 with the reason, and the account, its session and its credits stay', async () => {
    const token = await signInAsDemo();
    const before = (await call('GET', '/api/user/profile', token)).json();
    expect(before.credits).toBe(100);
    const response = await call('DELETE', '/api/user/account', token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Le compte de démonstration ne peut pas être supprimé.' });
    const after = await call('GET', '/api/user/profile', token);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(before);
    expect(await ledgerSum(before.id)).toBe(100);
  });

  it('keeps its advertised email (403, nothing saved) but may change its name', async () => {
    const token = await signInAsDemo();
    const moved = await call('PUT', '/api/user/profile', token, {
      name: 'Pris',
      email: `taken.${Date.now()}@example.org`,
    });
    expect(moved.statusCode).toBe(403);
    expect(moved.json()).toEqual({
      detail: "L'adresse email du compte de démonstration ne peut pas être modifiée.",
    });
    expect((await call('GET', '/api/user/profile', token)).json()).toMatchObject({
      name: 'Compte démo',
      email: DEMO_ACCOUNT.email,
    });

    const renamed = await call('PUT', '/api/user/profile', token, {
      name: 'Démo renommée',
      email: DEMO_ACCOUNT.email.toUpperCase(),
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Démo renommée', email: DEMO_ACCOUNT.email });
    await call('PUT', '/api/user/profile', token, { name: 'Compte démo' });
  });
});

describe(`the demo account and the accounts library's own routes (${testDatabaseKind})`, () => {
  let client = 0;
  const demoSignIn = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      // A client address per sign-in: the per-client limit (10 a minute) is not what is tried here.
      remoteAddress: `10.8.1.${++client}`,
      headers: { origin: APP_URL },
      payload: DEMO_ACCOUNT,
    });
  async function demoToken() {
    await seedDemoAccount(t.testDb.handle, t.app.auth);
    const response = await demoSignIn();
    expect(response.statusCode).toBe(200);
    return (response.json() as { token: string }).token;
  }
  const locked = {
    detail: 'Le compte de démonstration est partagé par tous les visiteurs : cette modification est refusée.',
  };

  it('refuses a password change, sign-outs of other visitors and renames through them: 403, demo1234 still works', async () => {
    const token = await demoToken();
    const other = await demoToken();
    const changes: [string, object][] = [
      ['/api/auth/change-password', { currentPassword: DEMO_ACCOUNT.password, newPassword: 'locked-out' }],
      [
        '/api/auth/change-password',
        { currentPassword: DEMO_ACCOUNT.password, newPassword: 'x'.repeat(8), revokeOtherSessions: true },
      ],
      ['/api/auth/revoke-sessions', {}],
      ['/api/auth/revoke-other-sessions', {}],
      ['/api/auth/revoke-session', { token: other }],
      ['/api/auth/update-user', { name: 'Pris' }],
      ['/api/auth/change-email', { newEmail: `taken.${Date.now()}@example.org` }],
    ];
    for (const [url, payload] of changes) {
      const response = await call('POST', url, token, payload);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual(locked);
    }
    const sessions = await call('GET', '/api/auth/list-sessions', token);
    expect(sessions.statusCode).toBe(403);
    expect((await demoSignIn()).statusCode).toBe(200);
    expect((await call('GET', '/api/user/profile', other)).json()).toMatchObject({
      name: 'Compte démo',
      email: DEMO_ACCOUNT.email,
    });
  });

  it('still lets any other account change its own password', async () => {
    const a = await signUp(t.app);
    const changed = await call('POST', '/api/auth/change-password', a.token, {
      currentPassword: a.password,
      newPassword: 'another-secret',
    });
    expect(changed.statusCode).toBe(200);
  });

  it('gets demo1234 back at the next start, had its password been changed or removed before', async () => {
    const token = await demoToken();
    const context = await t.app.auth.$context;
    const { id } = (await call('GET', '/api/user/profile', token)).json() as { id: string };
    await context.internalAdapter.updatePassword(id, await context.password.hash('changed-by-a-visitor'));
    expect((await demoSignIn()).statusCode).toBe(401);
    expect(await seedDemoAccount(t.testDb.handle, t.app.auth)).toBe(false);
    expect((await demoSignIn()).statusCode).toBe(200);

    await context.internalAdapter.deleteAccounts(id);
    expect((await demoSignIn()).statusCode).toBe(401);
    await seedDemoAccount(t.testDb.handle, t.app.auth);
    expect((await demoSignIn()).statusCode).toBe(200);
    expect(await ledgerSum(id)).toBe(100);
  });
});

describe(`credits (${testDatabaseKind})`, () => {
  it('consumes credits and writes the ledger; 402 and nothing changes above the balance', async () => {
    const a = await signUp(t.app);
    await grantCredits(t, a.userId, 5);
    const spent = await call('POST', '/api/user/consume-credits', a.token, { amount: 2 });
    expect(spent.json()).toEqual({ credits: 3 });
    const tooMuch = await call('POST', '/api/user/consume-credits', a.token, { amount: 4 });
    expect(tooMuch.statusCode).toBe(402);
    expect(tooMuch.json()).toEqual({
      detail: "Vous n'avez plus de crédits. Veuillez en acheter pour continuer.",
    });
    expect((await call('GET', '/api/user/profile', a.token)).json().credits).toBe(3);
    expect(await ledgerSum(a.userId)).toBe(3);
  });

  it('refuses amounts that are not whole positive numbers', async () => {
    const a = await signUp(t.app);
    await grantCredits(t, a.userId, 5);
    for (const amount of [0, -1, 1.5, '1', null, 1e9]) {
      const response = await call('POST', '/api/user/consume-credits', a.token, { amount } as object);
      expect(response.statusCode, String(amount)).toBe(400);
    }
    expect((await call('GET', '/api/user/profile', a.token)).json().credits).toBe(5);
  });
});

describe(`generated CV records (${testDatabaseKind})`, () => {
  it('saves metadata only and lists newest first, per user', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await call('POST', '/api/user/cvs', a.token, { atsScore: 61, originalFileName: 'premier.pdf' });
    const saved = await call('POST', '/api/user/cvs', a.token, {
      atsScore: 88,
      originalFileName: 'second.docx',
      jobDescription: 'x'.repeat(2000),
    });
    expect(saved.statusCode).toBe(201);
    const list = (await call('GET', '/api/user/cvs', a.token)).json();
    expect(list.total).toBe(2);
    expect(list.cvs.map((cv: { originalFileName: string }) => cv.originalFileName)).toEqual([
      'second.docx',
      'premier.pdf',
    ]);
    expect((await call('GET', '/api/user/cvs', b.token)).json()).toEqual({ cvs: [], total: 0 });
    expect((await call('GET', '/api/user/profile', a.token)).json().totalCVsGenerated).toBe(2);
  });

  it('refuses a CV text in a record', async () => {
    const a = await signUp(t.app);
    const response = await call('POST', '/api/user/cvs', a.token, { atsScore: 50, cvText: 'Jean Dupont…' });
    expect(response.statusCode).toBe(400);
  });
});
