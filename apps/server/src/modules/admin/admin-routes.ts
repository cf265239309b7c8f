import {
  adminDataQuerySchema,
  adminDataSchema,
  adminInfoSchema,
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminLogoutResponseSchema,
  errorSchema,
} from '@cv/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AttemptLimit } from '../limits/attempt-limit';
import {
  ADMIN_SESSION_COOKIE,
  ADMIN_SESSION_TTL_MS,
  adminSessionExpiry,
  adminSessionKey,
  passwordMatches,
  signAdminSession,
} from './admin-session';
import { isAdminSessionRevoked, revokeAdminSession } from './admin-session-revocations';
import { readAdminData } from './read-admin-data';
import { readAdminInfo } from './read-admin-info';

export const NOT_CONFIGURED = 'Administration non configurée';
export const WRONG_PASSWORD = 'Mot de passe incorrect';
export const TOO_MANY_ATTEMPTS = 'Trop de tentatives. Veuillez réessayer plus tard';
export const ADMIN_SESSION_REQUIRED = 'Session administrateur requise';

export interface AdminRoutesOptions {
  authSecret: string;
  /** The clock of sessions (tests move it). */
  now?: () => number;
}

/**
 * The admin area (D10). Without ADMIN_PASSWORD it is closed: every route answers 503. Every answer is
 * `no-store`: admin data never sits in a cache.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const { settings, database } = app;
  const now = options.now ?? Date.now;
  const password = settings.adminPassword;
  const key = password ? adminSessionKey(options.authSecret, password) : null;
  // 5 passwords tried per client in 15 minutes, on every instance together (ADR 016): past them every
  // attempt is refused with 429 until the window ends — the password is not even checked, so guessing
  // stops. A success clears the client's count.
  const attempts = new AttemptLimit(app.rateCounter, 'admin-login', 5, 15 * 60 * 1000);
  const cookie = {
    path: '/api/admin',
    httpOnly: true,
    sameSite: 'strict',
    secure: settings.appUrl.startsWith('https://'),
  } as const;

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** onRequest hook of the data routes: 503 when closed, 401 without a valid, unexpired admin session. */
  async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
    if (!key) return reply.code(503).send({ detail: NOT_CONFIGURED });
    const token = request.cookies[ADMIN_SESSION_COOKIE];
    if (
      adminSessionExpiry(key, token, now()) === null ||
      (await isAdminSessionRevoked(database.db, token!))
    ) {
      return reply.code(401).send({ detail: ADMIN_SESSION_REQUIRED });
    }
  }

  app.post(
    '/api/admin/login',
    {
      schema: {
        body: adminLoginRequestSchema,
        response: {
          200: adminLoginResponseSchema,
          400: errorSchema,
          401: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!password || !key) return reply.code(503).send({ detail: NOT_CONFIGURED });
      const waitMs = await attempts.take(request.ip);
      if (waitMs > 0) {
        reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
        return reply.code(429).send({ detail: TOO_MANY_ATTEMPTS });
      }
      if (!passwordMatches(request.body.password, password)) {
        request.log.warn({ ip: request.ip }, 'admin login refused');
        return reply.code(401).send({ detail: WRONG_PASSWORD });
      }
      await attempts.clear(request.ip);
      const expiresAt = now() + ADMIN_SESSION_TTL_MS;
      reply.setCookie(ADMIN_SESSION_COOKIE, signAdminSession(key, expiresAt), {
        ...cookie,
        maxAge: ADMIN_SESSION_TTL_MS / 1000,
      });
      return { authenticated: true as const, expires_at: new Date(expiresAt).toISOString() };
    },
  );

  app.post(
    '/api/admin/logout',
    { schema: { response: { 200: adminLogoutResponseSchema } } },
    async (request, reply) => {
      // A copy of the cookie (another tab, a stolen one) must stop working too, not only this browser's.
      const token = request.cookies[ADMIN_SESSION_COOKIE];
      const expiresAt = key ? adminSessionExpiry(key, token, now()) : null;
      if (expiresAt !== null) await revokeAdminSession(database.db, token!, expiresAt, now());
      reply.clearCookie(ADMIN_SESSION_COOKIE, cookie);
      return { authenticated: false as const };
    },
  );

  const guarded = { 401: errorSchema, 503: errorSchema };

  app.get(
    '/api/admin/users',
    {
      onRequest: requireAdmin,
      schema: {
        querystring: adminDataQuerySchema,
        response: { 200: adminDataSchema, 400: errorSchema, ...guarded },
      },
    },
    async (request) => readAdminData(database.db, request.query),
  );

  app.get(
    '/api/admin/info',
    { onRequest: requireAdmin, schema: { response: { 200: adminInfoSchema, ...guarded } } },
    async () => readAdminInfo(settings, database.kind),
  );
};
