import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Decision D17: no AI key, payment secret or admin password ever reaches the browser. The client is built
 * here with every secret setting present in the environment (as on a careless build machine), and the
 * output is searched for each value.
 */
const CANARIES: Record<string, string> = {
  AUTH_SECRET: 'canary-auth-secret-5f0c2e9d7a1b4c3e8f6a',
  ADMIN_PASSWORD: 'canary-admin-password-91d3',
  AI_API_KEY: 'sk-canary-ai-key-7b2e4f1a9c',
  STRIPE_SECRET_KEY: 'sk_test_canary_3e8d1f0a6b',
  STRIPE_WEBHOOK_SECRET: 'whsec_canary_4c9e2b7d1f',
  DATABASE_URL: 'postgres://canary-user:canary-db-password@db.internal:5432/cv',
  SMTP_URL: 'smtp://mailer:canary-smtp-password@smtp.internal:587',
  GOOGLE_CLIENT_SECRET: 'canary-google-client-secret',
  GITHUB_CLIENT_SECRET: 'canary-github-client-secret',
};

const webRoot = join(import.meta.dirname, '..');
const outDir = mkdtempSync(join(tmpdir(), 'cv-web-build-'));
const saved = Object.fromEntries(Object.keys(CANARIES).map((key) => [key, process.env[key]]));

afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  rmSync(outDir, { recursive: true, force: true });
});

function* files(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

describe('the built client', () => {
  it('contains none of the server secrets present at build time', { timeout: 180_000 }, async () => {
    Object.assign(process.env, CANARIES);
    await build({ root: webRoot, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    const built = [...files(outDir)];
    expect(built.some((path) => path.endsWith('.js'))).toBe(true);
    for (const path of built) {
      const text = readFileSync(path, 'latin1');
      for (const [name, value] of Object.entries(CANARIES)) {
        expect(text.includes(value), `${name} found in ${path}`).toBe(false);
      }
    }
  });
});
