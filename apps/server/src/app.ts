import { join } from 'node:path';
import type { DatabaseHandle } from '@cv/db';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Settings } from './config';
import { adminRoutes } from './modules/admin/admin-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { createAuth, SIGN_IN_LIMIT_PER_MINUTE } from './modules/auth/create-auth';
import { createCreditsHub } from './modules/credits/credits-hub';
import { creditsRoutes } from './modules/credits/credits-routes';
import { createAiRewriter } from './modules/cv/ai/create-ai-rewriter';
import { coverLetterRoutes } from './modules/cv/cover-letter-routes';
import { generationRoutes } from './modules/cv/generation-routes';
import { accountEmailSender } from './modules/email/account-email-sender';
import { createMailer, type MailerOptions } from './modules/email/create-mailer';
import { emailDelivery } from './modules/email/email-delivery';
import { type JobFetchDependencies, jobOfferRoutes } from './modules/job-offer/job-offer-routes';
import { authLimitStorage } from './modules/limits/counter-stores';
import { createRateCounter } from './modules/limits/create-rate-counter';
import type { RateCounter } from './modules/limits/rate-counter';
import { paymentsModule } from './modules/payments';
import { DEMO_ACCOUNT, publicConfig } from './modules/system/public-config';
import { systemRoutes } from './modules/system/system-routes';
import { cvRoutes } from './modules/user/cv-routes';
import { profileRoutes } from './modules/user/profile-routes';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import rateLimitPlugin from './plugins/rate-limit';
import securityHeadersPlugin from './plugins/security-headers';
import staticWebPlugin from './plugins/static-web';

declare module 'fastify' {
  interface FastifyInstance {
    settings: Settings;
    database: DatabaseHandle;
    /** Every per-client limit's counts: shared through PostgreSQL, in memory with PGlite (ADR 016). */
    rateCounter: RateCounter;
  }
}

export interface AppOptions {
  settings: Settings;
  database: DatabaseHandle;
  authSecret: string;
  /** The built web client's folder; null serves the API alone. */
  webRoot?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is added: the cross-user test lists them all, so none is left untried. */
  onRoute?: (route: RouteOptions) => void;
  /** The job offer reader's resolver and the tests' loopback door (issue 27); none in the application. */
  jobFetch?: JobFetchDependencies;
}

/** In development the same server is reached as localhost and 127.0.0.1: both may sign in. */
function loopbackTwins(appUrl: string): string[] {
  const url = new URL(appUrl);
  if (url.hostname === 'localhost') return [appUrl.replace('//localhost', '//127.0.0.1')];
  if (url.hostname === '127.0.0.1') return [appUrl.replace('//127.0.0.1', '//localhost')];
  return [];
}

/**
 * A hop count becomes "trust the nearest N addresses" (proxy-addr numbers them from the socket, 0 first):
 * the address N entries from the right end of X-Forwarded-For is the client. Fastify 5 itself turns a bare
 * number into "trust nobody", since a client reaching the server directly could then write the hops too —
 * which is why `.env.example` asks for the proxies' addresses when the server is reachable around them.
 */
function trustProxyOption(setting: Settings['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** The account emails' sender, or null when they cannot be sent (production without SMTP). */
function accountEmailsFor(settings: Settings, log: MailerOptions['log']) {
  const delivery = emailDelivery(settings);
  if (!delivery) return null;
  const mailer = createMailer({
    delivery,
    smtpUrl: settings.email.smtpUrl,
    from: settings.email.from,
    outboxDir: join(settings.dataDir, 'outbox'),
    log,
  });
  return accountEmailSender(mailer, settings.appName);
}

/**
 * Builds the whole application without listening (tests call `app.inject`). Plugins load in layers:
 * framework (errors, schemas) → application (accounts) → routes → the web client.
 */
export async function buildApp(options: AppOptions) {
  const { settings, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxyOption(settings.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('settings', settings);
  app.decorate('database', database);
  const rateCounter = createRateCounter(database, (error) =>
    app.log.warn({ err: error }, 'rate limit counts not swept'),
  );
  app.decorate('rateCounter', rateCounter);
  app.addHook('onClose', () => rateCounter.close());

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, {
    appUrl: settings.appUrl,
    dohResolverUrl: settings.dohResolverUrl,
  });
  await app.register(fastifyCookie);
  await app.register(rateLimitPlugin, { perMinute: settings.maxRequestsPerMinute, counter: rateCounter });
  const accountEmails = accountEmailsFor(settings, app.log);
  const auth = createAuth({
    db: database.db,
    secret: options.authSecret,
    appUrl: settings.appUrl,
    extraOrigins: settings.production ? [] : loopbackTwins(settings.appUrl),
    signInLimitPerMinute: SIGN_IN_LIMIT_PER_MINUTE,
    rateLimitStorage: authLimitStorage(rateCounter),
    accountEmails,
    socialProviders: settings.oauth,
    welcomeCredits: settings.welcomeCredits,
    onWelcomeError: (error) => app.log.error({ err: error }, 'welcome credits not granted'),
  });
  await app.register(authPlugin, {
    auth,
    demoAccountEmail: settings.demoMode ? DEMO_ACCOUNT.email : null,
  });

  await app.register(systemRoutes, { settings });
  await app.register(authRoutes);
  const creditsHub = await createCreditsHub(database);
  app.addHook('onClose', () => creditsHub.close());
  await app.register(creditsRoutes, { hub: creditsHub });
  await app.register(profileRoutes, { accountEmails });
  await app.register(cvRoutes);
  const { provider, ...ai } = settings.ai;
  const aiRewriter = provider === 'local' ? null : createAiRewriter({ provider, ...ai });
  await app.register(generationRoutes, { aiRewriter });
  if (settings.jobFetch.enabled) await app.register(jobOfferRoutes, options.jobFetch ?? {});
  await app.register(coverLetterRoutes, { aiRewriter });
  await app.register(paymentsModule);
  await app.register(adminRoutes, { authSecret: options.authSecret });

  await app.register(staticWebPlugin, { webRoot: options.webRoot ?? null, config: publicConfig(settings) });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
