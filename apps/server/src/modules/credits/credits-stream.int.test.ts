import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/config';
import { APP_URL, bearer, buildTestApp, grantCredits, signUp, type TestApp } from '../../../test/helper';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

/** Reads `data:` events from an SSE response as they come. */
function eventReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(timeoutMs: number): Promise<{ credits: number }> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const match = buffer.match(/(?:^|\n)data: (.*)\n\n/);
      if (match) {
        buffer = buffer.slice((match.index ?? 0) + match[0].length);
        return JSON.parse(match[1]!);
      }
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
      ]);
      if (!chunk || chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
    }
    throw new Error(`no event within ${timeoutMs} ms`);
  };
}

describe(`live credits stream (${testDatabaseKind})`, () => {
  it('sends the balance at once, then every change within a second', async () => {
    const a = await signUp(t.app);
    await grantCredits(t, a.userId, 4);
    const controller = new AbortController();
    const response = await fetch(`${base}/api/user/credits/stream`, {
      headers: bearer(a.token),
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const next = eventReader(response);
    expect(await next(2_000)).toEqual({ credits: 4 });

    const started = Date.now();
    await fetch(`${base}/api/user/consume-credits`, {
      method: 'POST',
      headers: { ...bearer(a.token), 'content-type': 'application/json', origin: APP_URL },
      body: JSON.stringify({ amount: 1 }),
    });
    expect(await next(1_000)).toEqual({ credits: 3 });
    expect(Date.now() - started).toBeLessThan(1_000);
    controller.abort();
  });

  it('accepts the session cookie, as a browser EventSource sends it', async () => {
    const a = await signUp(t.app);
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: APP_URL },
      body: JSON.stringify({ email: a.email, password: a.password }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const controller = new AbortController();
    const response = await fetch(`${base}/api/user/credits/stream`, {
      headers: { cookie },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(await eventReader(response)(2_000)).toEqual({ credits: 0 });
    controller.abort();
  });

  it("does not show one user another user's balance", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const controller = new AbortController();
    const response = await fetch(`${base}/api/user/credits/stream`, {
      headers: bearer(a.token),
      signal: controller.signal,
    });
    const next = eventReader(response);
    expect(await next(2_000)).toEqual({ credits: 0 });
    await grantCredits(t, b.userId, 7);
    await expect(next(500)).rejects.toThrow('no event');
    controller.abort();
  });

  it('refuses a stream without a session', async () => {
    const response = await fetch(`${base}/api/user/credits/stream`);
    expect(response.status).toBe(401);
  });
});
