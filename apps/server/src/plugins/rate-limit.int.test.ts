import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/config';
import { buildTestApp, type TestApp } from '../../test/helper';

const LIMIT = 3;
const routes: { method: string; url: string }[] = [];
let t: TestApp;
beforeAll(async () => {
  const collect = (route: RouteOptions) => {
    if (route.config?.rateLimit === false) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: route.url });
  };
  t = await buildTestApp({ MAX_REQUESTS_PER_MINUTE: String(LIMIT) }, { onRoute: collect });
});
afterAll(async () => {
  await t?.close();
});

let lastAddress = 0;
/** A client address of its own for each series, so that series do not count against each other. */
const nextAddress = () => {
  lastAddress += 1;
  return `10.1.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

/** A path the route answers: its parameters and wildcard filled in. */
const concrete = (url: string) => url.replace(/:\w+/g, 'x').replace(/\*$/, 'get-session');

/**
 * Ways of writing the same path that a router may still match (issue 21: the exemption tested the raw URL,
 * which the router then decoded): a letter of each segment percent-encoded, a doubled slash, upper case.
 */
function variants(path: string): Record<string, string> {
  const encodeFirstLetter = (segment: string) =>
    segment.replace(/[a-z]/i, (letter) => `%${letter.charCodeAt(0).toString(16)}`);
  return {
    plain: path,
    'first segment encoded': path.replace(/^\/([^/]+)/, (_, first: string) => `/${encodeFirstLetter(first)}`),
    'every segment encoded': path.split('/').map(encodeFirstLetter).join('/'),
    'doubled slash': `/${path}`,
    'doubled inner slash': path.replace(/^\/([^/]+)\//, '/$1//'),
    'upper case': path.toUpperCase(),
  };
}

describe(`API rate limit (${testDatabaseKind})`, () => {
  it('allows MAX_REQUESTS_PER_MINUTE per client, then 429 with a message and retry-after', async () => {
    const get = (ip: string) => t.app.inject({ method: 'GET', url: '/api/config', remoteAddress: ip });
    for (let i = 0; i < LIMIT; i++) expect((await get('10.0.1.1')).statusCode).toBe(200);
    const limited = await get('10.0.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: 'Trop de requêtes. Veuillez réessayer dans une minute.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('10.0.1.2')).statusCode).toBe(200);
  });

  it('counts every API route however its path is written: encoded, doubled slashes, case', async () => {
    expect(routes.length).toBeGreaterThan(20);
    const unlimited: string[] = [];
    for (const { method, url } of routes) {
      for (const [variant, path] of Object.entries(variants(concrete(url)))) {
        const remoteAddress = nextAddress();
        const statuses: number[] = [];
        for (let i = 0; i <= LIMIT; i++) {
          const answer = await t.app.inject({ method: method as 'GET', url: path, remoteAddress });
          statuses.push(answer.statusCode);
        }
        // Limited, or the path reaches no route at all (a 404 before and after the limit).
        const limited = statuses.at(-1) === 429;
        if (!limited && !statuses.every((status) => status === 404))
          unlimited.push(`${method} ${path} (${variant} of ${url}): ${statuses.join(' ')}`);
      }
    }
    expect(unlimited).toEqual([]);
  });

  it('does not count the health check', async () => {
    for (let i = 0; i < LIMIT * 3; i++) {
      const health = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.2.1' });
      expect(health.statusCode).toBe(200);
    }
  });
});
