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

  it('reads TRUST_PROXY as off, a number of proxies or their addresses', () => {
    expect(loadSettings({}).trustProxy).toBe(false);
    expect(loadSettings({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadSettings({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadSettings({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadSettings({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadSettings({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
    expect(loadSettings({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      'fd00::/8',
    ]);
  });

  it('refuses TRUST_PROXY=true, which lets a client choose its address, and anything unreadable', () => {
    const [problem, ...more] = problemsOf({ TRUST_PROXY: 'true' });
    expect(more).toEqual([]);
    expect(problem).toMatch(/^TRUST_PROXY: true would let any client choose its address/);
    expect(problem).toContain('(e.g. 1)');
    for (const value of ['10.0.0.0/33', 'proxy.example.org', '10.0.0.1/8/1', '-1', '1.5']) {
      expect(problemsOf({ TRUST_PROXY: value }), value).toHaveLength(1);
    }
  });

  it('refuses the demo payment provider in production outside demo mode (free credits for a test card)', () => {
    const live = {
      NODE_ENV: 'production',
      APP_URL: 'https://cv.example.org',
      AUTH_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'demo',
    };
    expect(problemsOf(live)).toEqual([
      'PAYMENT_PROVIDER: demo gives credits for a test card; refused in production unless DEMO_MODE=true',
    ]);
    expect(loadSettings({ ...live, DEMO_MODE: 'true' }).payment.provider).toBe('demo');
    expect(loadSettings({ PAYMENT_PROVIDER: 'demo', DEMO_MODE: 'false' }).payment.provider).toBe('demo');
  });

  it('reads offers from links by default; JOB_FETCH=off stops it; the host lists are names, lower-cased', () => {
    expect(loadSettings({}).jobFetch).toEqual({ enabled: true, allowedHosts: null, deniedHosts: [] });
    expect(
      loadSettings({
        JOB_FETCH: 'off',
        JOB_FETCH_ALLOWED_HOSTS: 'Lever.co, welcometothejungle.com.',
        JOB_FETCH_DENIED_HOSTS: 'intranet.example',
      }).jobFetch,
    ).toEqual({
      enabled: false,
      allowedHosts: ['lever.co', 'welcometothejungle.com'],
      deniedHosts: ['intranet.example'],
    });
    expect(problemsOf({ JOB_FETCH_DENIED_HOSTS: 'https://x.example/jobs' })).toEqual([
      'JOB_FETCH_DENIED_HOSTS: a comma-separated list of host names',
    ]);
  });
});
