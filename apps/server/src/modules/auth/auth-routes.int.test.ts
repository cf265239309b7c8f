import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/config';
import { APP_URL, buildTestApp, signUp, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { origin: APP_URL, ...headers } });

describe(`accounts (${testDatabaseKind})`, () => {
  it('signs up, then validates the token into the spec User with 0 credits', async () => {
    const account = await signUp(t.app, { name: 'Alice Martin' });
    const response = await post('/api/auth/validate', { idToken: account.token });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: account.userId,
      email: account.email,
      name: 'Alice Martin',
      credits: 0,
      subscriptionType: 'free',
    });
    expect(Date.parse(response.json().user.createdAt)).not.toBeNaN();
  });

  it('answers 401 with the spec message for an unknown token', async () => {
    const response = await post('/api/auth/validate', { idToken: 'not-a-session' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Erreur de validation du token' });
  });

  it('answers 400 with a detail for a missing token', async () => {
    const response = await post('/api/auth/validate', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toEqual(expect.any(String));
  });

  it('refuses a password shorter than 6 characters, in French', async () => {
    const response = await post('/api/auth/sign-up/email', {
      name: 'Bob',
      email: 'bob@example.org',
      password: '12345',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: 'Le mot de passe doit contenir au moins 6 caractères' });
  });

  it('refuses a second account on the same email', async () => {
    const account = await signUp(t.app);
    const response = await post('/api/auth/sign-up/email', {
      name: 'X',
      email: account.email,
      password: 'secret123',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.json().detail).toBe('Cette adresse email est déjà utilisée');
  });

  it('signs in with the right password only', async () => {
    const account = await signUp(t.app);
    const wrong = await post('/api/auth/sign-in/email', { email: account.email, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toBe('Erreur de connexion. Vérifiez vos identifiants.');
    const right = await post('/api/auth/sign-in/email', { email: account.email, password: account.password });
    expect(right.statusCode).toBe(200);
    const validated = await post('/api/auth/validate', { idToken: right.json().token });
    expect(validated.json().user.email).toBe(account.email);
  });

  it('refuses sign-in from a foreign origin', async () => {
    const account = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example.net', cookie: 'better-auth.session_token=x' },
      payload: { email: account.email, password: account.password },
    });
    expect(response.statusCode).toBe(403);
  });

  it('ends the session on sign-out', async () => {
    const account = await signUp(t.app);
    const out = await post('/api/auth/sign-out', {}, { authorization: `Bearer ${account.token}` });
    expect(out.statusCode).toBe(200);
    const validated = await post('/api/auth/validate', { idToken: account.token });
    expect(validated.statusCode).toBe(401);
  });

  it('limits sign-in attempts per client, not for everyone', async () => {
    const account = await signUp(t.app);
    const attempt = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: ip,
        headers: { origin: APP_URL },
        payload: { email: account.email, password: 'wrong-password' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await attempt('10.0.0.7')).statusCode);
    expect(statuses).toContain(429);
    expect((await attempt('10.0.0.8')).statusCode).toBe(401);
  });
});
