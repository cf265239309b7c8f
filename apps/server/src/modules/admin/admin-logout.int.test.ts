import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/config';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { ADMIN_SESSION_COOKIE } from './admin-session';

// Issue 17, finding 5: a logout ends the admin session itself, not only this browser's cookie — a copy of
// the cookie (another tab, another machine, a stolen one) no longer opens the dashboard.

const PASSWORD = 'correct-horse-battery-staple';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_PASSWORD: PASSWORD });
});
afterAll(async () => {
  await t?.close();
});

let clients = 0;
async function adminToken(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress: `10.78.0.${++clients}`,
    payload: { password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE)!.value;
}

const withSession = (token: string) => ({ cookie: `${ADMIN_SESSION_COOKIE}=${token}` });
const users = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/users', headers: withSession(token) });
const logout = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/admin/logout', headers });

describe(`admin logout (${testDatabaseKind})`, () => {
  it('ends the session: a copy of the cookie kept from before gets 401 afterwards', async () => {
    const token = await adminToken();
    expect((await users(token)).statusCode).toBe(200);
    const out = await logout(withSession(token));
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ authenticated: false });
    const copy = await users(token);
    expect(copy.statusCode).toBe(401);
    expect(copy.json()).toEqual({ detail: 'Session administrateur requise' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/info', headers: withSession(token) })).statusCode,
    ).toBe(401);
  });

  it('ends only that session: another admin session stays open, and a second logout or none at all is harmless', async () => {
    const first = await adminToken();
    // Two logins within one millisecond would share a token; these are a moment apart.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await adminToken();
    expect((await logout(withSession(first))).statusCode).toBe(200);
    expect((await logout(withSession(first))).statusCode).toBe(200);
    expect((await logout()).statusCode).toBe(200);
    expect((await logout(withSession('garbage'))).statusCode).toBe(200);
    expect((await users(first)).statusCode).toBe(401);
    expect((await users(second)).statusCode).toBe(200);
  });
});
