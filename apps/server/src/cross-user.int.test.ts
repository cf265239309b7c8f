import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/config';
import { APP_URL, bearer, buildTestApp, grantCredits, signUp, type TestApp } from '../test/helper';
import { buildApp } from './app';
import { loadSettings } from './config';

/**
 * Issue 8: one user cannot read or change another's profile, CVs, stream or payments. Every route of the
 * app is listed as it is registered (onRoute), and so is every endpoint of the accounts library behind
 * /api/auth/*: each must appear below as public, admin, or a probe, so a route added later fails this test
 * until someone decides what a second user may do with it. Each probe calls the route with B's token,
 * aimed at A (A's ids in the path, body and query), and expects B's own data or a refusal; after each,
 * A's rows (account, sessions, balance, ledger, CVs, payments) must be byte for byte what they were and
 * A's token must still work. The built web client's files (served only when it is built) are not listed.
 */

type Call = { status: number; text: string; json: () => ReturnType<typeof JSON.parse> };
interface Ctx {
  a: Person;
  /** B, signed in again first if an earlier probe ended B's session. */
  b: () => Promise<Person>;
  as: (token: string, method: string, url: string, payload?: unknown) => Promise<Call>;
  balanceOf: (userId: string) => Promise<number>;
  rowsOf: (table: string, userId: string) => Promise<string[]>;
}
interface Person {
  userId: string;
  token: string;
  email: string;
  name: string;
  password: string;
  accountId: string;
}
type Access = { public: string } | { admin: true } | { probe: (ctx: Ctx) => Promise<void> };

const engineFixtures = join(import.meta.dirname, '../../../packages/cv-engine/src/__fixtures__');
const cvText = readFileSync(join(engineFixtures, 'cv-fr-developpeuse-fullstack.txt'), 'utf8');
const jobText = readFileSync(join(engineFixtures, 'offre-fr-developpeur-fullstack.txt'), 'utf8');
const ADMIN_PASSWORD = 'a-long-admin-password-for-tests';
const STRIPE_ENV = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
};
const B_CREDITS = 7;
const refused = (r: Call) => expect(r.status, r.text).toBeGreaterThanOrEqual(400);
const idsOf = (list: { id: string }[]) => list.map((x) => x.id);

// A's checkout sessions: one still to pay, one paid.
const sessions = { pending: '', paid: '' };
// A's generation and saved CV records.
let aCvIds: string[] = [];

