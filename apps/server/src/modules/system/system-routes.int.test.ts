import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/config';
import { buildTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    ADMIN_PASSWORD: 'a-very-secret-admin-password',
    AI_PROVIDER: 'openai',
    AI_API_KEY: 'sk-secret-ai-key',
  });
});
afterAll(async () => {
  await t?.close();
});

describe(`system routes (${testDatabaseKind})`, () => {
  it('reports health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testDatabaseKind });
  });

  it('gives the browser its settings without any secret (D17)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      appName: 'CV Sur Mesure',
      appVersion: '1.0.0',
      demoMode: true,
      aiProvider: 'openai',
    });
    expect(body.demoAccount).toEqual({ email: 'demo@example.com', password: 'demo1234' });
    expect(body.serverSettings.aiProviderKey).toBe(true);
    expect(response.body).not.toContain('a-very-secret-admin-password');
    expect(response.body).not.toContain('sk-secret-ai-key');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Ressource introuvable' });
  });

  it('answers malformed JSON with 400 and a detail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"idToken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Corps JSON invalide' });
  });
});
