import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { createTestDatabase, type TestDatabase } from '@cv/db/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseAdminUrl, testDatabaseKind } from '../../test/config';
import { APP_URL, signUp } from '../../test/helper';
import { type App, buildApp } from '../app';
import { loadSettings } from '../config';

let root: string;
let testDb: TestDatabase;
let app: App;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'cv-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>CV</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'assets/index-abc.js'), script);
  writeFileSync(join(root, 'assets/index-abc.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'assets/index-abc.js.gz'), gzipSync(script));
  mkdirSync(join(root, '.vite'));
  writeFileSync(
    join(root, '.vite/manifest.json'),
    JSON.stringify({
      'src/main.tsx': { file: 'assets/index-abc.js' },
      'src/locales/en.json': { file: 'assets/en-xyz.js' },
    }),
  );
  testDb = await createTestDatabase(testDatabaseAdminUrl);
  app = await buildApp({
    settings: loadSettings({
      DATA_DIR: '/nonexistent',
      ADMIN_PASSWORD: 'a-very-secret-admin-password',
      AI_PROVIDER: 'openai',
      AI_API_KEY: 'sk-secret-ai-key',
    }),
    database: testDb.handle,
    authSecret: 'test-secret-'.repeat(4),
    webRoot: root,
  });
});
afterAll(async () => {
  await app?.close();
  await testDb?.destroy();
  rmSync(root, { recursive: true, force: true });
});

describe(`the web client's files (${testDatabaseKind})`, () => {
  it('sends the precompressed copy the browser accepts, cached for good', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("has an English reader's browser fetch the English texts with the page, after the page's script", async () => {
    const english = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'en-GB,en;q=0.9,fr;q=0.8' },
    });
    const preload = '<link rel="modulepreload" crossorigin href="/assets/en-xyz.js" />';
    expect(english.body).toContain(preload);
    expect(english.body.indexOf(preload)).toBeGreaterThan(english.body.indexOf('/assets/index-abc.js'));
    expect(english.headers.vary).toContain('Accept-Language');
    for (const acceptLanguage of ['fr-FR,fr;q=0.9,en;q=0.8', 'fr;q=0.5,en;q=0.4,nl', 'de-DE', '']) {
      const other = await app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-language': acceptLanguage },
      });
      expect(other.body, acceptLanguage).not.toContain('en-xyz');
    }
  });

  it('answers any other page path with index.html, never cached', async () => {
    const page = await app.inject({ method: 'GET', url: '/payment-success?session_id=x' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('writes the public config into the page, without any secret, and a visitor is told there is no session', async () => {
    const page = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    const config = await app.inject({ method: 'GET', url: '/api/config' });
    expect(pageData(page.body)).toEqual({ config: config.json(), cookieSession: false });
    expect(page.body).not.toContain('get-session');
    expect(page.body).not.toContain('a-very-secret-admin-password');
    expect(page.body).not.toContain('sk-secret-ai-key');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers.vary).toContain('Cookie');
  });

  it('has the browser fetch its session with the page when the request carries a session cookie', async () => {
    for (const cookie of [
      'theme=dark; better-auth.session_token=abc.def',
      '__Secure-better-auth.session_token=abc.def',
    ]) {
      const page = await app.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect(pageData(page.body).cookieSession, cookie).toBe(true);
      expect(page.body).toContain('<link rel="preload" href="/api/auth/get-session"');
    }
    // The cookie our accounts really set is recognised (a change of better-auth's cookie name would show here).
    const account = await signUp(app);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: APP_URL },
      payload: { email: account.email, password: account.password },
    });
    const sessionCookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const signedIn = await app.inject({ method: 'GET', url: '/', headers: { cookie: sessionCookie } });
    expect(pageData(signedIn.body).cookieSession).toBe(true);
    const other = await app.inject({ method: 'GET', url: '/', headers: { cookie: 'theme=dark; lang=fr' } });
    expect(pageData(other.body).cookieSession).toBe(false);
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    const br = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('answers a revalidation of an unchanged page with 304', async () => {
    const headers = { 'accept-encoding': 'br' };
    const first = await app.inject({ method: 'GET', url: '/', headers });
    const etag = String(first.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another representation (signed in, another encoding) is a different tag: sent in full.
    const other = await app.inject({
      method: 'GET',
      url: '/',
      headers: { ...headers, 'if-none-match': etag, cookie: 'better-auth.session_token=abc.def' },
    });
    expect(other.statusCode).toBe(200);
    const plain = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'identity', 'if-none-match': etag },
    });
    expect(plain.statusCode).toBe(200);
  });

  it("does not count the client's files and pages against the per-minute limit; the API is counted", async () => {
    const from = { remoteAddress: '10.4.4.4' };
    for (let i = 0; i < 70; i++) {
      expect((await app.inject({ method: 'GET', url: '/assets/index-abc.js', ...from })).statusCode).toBe(
        200,
      );
      expect((await app.inject({ method: 'GET', url: '/profile', ...from })).statusCode).toBe(200);
    }
    const api = [];
    for (let i = 0; i < 61; i++)
      api.push((await app.inject({ method: 'GET', url: '/api/config', ...from })).statusCode);
    expect(api.filter((status) => status === 200)).toHaveLength(60);
    expect(api.at(-1)).toBe(429);
  });
});

function pageData(html: string) {
  const match = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error(`no page data in ${html.slice(0, 200)}`);
  return JSON.parse(match[1]) as { config: unknown; cookieSession: boolean };
}