/** Routes of the app, by `METHOD url` as registered. */
const ROUTES: Record<string, Access> = {
  'GET /api/config': { public: 'the client settings, the same for everyone' },
  'GET /api/health': { public: 'database reachable or not' },
  'GET /api/payments/packs': { public: 'the price list' },
  'GET /api/auth/email-check': { public: 'registration: is this address deliverable (DNS only)' },
  'GET /api/payments/demo-checkout.css': { public: 'a stylesheet' },
  'GET /api/payments/demo-checkout/:sessionId': {
    public: 'the hosted checkout page: whoever holds the unguessable session id pays it, as on Stripe',
  },
  'POST /api/payments/demo-checkout/:sessionId': {
    public: 'the hosted checkout form: paying credits the session’s owner, never the payer',
  },
  'POST /api/payments/webhook': { public: 'Stripe’s calls, checked by signature' },
  'POST /api/auth/send-verification-email': {
    public: 'closed: answers 404 (only email-change links are sent)',
  },
  'POST /api/admin/login': { public: 'the admin password opens the admin session' },
  'POST /api/admin/logout': { public: 'clears the caller’s own admin cookie' },
  'GET /api/admin/users': { admin: true },
  'GET /api/admin/info': { admin: true },
  'POST /api/auth/validate': {
    async probe({ as, b }) {
      const me = await b();
      const own = await as(me.token, 'POST', '/api/auth/validate', { idToken: me.token });
      expect(own.json().user.id).toBe(me.userId);
      refused(await as(me.token, 'POST', '/api/auth/validate', { idToken: `${me.userId}-forged` }));
    },
  },
  'GET /api/user/profile': {
    async probe({ as, a, b }) {
      const me = await b();
      const r = await as(me.token, 'GET', `/api/user/profile?userId=${a.userId}&id=${a.userId}`);
      expect(r.json()).toMatchObject({ id: me.userId, email: me.email, credits: B_CREDITS });
    },
  },
  'PUT /api/user/profile': {
    async probe({ as, a, b }) {
      const me = await b();
      // another account's address: answered as any address (no enumeration), B's own address kept until its link
      const taken = await as(me.token, 'PUT', '/api/user/profile', { email: a.email });
      expect(taken.status, taken.text).toBe(200);
      expect(taken.json()).toMatchObject({ id: me.userId, email: me.email });
      refused(await as(me.token, 'PUT', '/api/user/profile', { id: a.userId, name: 'Pirate' }));
      const own = await as(me.token, 'PUT', `/api/user/profile?userId=${a.userId}`, { name: 'Bee' });
      expect(own.json()).toMatchObject({ id: me.userId, name: 'Bee' });
    },
  },
  'GET /api/user/cvs': {
    async probe({ as, a, b }) {
      const me = await b();
      const r = await as(me.token, 'GET', `/api/user/cvs?userId=${a.userId}&limit=100`);
      expect(r.status).toBe(200);
      for (const id of idsOf(r.json().cvs)) expect(aCvIds).not.toContain(id);
    },
  },
  'POST /api/user/cvs': {
    async probe({ as, a, b, rowsOf }) {
      const me = await b();
      refused(await as(me.token, 'POST', '/api/user/cvs', { atsScore: 50, userId: a.userId }));
      const own = await as(me.token, 'POST', `/api/user/cvs?userId=${a.userId}`, { atsScore: 51 });
      expect(own.status).toBe(201);
      expect((await rowsOf('generated_cvs', me.userId)).join()).toContain(own.json().id);
    },
  },
  'POST /api/user/consume-credits': {
    async probe({ as, a, b, balanceOf }) {
      const me = await b();
      const before = await balanceOf(me.userId);
      refused(await as(me.token, 'POST', '/api/user/consume-credits', { amount: 1, userId: a.userId }));
      const own = await as(me.token, 'POST', `/api/user/consume-credits?userId=${a.userId}`, { amount: 1 });
      expect(own.json()).toEqual({ credits: before - 1 });
    },
  },
  'GET /api/user/credits/stream': {
    async probe({ a, b, balanceOf }) {
      const me = await b();
      const first = await firstStreamEvent(`/api/user/credits/stream?userId=${a.userId}`, me.token);
      expect(first).toEqual({ credits: await balanceOf(me.userId) });
      expect(first).not.toEqual({ credits: await balanceOf(a.userId) });
    },
  },
  'POST /api/extract-pdf': {
    async probe({ b }) {
      const me = await b();
      const form = new FormData();
      form.append('file', new Blob(['Bee Bee, développeuse\nExpérience\n'], { type: 'text/plain' }), 'b.txt');
      const r = await fetch(`${base}/api/extract-pdf?userId=${me.userId}`, {
        method: 'POST',
        headers: bearer(me.token),
        body: form,
      });
      expect(r.status).toBe(200);
      expect(((await r.json()) as { text: string }).text).toContain('Bee Bee');
    },
  },
  'POST /api/job-offer/from-url': {
    // reads a link for the caller and keeps nothing; here a refused one, so that no network is needed
    async probe({ as, a, b }) {
      const me = await b();
      const r = await as(me.token, 'POST', `/api/job-offer/from-url?userId=${a.userId}`, {
        url: `ftp://offres.test/${a.userId}`,
      });
      expect(r.status).toBe(400);
    },
  },
  'POST /api/parse-cv': {
    async probe({ as, a, b }) {
      const me = await b();
      const r = await as(me.token, 'POST', `/api/parse-cv?userId=${a.userId}`, {
        cv_text: cvText,
        job_description: '',
      });
      expect(r.status).toBe(200);
    },
  },
  'POST /api/optimize-cv': {
    async probe({ as, a, b, balanceOf, rowsOf }) {
      const me = await b();
      const before = await balanceOf(me.userId);
      const r = await as(me.token, 'POST', `/api/optimize-cv?userId=${a.userId}`, {
        cv_content: cvText,
        job_description: jobText,
        userId: a.userId,
      });
      expect(r.status, r.text).toBe(200);
      expect(r.json().credits).toBe(before - 1);
      expect(await balanceOf(me.userId)).toBe(before - 1);
      expect((await rowsOf('generated_cvs', me.userId)).length).toBeGreaterThan(0);
    },
  },
  'POST /api/cover-letter': {
    async probe({ as, a, b, balanceOf, rowsOf }) {
      const me = await b();
      const before = await balanceOf(me.userId);
      const r = await as(me.token, 'POST', `/api/cover-letter?userId=${a.userId}`, {
        cv_content: cvText,
        job_description: jobText,
        userId: a.userId,
      });
      expect(r.status, r.text).toBe(200);
      expect(r.json().credits).toBe(before - 1);
      expect(await balanceOf(me.userId)).toBe(before - 1);
      expect((await rowsOf('generated_cvs', me.userId)).length).toBeGreaterThan(0);
    },
  },
  'POST /api/payments/create-payment-intent': {
    async probe({ as, a, b, rowsOf }) {
      const me = await b();
      const r = await as(me.token, 'POST', `/api/payments/create-payment-intent?userId=${a.userId}`, {
        amount: 10,
        userId: a.userId,
      });
      expect(r.status, r.text).toBe(200);
      expect((await rowsOf('payments', me.userId)).join()).toContain(r.json().session_id);
    },
  },
  'POST /api/payments/confirm': confirmProbe('/api/payments/confirm'),
  'POST /api/payments/confirm-payment-stripe': confirmProbe('/api/payments/confirm-payment-stripe'),
  'POST /api/payments/confirm-payment-demo': confirmProbe('/api/payments/confirm-payment-demo'),
  'GET /api/auth/*': { probe: (ctx) => sweepAuthEndpoints(ctx, 'GET') },
  'POST /api/auth/*': { probe: (ctx) => sweepAuthEndpoints(ctx, 'POST') },
  // Last: B deletes B, whatever A's id is sent along.
  'DELETE /api/user/account': {
    async probe({ as, a, b }) {
      const me = await b();
      const r = await as(me.token, 'DELETE', `/api/user/account?userId=${a.userId}&id=${a.userId}`);
      expect(r.json()).toEqual({ deleted: true });
      expect((await as(me.token, 'GET', '/api/user/profile')).status).toBe(401);
    },
  },
};

