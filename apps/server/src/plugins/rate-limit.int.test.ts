import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/config';
import { buildTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ MAX_REQUESTS_PER_MINUTE: '5' });
});
afterAll(async () => {
  await t?.close();
});

describe(`API rate limit (${testDatabaseKind})`, () => {
  it('allows MAX_REQUESTS_PER_MINUTE per client, then 429 with a message and retry-after', async () => {
    const get = (ip: string) => t.app.inject({ method: 'GET', url: '/api/config', remoteAddress: ip });
    for (let i = 0; i < 5; i++) expect((await get('10.1.1.1')).statusCode).toBe(200);
    const limited = await get('10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: 'Trop de requêtes. Veuillez réessayer dans une minute.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('10.1.1.2')).statusCode).toBe(200);
  });
});
