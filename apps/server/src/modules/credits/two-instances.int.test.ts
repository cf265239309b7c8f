import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/config';
import {
  APP_URL,
  bearer,
  buildSecondInstance,
  buildTestApp,
  grantCredits,
  signUp,
  type TestApp,
} from '../../../test/helper';

// Two server processes' worth of state on one PostgreSQL: what runs behind a load balancer (decision D8).
describe.runIf(testDatabaseKind === 'postgres')('two server instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof buildSecondInstance>>;
  let baseB: string;
  beforeAll(async () => {
    a = await buildTestApp();
    b = await buildSecondInstance(a);
    baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('accepts on B a token issued by A', async () => {
    const user = await signUp(a.app);
    const response = await b.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(user.email);
  });

  it('streams on B, within a second, a balance change made on A', async () => {
    const user = await signUp(a.app);
    await grantCredits(a, user.userId, 5);
    const controller = new AbortController();
    const stream = await fetch(`${baseB}/api/user/credits/stream`, {
      headers: bearer(user.token),
      signal: controller.signal,
    });
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    const waitFor = async (needle: string, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (!seen.includes(needle)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`not seen within ${timeoutMs} ms: ${needle}; got ${seen}`);
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((r) => setTimeout(() => r(null), left)),
        ]);
        if (chunk && !chunk.done) seen += decoder.decode(chunk.value, { stream: true });
      }
    };
    await waitFor('{"credits":5}', 2_000);
    const spent = await a.app.inject({
      method: 'POST',
      url: '/api/user/consume-credits',
      headers: { ...bearer(user.token), origin: APP_URL },
      payload: { amount: 2 },
    });
    expect(spent.json()).toEqual({ credits: 3 });
    await waitFor('{"credits":3}', 1_000);
    controller.abort();
  });
});