/** B confirms A's checkout sessions, the one paid and the one still open: refused, nobody credited. */
function confirmProbe(url: string): Access {
  return {
    async probe({ as, b, balanceOf }) {
      const me = await b();
      const before = await balanceOf(me.userId);
      for (const session_id of [sessions.paid, sessions.pending]) {
        const r = await as(me.token, 'POST', url, { session_id });
        expect(r.status, `${url} ${r.text}`).toBe(403);
      }
      expect(await balanceOf(me.userId)).toBe(before);
    },
  };
}

/**
 * The accounts library's endpoints, by path. Those that act on the signed-in user are called with B's
 * token and A's identifiers; those that work without a session (a password, or a token sent by email,
 * is what opens them) are public here. An entry for an endpoint this configuration does not enable is
 * harmless, so only missing entries fail.
 */
const AUTH_ENDPOINTS: Record<
  string,
  { public: string } | ((a: Person) => { query?: string; body?: object })
> = {
  '/sign-up/email': { public: 'creates a new account' },
  '/sign-in/email': { public: 'the password opens the account' },
  '/sign-in/social': { public: 'starts a provider’s sign-in' },
  '/sign-in/magic-link': { public: 'mails a sign-in link to the address’s owner' },
  '/magic-link/verify': { public: 'the mailed link' },
  '/callback/:id': { public: 'the provider’s return, checked against its state' },
  '/request-password-reset': { public: 'mails the address’s owner' },
  '/reset-password': { public: 'needs the token mailed to the owner' },
  '/reset-password/:token': { public: 'the mailed link' },
  '/verify-email': { public: 'the mailed link' },
  '/delete-user/callback': { public: 'the mailed link' },
  '/ok': { public: 'liveness' },
  '/error': { public: 'an error page' },
  '/get-session': () => ({}),
  '/list-sessions': () => ({}),
  '/list-accounts': () => ({}),
  '/account-info': (a) => ({ query: `accountId=${a.accountId}` }),
  '/send-verification-email': (a) => ({ body: { email: a.email } }),
  '/verify-password': (a) => ({ body: { password: a.password } }),
  '/change-email': (a) => ({ body: { newEmail: a.email } }),
  '/change-password': (a) => ({ body: { currentPassword: a.password, newPassword: 'taken-over-1' } }),
  '/update-session': (a) => ({ body: { userId: a.userId } }),
  '/update-user': (a) => ({ body: { name: 'Bee again', userId: a.userId, id: a.userId } }),
  '/delete-user': (a) => ({ body: { password: a.password, userId: a.userId } }),
  '/link-social': () => ({ body: { provider: 'google', callbackURL: '/' } }),
  '/unlink-account': (a) => ({ body: { providerId: 'credential', accountId: a.accountId } }),
  '/refresh-token': (a) => ({ body: { providerId: 'credential', accountId: a.accountId, userId: a.userId } }),
  '/get-access-token': (a) => ({
    body: { providerId: 'credential', accountId: a.accountId, userId: a.userId },
  }),
  '/revoke-session': (a) => ({ body: { token: a.token } }),
  '/revoke-other-sessions': () => ({ body: {} }),
  '/revoke-sessions': () => ({ body: {} }),
  '/sign-out': () => ({ body: {} }),
};

