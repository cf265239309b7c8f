import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/config';
import { buildTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
let secure: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  secure = await buildTestApp({ APP_URL: 'https://cv.example.org' });
});
afterAll(async () => {
  await t?.close();
  await secure?.close();
});

describe(`security headers (${testDatabaseKind})`, () => {
  it('sends a CSP without inline scripts, frame denial, no-sniff and a referrer policy', async () => {
    for (const url of ['/api/config', '/api/nothing', '/api/health']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS when the site is served over https', async () => {
    const { headers } = await secure.app.inject({ method: 'GET', url: '/api/config' });
    expect(headers['strict-transport-security']).toContain('max-age=31536000');
  });
});
