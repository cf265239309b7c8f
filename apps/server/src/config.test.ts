import { describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadSettings(env);
    return [];
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
}

describe('loadSettings', () => {
  it('runs in demo mode with embedded defaults when nothing is set', () => {
    const s = loadSettings({});
    expect(s).toMatchObject({
      demoMode: true,
      port: 3000,
      appName: 'CV Sur Mesure',
      appUrl: 'http://localhost:3000',
      appVersion: '1.0.0',
      maxUploadBytes: 10_485_760,
      maxRequestsPerMinute: 60,
      databaseUrl: null,
      adminPassword: null,
    });
    expect(s.payment.provider).toBe('demo');
    expect(s.ai.provider).toBe('local');
  });

  it('treats empty variables as unset', () => {
    expect(loadSettings({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeNull();
  });

  it('reports one line per bad setting', () => {
    const problems = problemsOf({
      PORT: 'abc',
      MAX_UPLOAD_BYTES: '-5',
      DATABASE_URL: 'mysql://x',
      DEMO_MODE: 'maybe',
    });
    expect(problems).toHaveLength(4);
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'DEMO_MODE',
      'MAX_UPLOAD_BYTES',
      'PORT',
    ]);
  });

  it('refuses to start in production without its secrets', () => {
    const problems = problemsOf({ NODE_ENV: 'production', APP_URL: 'https://cv.example.org' });
    expect(problems.some((p) => p.startsWith('AUTH_SECRET'))).toBe(true);
    expect(problems.some((p) => p.startsWith('STRIPE_SECRET_KEY'))).toBe(true);
  });

  it('needs a key for a remote AI provider', () => {
    expect(problemsOf({ AI_PROVIDER: 'openai' })).toEqual(['AI_API_KEY: required when AI_PROVIDER=openai']);
  });

  it('accepts a complete production configuration', () => {
    const s = loadSettings({
      NODE_ENV: 'production',
      APP_URL: 'https://cv.example.org/',
      AUTH_SECRET: 'x'.repeat(40),
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    });
    expect(s).toMatchObject({ demoMode: false, appUrl: 'https://cv.example.org', host: '0.0.0.0' });
    expect(s.payment.provider).toBe('stripe');
  });
});