let t: TestApp;
let base: string;
const routes = new Set<string>();
let authEndpoints: { path: string; methods: string[] }[] = [];
const collect = (route: RouteOptions) => {
  for (const method of [route.method].flat()) routes.add(`${method} ${route.url}`);
};

let a: Person;
let b: Person;
let signIns = 0;
let aSnapshot: string[];

const as: Ctx['as'] = async (token, method, url, payload) => {
  const r = await t.app.inject({
    method: method as 'GET',
    url,
    headers: { origin: APP_URL, ...bearer(token) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: r.statusCode, text: r.body, json: () => r.json() };
};

async function rowsOf(table: string, userId: string): Promise<string[]> {
  const column = table === 'user' ? 'id' : 'user_id';
  const result = await t.testDb.handle.db.execute(
    sql`select t::text as row from ${sql.identifier(table)} t where ${sql.identifier(column)} = ${userId} order by 1`,
  );
  return (result as unknown as { rows: { row: string }[] }).rows.map((r) => r.row);
}
async function creditsOf(userId: string): Promise<number> {
  const result = await t.testDb.handle.db.execute(sql`select credits from "user" where id = ${userId}`);
  return (result as unknown as { rows: { credits: number }[] }).rows[0]!.credits;
}

async function snapshotOf(userId: string): Promise<string[]> {
  const tables = ['user', 'account', 'session', 'credit_ledger', 'generated_cvs', 'payments'];
  return await Promise.all(
    tables.map(async (table) => `${table}: ${(await rowsOf(table, userId)).join('\n')}`),
  );
}

async function person(credits: number, name: string, password: string): Promise<Person> {
  const p = await signUp(t.app, { name, password });
  if (credits > 0) await grantCredits(t, p.userId, credits);
  const result = await t.testDb.handle.db.execute(sql`select id from account where user_id = ${p.userId}`);
  const [account] = (result as unknown as { rows: { id: string }[] }).rows;
  return { ...p, accountId: account!.id };
}

/** B's token, signed in again (from an address of its own: sign-ins are limited per client) if it ended. */
async function currentB(): Promise<Person> {
  if ((await as(b.token, 'GET', '/api/user/profile')).status === 200) return b;
  signIns += 1;
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: `10.77.0.${signIns}`,
    headers: { origin: APP_URL },
    payload: { email: b.email, password: b.password },
  });
  expect(r.statusCode, r.body).toBe(200);
  b = { ...b, token: r.json().token };
  return b;
}

