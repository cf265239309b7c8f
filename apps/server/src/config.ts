import { resolve } from 'node:path';
import { z } from 'zod';
import { trustProxySetting } from './trust-proxy-setting';

/**
 * The only reader of the environment. Every setting is validated here, once, and handed on as a typed
 * object; nothing else in the server reads `process.env`. Documented one by one in `.env.example`.
 */

const bool = z.stringbool({ truthy: ['true', '1', 'yes', 'on'], falsy: ['false', '0', 'no', 'off'] });
const url = z.url({ protocol: /^https?$/ });
// host names, comma-separated ("welcometothejungle.com, lever.co"): a name covers its subdomains
const hostList = z
  .string()
  .regex(/^\s*[a-z0-9.-]+\s*(,\s*[a-z0-9.-]+\s*)*$/i, 'a comma-separated list of host names')
  .transform((list) => list.split(',').map((host) => host.trim().toLowerCase().replace(/\.$/, '')));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).optional(),
  APP_NAME: z.string().min(1).max(80).default('CV Sur Mesure'),
  APP_URL: url.optional(),
  APP_VERSION: z.string().min(1).max(40).default('1.0.0'),
  DEMO_MODE: bool.optional(),
  MAX_UPLOAD_BYTES: z.coerce.number().int().min(1024).max(104_857_600).default(10_485_760),
  MAX_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  ANALYTICS_ID: z.string().max(100).optional(),
  DEBUG: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: trustProxySetting.optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  AI_PROVIDER: z.enum(['local', 'openai', 'openai-compatible']).default('local'),
  AI_BASE_URL: url.optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
  AI_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(20_000),
  PAYMENT_PROVIDER: z.enum(['demo', 'stripe']).optional(),
  WELCOME_CREDITS: z.coerce.number().int().min(0).max(1_000).default(0),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  STRIPE_API_URL: url.optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  EMAIL_FROM: z.string().min(3).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  DOH_RESOLVER_URL: url.default('https://cloudflare-dns.com/dns-query'),
  DNS_SERVERS: z
    .string()
    .regex(/^[\w.:[\]-]+(,[\w.:[\]-]+)*$/, 'a comma-separated list of host[:port]')
    .optional(),
  JOB_FETCH: bool.default(true),
  JOB_FETCH_ALLOWED_HOSTS: hostList.optional(),
  JOB_FETCH_DENIED_HOSTS: hostList.optional(),
});

type Env = z.infer<typeof envSchema>;

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function oauth(id: string | undefined, secret: string | undefined) {
  return id && secret ? { clientId: id, clientSecret: secret } : null;
}

function toSettings(env: Env) {
  const production = env.NODE_ENV === 'production';
  const demoMode = env.DEMO_MODE ?? !production;
  const port = env.PORT;
  return {
    production,
    nodeEnv: env.NODE_ENV,
    port,
    host: env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    appName: env.APP_NAME,
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    appVersion: env.APP_VERSION,
    demoMode,
    maxUploadBytes: env.MAX_UPLOAD_BYTES,
    maxRequestsPerMinute: env.MAX_REQUESTS_PER_MINUTE,
    analyticsId: env.ANALYTICS_ID ?? null,
    debug: env.DEBUG,
    logLevel: env.LOG_LEVEL ?? (env.DEBUG ? 'debug' : 'info'),
    trustProxy: env.TRUST_PROXY ?? false,
    databaseUrl: env.DATABASE_URL ?? null,
    dataDir: resolve(env.DATA_DIR),
    authSecret: env.AUTH_SECRET ?? null,
    adminPassword: env.ADMIN_PASSWORD ?? null,
    ai: {
      provider: env.AI_PROVIDER,
      baseUrl: env.AI_BASE_URL ?? null,
      model: env.AI_MODEL ?? null,
      apiKey: env.AI_API_KEY ?? null,
      timeoutMs: env.AI_TIMEOUT_MS,
      firstTokenMs: Math.min(env.AI_FIRST_TOKEN_TIMEOUT_MS, env.AI_TIMEOUT_MS),
    },
    welcomeCredits: env.WELCOME_CREDITS,
    payment: {
      provider: env.PAYMENT_PROVIDER ?? (demoMode ? 'demo' : 'stripe'),
      stripeSecretKey: env.STRIPE_SECRET_KEY ?? null,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
      stripeApiUrl: env.STRIPE_API_URL ?? null,
    },
    email: { smtpUrl: env.SMTP_URL ?? null, from: env.EMAIL_FROM ?? `${env.APP_NAME} <no-reply@localhost>` },
    oauth: {
      google: oauth(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
      github: oauth(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET),
    },
    dohResolverUrl: env.DOH_RESOLVER_URL,
    dnsServers: env.DNS_SERVERS?.split(',') ?? null,
    jobFetch: {
      enabled: env.JOB_FETCH,
      allowedHosts: env.JOB_FETCH_ALLOWED_HOSTS ?? null,
      deniedHosts: env.JOB_FETCH_DENIED_HOSTS ?? [],
    },
  } as const;
}

export type Settings = ReturnType<typeof toSettings>;

/** Settings that must be set, not defaulted, for the chosen providers and mode. */
function missingSettings(s: Settings): string[] {
  const missing: string[] = [];
  const need = (ok: unknown, line: string) => {
    if (!ok) missing.push(line);
  };
  if (s.ai.provider === 'openai') need(s.ai.apiKey, 'AI_API_KEY: required when AI_PROVIDER=openai');
  if (s.ai.provider === 'openai-compatible') {
    need(s.ai.baseUrl, 'AI_BASE_URL: required when AI_PROVIDER=openai-compatible');
    need(s.ai.model, 'AI_MODEL: required when AI_PROVIDER=openai-compatible');
  }
  if (s.payment.provider === 'stripe') {
    need(s.payment.stripeSecretKey, 'STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe');
    need(s.payment.stripeWebhookSecret, 'STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe');
    need(s.payment.stripePublishableKey, 'STRIPE_PUBLISHABLE_KEY: required when PAYMENT_PROVIDER=stripe');
  }
  if (s.production) {
    // The demo provider credits anyone who types the test card: never on a live site by mistake.
    need(
      s.payment.provider !== 'demo' || s.demoMode,
      'PAYMENT_PROVIDER: demo gives credits for a test card; refused in production unless DEMO_MODE=true',
    );
    need(s.authSecret, 'AUTH_SECRET: required in production (32+ random characters)');
    need(s.appUrl.startsWith('https://') || s.demoMode, 'APP_URL: must be an https:// address in production');
  }
  return missing;
}

/** Reads and checks the environment; throws a SettingsError with one line per bad or missing setting. */
export function loadSettings(environment: Record<string, string | undefined> = process.env): Settings {
  // An empty variable means "not set", as in most .env files.
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new SettingsError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const settings = toSettings(parsed.data);
  const missing = missingSettings(settings);
  if (missing.length > 0) throw new SettingsError(missing);
  return settings;
}
