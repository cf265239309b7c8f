import { authSchemaOptions, type Database, schema } from '@cv/db';
import { type BetterAuthOptions, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { bearer, magicLink } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { firstAcceptedLanguage } from '../../lib/first-accepted-language';
import { grantWelcomeCredits } from '../credits/grant-welcome-credits';
import type { AccountEmailSender } from '../email/account-email-sender';
import type { EmailLanguage } from '../email/account-emails';

export interface AuthOptions {
  db: Database;
  secret: string;
  appUrl: string;
  /** Origins allowed to sign in besides `appUrl` (e.g. 127.0.0.1 for localhost in development). */
  extraOrigins: string[];
  /** Sign-in and sign-up limits per client and per minute; null turns them off (load tests only). */
  signInLimitPerMinute: number | null;
  /** Where the limits below are counted (shared by every instance on PostgreSQL, ADR 016). */
  rateLimitStorage?: NonNullable<BetterAuthOptions['rateLimit']>['customStorage'];
  /** Password reset and email-link sign-in exist only with a way to send their emails (decision D1). */
  accountEmails: AccountEmailSender | null;
  /** Google and GitHub sign-in exist only when both the client id and secret are set. */
  socialProviders: {
    google: OAuthClient | null;
    github: OAuthClient | null;
  };
  /** WELCOME_CREDITS: given once to an account when its address is verified (D27); 0: none. */
  welcomeCredits?: number;
  /** Where a failed welcome grant is reported: the sign-in it came with goes on. */
  onWelcomeError?: (error: unknown) => void;
}

interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

/** The SPA opens the new-password form when loaded with this query parameter (apps/web reads it). */
export const RESET_TOKEN_PARAM = 'reset-token';
/** The email-change link lands on `/?email-changed=1` (with `&error=…` when it failed). */
export const EMAIL_CHANGED_PARAM = 'email-changed';

const SEVEN_DAYS = 7 * 24 * 60 * 60;
const ONE_DAY = 24 * 60 * 60;
const ONE_HOUR = 60 * 60;
const FIFTEEN_MINUTES = 15 * 60;
/**
 * Sign-in and registration attempts per client and per minute; an email change in the profile gets the same
 * (each answers whether an address is taken).
 */
export const SIGN_IN_LIMIT_PER_MINUTE = 10;
/** Each email-sending request: a few a minute per client, so that nobody floods a mailbox through us. */
const EMAILS_PER_MINUTE = 5;

/**
 * The accounts library, built from explicit options (no hidden environment). Passwords are 6 to 128
 * characters (spec §5); sessions slide and expire after 7 days without use; a client holds the session
 * token as a bearer token, the browser also gets the session cookie (decision D1).
 */
export function createAuth(options: AuthOptions) {
  const emails = options.accountEmails;
  const welcome = welcomeGrant(options);
  const { google, github } = options.socialProviders;
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
      // The email links to our own page, which asks for the new password (the API's GET redirect is unused).
      ...(emails && {
        sendResetPassword: ({ user, token }, request) =>
          emails.passwordReset(
            user.email,
            `${options.appUrl}/?${RESET_TOKEN_PARAM}=${encodeURIComponent(token)}`,
            emailLanguage(request?.headers),
          ),
        resetPasswordTokenExpiresIn: ONE_HOUR,
        // Whoever knew the old password is signed out everywhere.
        revokeSessionsOnPasswordReset: true,
      }),
    },
    // An address changes only once its new owner opens the link sent there (issue 17): an account can no
    // longer take someone else's address, keep it marked as proven, and receive their email-link or social
    // sign-ins. Without a way to send the link, the change is refused (see the profile routes).
    user: { changeEmail: { enabled: emails !== null } },
    ...(emails && {
      emailVerification: {
        // Only the email-change link is ever sent: no verification mail at sign-up or sign-in, and the
        // library's bare /send-verification-email route is closed by the auth routes.
        sendOnSignUp: false,
        sendOnSignIn: false,
        expiresIn: ONE_HOUR,
        sendVerificationEmail: ({ user, url }, request) =>
          emails.emailChange(user.email, url, emailLanguage(request?.headers)),
      },
    }),
    socialProviders: {
      ...(google && { google: { ...google, prompt: 'select_account' as const } }),
      ...(github && { github: { ...github } }),
    },
    session: { expiresIn: SEVEN_DAYS, updateAge: ONE_DAY },
    plugins: [
      bearer(),
      ...(emails
        ? [
            magicLink({
              expiresIn: FIFTEEN_MINUTES,
              // A link signs in to an existing account only: registration keeps its own checks (D3).
              disableSignUp: true,
              rateLimit: { window: 60, max: EMAILS_PER_MINUTE },
              async sendMagicLink({ email, url }, ctx) {
                // The answer is the same either way: nobody learns whether an account exists.
                const found = await ctx?.context.internalAdapter.findUserByEmail(email);
                if (found)
                  await emails.signInLink(email, url, emailLanguage(ctx?.request?.headers ?? ctx?.headers));
              },
            }),
          ]
        : []),
    ],
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
      ...(options.rateLimitStorage && { customStorage: options.rateLimitStorage }),
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: options.signInLimitPerMinute ?? 0 },
        '/sign-up/email': { window: 60, max: options.signInLimitPerMinute ?? 0 },
        '/request-password-reset': { window: 60, max: EMAILS_PER_MINUTE },
        '/sign-in/magic-link': { window: 60, max: EMAILS_PER_MINUTE },
        '/reset-password': { window: 60, max: options.signInLimitPerMinute ?? 0 },
        '/sign-in/social': { window: 60, max: options.signInLimitPerMinute ?? 0 },
        '/change-email': { window: 60, max: EMAILS_PER_MINUTE },
      },
    },
    databaseHooks: {
      user: {
        // An account created with a verified address (a social sign-up) gets its welcome credits at once.
        create: {
          async after(created) {
            if (created.emailVerified) await welcome.grant(created.id);
          },
        },
        update: {
          // An email change is made when its link is opened, maybe an hour after it was asked for: if the
          // address has meanwhile been registered by someone, refuse with the registration's message
          // rather than fail on the unique index (a 500).
          async before(data, context) {
            welcome.noteVerification(data, context);
            if (typeof data.email !== 'string') return;
            const [holder] = await options.db
              .select({ id: schema.user.id })
              .from(schema.user)
              .where(eq(schema.user.email, data.email.toLowerCase()))
              .limit(1);
            if (holder) {
              throw new APIError('BAD_REQUEST', {
                code: 'USER_ALREADY_EXISTS',
                message: 'User already exists.',
              });
            }
          },
          // Runs once the update is committed: the address now reads verified in the database.
          async after(updated, context) {
            if (updated.emailVerified && welcome.wasVerification(context)) await welcome.grant(updated.id);
          },
        },
      },
    },
    telemetry: { enabled: false },
    logger: { level: 'error' },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The welcome credits (D27) ride on better-auth's user hooks. An update that writes `emailVerified: true` is a
 * verification (an email-link sign-in, a social sign-in, a confirmed address change); the hooks before and
 * after one update share its endpoint context, which is how the second learns what the first saw.
 */
function welcomeGrant(options: AuthOptions) {
  const amount = options.welcomeCredits ?? 0;
  const verifications = new WeakSet<object>();
  return {
    noteVerification(data: { emailVerified?: unknown }, context: unknown) {
      if (amount > 0 && data.emailVerified === true && typeof context === 'object' && context !== null)
        verifications.add(context);
    },
    wasVerification: (context: unknown) =>
      typeof context === 'object' && context !== null && verifications.has(context),
    async grant(userId: string) {
      if (amount <= 0) return;
      try {
        await grantWelcomeCredits(options.db, userId, amount);
      } catch (error) {
        options.onWelcomeError?.(error);
      }
    },
  };
}

/** The web client sends its interface language as Accept-Language; anything but English gets French. */
export function emailLanguage(headers: Headers | undefined): EmailLanguage {
  return firstAcceptedLanguage(headers?.get('accept-language') ?? undefined) === 'en' ? 'en' : 'fr';
}
