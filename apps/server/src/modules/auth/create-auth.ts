import { authSchemaOptions, type Database, schema } from '@cv/db';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';

export interface AuthOptions {
  db: Database;
  secret: string;
  appUrl: string;
  /** Origins allowed to sign in besides `appUrl` (e.g. 127.0.0.1 for localhost in development). */
  extraOrigins: string[];
  /** Sign-in and sign-up limits per client and per minute; null turns them off (load tests only). */
  signInLimitPerMinute: number | null;
}

const SEVEN_DAYS = 7 * 24 * 60 * 60;
const ONE_DAY = 24 * 60 * 60;

/**
 * The accounts library, built from explicit options (no hidden environment). Passwords are 6 to 128
 * characters (spec §5); sessions slide and expire after 7 days without use; a client holds the session
 * token as a bearer token, the browser also gets the session cookie (decision D1).
 */
export function createAuth(options: AuthOptions) {
  return betterAuth({
    ...authSchemaOptions,
    appName: 'CV Sur Mesure',
    baseURL: options.appUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [options.appUrl, ...options.extraOrigins],
    database: drizzleAdapter(options.db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
    },
    session: { expiresIn: SEVEN_DAYS, updateAge: ONE_DAY },
    plugins: [bearer()],
    advanced: {
      // The Fastify layer puts the real client address there (request.ip honours TRUST_PROXY),
      // so the limits below count per client rather than for everyone at once.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      // Explicit, so that the test environment (NODE_ENV=test) checks origins like production does.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    rateLimit: {
      enabled: options.signInLimitPerMinute !== null,
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: options.signInLimitPerMinute ?? 0 },
        '/sign-up/email': { window: 60, max: options.signInLimitPerMinute ?? 0 },
      },
    },
    telemetry: { enabled: false },
    logger: { level: 'error' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