async function firstStreamEvent(url: string, token: string): Promise<unknown> {
  const controller = new AbortController();
  const response = await fetch(`${base}${url}`, { headers: bearer(token), signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  let seen = '';
  const timer = setTimeout(() => controller.abort(), 5_000);
  try {
    while (!/data: .*\n/.test(seen)) {
      const chunk = await reader.read();
      if (chunk.done) break;
      seen += new TextDecoder().decode(chunk.value);
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return JSON.parse(seen.match(/data: (.*)\n/)![1]!);
}

async function sweepAuthEndpoints(ctx: Ctx, method: 'GET' | 'POST') {
  for (const endpoint of authEndpoints.filter((e) => e.methods.includes(method))) {
    const entry = AUTH_ENDPOINTS[endpoint.path];
    if (typeof entry !== 'function') continue;
    // A GET-and-POST endpoint is tried once, as a GET.
    if (method === 'POST' && endpoint.methods.includes('GET')) continue;
    const me = await ctx.b();
    const { query, body } = entry(a);
    const url = `/api/auth${endpoint.path}?userId=${a.userId}${query ? `&${query}` : ''}`;
    const r = await as(me.token, method, url, method === 'POST' ? { userId: a.userId, ...body } : undefined);
    const what = `${method} ${endpoint.path}: ${r.status} ${r.text.slice(0, 300)}`;
    expect(r.status, what).toBeLessThan(500);
    for (const secret of [a.email, a.userId, a.token, a.accountId])
      expect(r.text, what).not.toContain(secret);
    if (endpoint.path === '/get-session') expect(r.json().user.id, what).toBe(me.userId);
    if (endpoint.path === '/list-sessions') {
      for (const s of r.json() as { userId: string }[]) expect(s.userId, what).toBe(me.userId);
    }
    await expectAUntouched(what);
  }
}

async function expectAUntouched(after: string) {
  expect(await snapshotOf(a.userId), `A's rows after ${after}`).toEqual(aSnapshot);
  const profile = await as(a.token, 'GET', '/api/user/profile');
  expect(profile.status, `A's token after ${after}`).toBe(200);
  expect(profile.json()).toMatchObject({ id: a.userId, name: a.name, email: a.email });
}

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_PASSWORD }, { onRoute: collect });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // The Stripe provider registers its webhook instead of the demo checkout: list its routes too (on the
  // same database; this instance only registers its routes and closes).
  const stripeSettings = loadSettings({
    ...STRIPE_ENV,
    APP_URL,
    DATA_DIR: '/nonexistent',
  });
  const stripe = await buildApp({
    settings: stripeSettings,
    database: t.testDb.handle,
    authSecret: 'stripe-'.repeat(8),
    onRoute: collect,
  });
  await stripe.close();
  authEndpoints = Object.values(t.app.auth.api)
    .map((e) => e as unknown as { path?: string; options?: { method?: string | string[] } })
    .filter((e) => typeof e.path === 'string')
    .map((e) => ({ path: e.path!, methods: [e.options?.method ?? 'GET'].flat() }));

  a = await person(20, 'Alice Owner', 'alice-password-1');
  b = await person(B_CREDITS, 'Bob Other', 'bob-password-2');
  // A's data: a generation, a saved record, a paid checkout and one still open.
  const generated = await as(a.token, 'POST', '/api/optimize-cv', {
    cv_content: cvText,
    job_description: jobText,
  });
  expect(generated.status, generated.text).toBe(200);
  expect((await as(a.token, 'POST', '/api/user/cvs', { atsScore: 77, jobTitle: 'A’s job' })).status).toBe(
    201,
  );
  for (const kind of ['pending', 'paid'] as const) {
    const r = await as(a.token, 'POST', '/api/payments/create-payment-intent', { amount: 10 });
    sessions[kind] = r.json().session_id;
  }
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/payments/demo-checkout/${sessions.paid}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'cardNumber=4242424242424242&expiry=12%2F34&cvc=123',
  });
  expect(paid.statusCode).toBe(303);
  aCvIds = idsOf((await as(a.token, 'GET', '/api/user/cvs')).json().cvs);
  expect(aCvIds).toHaveLength(2);
  expect(await creditsOf(a.userId)).toBe(20 - 1 + 10);
  aSnapshot = await snapshotOf(a.userId);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const ctx: Ctx = {
  get a() {
    return a;
  },
  b: currentB,
  as,
  balanceOf: creditsOf,
  rowsOf,
};

