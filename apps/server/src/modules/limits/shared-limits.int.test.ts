import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/config';
import { APP_URL, buildSecondInstance, buildTestApp, type TestApp } from '../../../test/helper';

/**
 * Issue 21, finding 4: each instance counted its own limits, so behind a balancer with N instances every
 * limit was N times looser. On PostgreSQL the counts are rows both instances share (ADR 016): the
 * per-minute API limit, the sign-in limit and the admin login's hold one limit across two instances, with
 * requests sent in turn and sent together.
 */
const PER_MINUTE = 20;
const SIGN_IN_PER_MINUTE = 10; // SIGN_IN_LIMIT_PER_MINUTE
const ADMIN_PASSWORD = 'the-admin-password-123';

const postgresOnly = testDatabaseKind === 'postgres';
const title = postgresOnly
  ? 'limits shared by two instances on one PostgreSQL'
  : 'limits shared by two instances — skipped: needs PostgreSQL (PGlite serves one process), set TEST_DATABASE_URL';

describe.runIf(postgresOnly)(title, () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof buildSecondInstance>>;
  beforeAll(async () => {
    a = await buildTestApp({ MAX_REQUESTS_PER_MINUTE: String(PER_MINUTE), ADMIN_PASSWORD });
    b = await buildSecondInstance(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  let clients = 0;
  /** A client address of its own per check: the checks never count against each other. */
  const newClient = () => `10.21.4.${++clients}`;
  const instances = () => [a.app, b.app];
  type Send = { method: 'GET' | 'POST'; url: string; payload?: object; headers?: Record<string, string> };
  const send = (instance: number, remoteAddress: string, request: Send) =>
    instances()[instance % 2]!.inject({ ...request, remoteAddress });
  const statusesInTurn = async (count: number, remoteAddress: string, request: Send) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await send(i, remoteAddress, request)).statusCode);
    return statuses;
  };

  it('holds MAX_REQUESTS_PER_MINUTE once across both, sent in turn and sent together', async () => {
    const config: Send = { method: 'GET', url: '/api/config' };
    const inTurn = await statusesInTurn(PER_MINUTE + 5, newClient(), config);
    expect(inTurn).toEqual([...Array(PER_MINUTE).fill(200), ...Array(5).fill(429)]);

    const together = newClient();
    const answers = await Promise.all(
      Array.from({ length: PER_MINUTE + 10 }, (_, i) => send(i, together, config)),
    );
    const ok = answers.filter((r) => r.statusCode === 200).length;
    expect([ok, answers.length - ok]).toEqual([PER_MINUTE, 10]);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(1, newClient(), config)).statusCode).toBe(200);
  });

  it("holds the sign-in limit once across both (the accounts library's own limit)", async () => {
    const signIn: Send = {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: APP_URL },
      payload: { email: 'nobody@example.org', password: 'wrong-password' },
    };
    const statuses = await statusesInTurn(SIGN_IN_PER_MINUTE + 2, newClient(), signIn);
    expect(statuses.slice(0, SIGN_IN_PER_MINUTE).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(SIGN_IN_PER_MINUTE)).toEqual([429, 429]);
  });

  it('holds the admin login to 5 passwords per client across both; a success clears the count', async () => {
    const login = (password: string): Send => ({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password },
    });
    const client = newClient();
    expect(await statusesInTurn(5, client, login('wrong-password-1'))).toEqual(Array(5).fill(401));
    const held = await send(1, client, login(ADMIN_PASSWORD));
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(800);

    const other = newClient();
    expect(await statusesInTurn(4, other, login('wrong-password-2'))).toEqual(Array(4).fill(401));
    expect((await send(0, other, login(ADMIN_PASSWORD))).statusCode).toBe(200);
    expect(await statusesInTurn(5, other, login('wrong-password-3'))).toEqual(Array(5).fill(401));
  });
});
