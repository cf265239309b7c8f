import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/config';
import { APP_URL, buildTestApp, signUp, type TestApp } from '../../../test/helper';

/**
 * Client input copied into a `Headers` object must hold only Latin-1 characters (a ByteString), or the
 * constructor throws a TypeError — which was our 500. A JSON body's invalid UTF-8 bytes decode to U+FFFD,
 * far outside Latin-1; a header value can carry such characters too when it is built in process.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** `{"idToken":"<bytes>"}` with the bytes sent raw, not as JSON escapes. */
function rawTokenBody(bytes: number[]): Buffer {
  return Buffer.concat([Buffer.from('{"idToken":"'), Buffer.from(bytes), Buffer.from('"}')]);
}

const validate = (payload: Buffer | object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/validate',
    headers: { origin: APP_URL, 'content-type': 'application/json' },
    payload: payload as object,
  });

describe(`client input in headers (${testDatabaseKind})`, () => {
  it('answers 401 for a token holding invalid UTF-8 bytes', async () => {
    const response = await validate(rawTokenBody([0xff, 0xfe, 0x41, 0xc3]));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Erreur de validation du token' });
  });

  it.each(['jeton€', 'toke\u{1F600}n', 'a\r\nx-injected: 1', 'é'])(
    'answers 401 for the token %j',
    async (idToken) => {
      const response = await validate({ idToken });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Erreur de validation du token' });
    },
  );

  it('still validates a real token', async () => {
    const account = await signUp(t.app);
    expect((await validate({ idToken: account.token })).statusCode).toBe(200);
  });

  it("answers 401, not 500, when a signed-in route's headers hold characters outside Latin-1", async () => {
    for (const headers of [{ authorization: 'Bearer €uro' }, { cookie: 'better-auth.session_token=€' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers });
      expect(response.statusCode).toBe(401);
    }
  });

  it("relays better-auth's own routes without a 500 for such headers", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { authorization: 'Bearer €uro', 'user-agent': 'navigateur—test' },
    });
    expect(response.statusCode).toBeLessThan(500);
  });
});