describe(`a second user's token on every route (${testDatabaseKind})`, () => {
  it('every route and every accounts endpoint is classified: public, admin or probed', () => {
    const listed = [...routes].filter((r) => !(r.startsWith('HEAD ') && routes.has(`GET ${r.slice(5)}`)));
    expect(
      listed.filter((r) => !(r in ROUTES)),
      'routes missing from ROUTES',
    ).toEqual([]);
    expect(
      Object.keys(ROUTES).filter((r) => !routes.has(r)),
      'ROUTES no longer in the app',
    ).toEqual([]);
    const paths = authEndpoints.map((e) => e.path);
    expect(
      paths.filter((p) => !(p in AUTH_ENDPOINTS)),
      'missing from AUTH_ENDPOINTS',
    ).toEqual([]);
  });

  it('admin routes refuse both users, by bearer token and by session cookie', async () => {
    for (const [route, access] of Object.entries(ROUTES)) {
      if (!('admin' in access)) continue;
      const [method, url] = route.split(' ') as ['GET', string];
      for (const who of [a, b]) {
        for (const headers of [bearer(who.token), { cookie: `better-auth.session_token=${who.token}` }]) {
          const r = await t.app.inject({ method, url, headers: { origin: APP_URL, ...headers } });
          expect(r.statusCode, `${route}: ${r.body}`).toBe(401);
        }
      }
    }
  });

  it('public reads show B nothing of A', async () => {
    for (const [route, access] of Object.entries(ROUTES)) {
      if (!('public' in access) || !route.startsWith('GET ')) continue;
      const url = route
        .slice(4)
        .replace(':sessionId', sessions.pending)
        .replace('email-check', 'email-check?email=x@example.org');
      const r = await as(b.token, 'GET', url);
      expect(r.status, route).toBeLessThan(500);
      for (const secret of [a.email, a.name, a.userId, a.token]) expect(r.text, route).not.toContain(secret);
    }
    await expectAUntouched('the public reads');
  });

  for (const [route, access] of Object.entries(ROUTES)) {
    if (!('probe' in access)) continue;
    it(`${route}: B gets B's own data or a refusal; A's data is unchanged`, async () => {
      await access.probe(ctx);
      await expectAUntouched(route);
    });
  }

  it('A still has exactly A’s balance, ledger, CVs and payments', async () => {
    const profile = (await as(a.token, 'GET', '/api/user/profile')).json();
    expect(profile).toMatchObject({ id: a.userId, credits: 29, totalCVsGenerated: 2 });
    expect(idsOf((await as(a.token, 'GET', '/api/user/cvs')).json().cvs)).toEqual(aCvIds);
    expect(await snapshotOf(a.userId)).toEqual(aSnapshot);
    expect(await firstStreamEvent('/api/user/credits/stream', a.token)).toEqual({ credits: 29 });
  });
});
