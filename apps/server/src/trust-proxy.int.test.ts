import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/config';
import { APP_URL, buildTestApp, type TestApp } from '../test/helper';

// Issue 17, finding 3: behind a proxy the client's address comes from X-Forwarded-For, whose left-most
// entries the client writes itself. A forged entry per try must not buy a fresh set of tries: the limits
// count the address the trusted proxy saw, whatever the client put before it.

const ADMIN_PASSWORD = 'correct-horse-battery-staple';
const REAL_CLIENT = '198.51.100.7';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** What a proxy forwards: the client's own (forged) header, then the address it really saw. */
const forwarded = (attempt: number) => `203.0.113.${attempt % 250}, ${REAL_CLIENT}`;

async function adminLoginStatuses(app: TestApp['app'], proxyAddress: string, attempts: number) {
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: proxyAddress,
      headers: { 'x-forwarded-for': forwarded(attempt) },
      payload: { password: `wrong-guess-${attempt}` },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe(`the client address behind a proxy (${testDatabaseKind})`, () => {
  it('TRUST_PROXY=1: 30 wrong admin passwords with a forged address each are stopped after 5', async () => {
    t = await buildTestApp({ TRUST_PROXY: '1', ADMIN_PASSWORD });
    const statuses = await adminLoginStatuses(t.app, '127.0.0.1', 30);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    // Another client behind the same proxy keeps its own tries: the proxy's address is not the key.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.99' },
      payload: { password: 'wrong-guess' },
    });
    expect(other.statusCode).toBe(401);
  });

  it('TRUST_PROXY=<proxy range>: the same through a trusted proxy; a direct client is its own address', async () => {
    t = await buildTestApp({ TRUST_PROXY: '10.0.0.0/8', ADMIN_PASSWORD });
    const viaProxy = await adminLoginStatuses(t.app, '10.0.0.2', 30);
    expect(viaProxy.filter((status) => status === 401)).toHaveLength(5);
    const otherBehindProxy = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: '10.0.0.3',
      headers: { 'x-forwarded-for': '198.51.100.99' },
      payload: { password: 'wrong-guess' },
    });
    expect(otherBehindProxy.statusCode).toBe(401);
    // Not from the proxy: its X-Forwarded-For is ignored altogether, its socket address counts.
    const direct = await adminLoginStatuses(t.app, '192.0.2.50', 30);
    expect(direct.filter((status) => status === 401)).toHaveLength(5);
  });

  it('TRUST_PROXY=1: sign-in attempts with a forged address each still meet the per-client limit', async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '127.0.0.1',
        headers: { origin: APP_URL, 'x-forwarded-for': forwarded(attempt) },
        payload: { email: 'nobody@example.org', password: `wrong-guess-${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
  });

  it('TRUST_PROXY=1: the per-minute API limit counts the real client, not the forged entries', async () => {
    t = await buildTestApp({ TRUST_PROXY: '1', MAX_REQUESTS_PER_MINUTE: '5' });
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/config',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwarded(attempt) },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/config',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.99' },
    });
    expect(other.statusCode).toBe(200);
  });
});
