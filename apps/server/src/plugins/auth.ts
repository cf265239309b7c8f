import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isHeaderValue } from '../lib/is-header-value';
import { authErrorMessage } from '../modules/auth/auth-error-message';
import type { Auth } from '../modules/auth/create-auth';
import { DEMO_ACCOUNT_LOCKED, DEMO_ACCOUNT_LOCKED_PATHS } from '../modules/auth/demo-account-locks';
import { SessionCache } from './session-cache';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** The origins our own pages are served from (cookie-authenticated changes must come from one). */
    trustedOrigins: string[];
    /** The signed-in user of a request (bearer token or session cookie), or null. */
    sessionUser(request: FastifyRequest): Promise<SessionUser | null>;
    /** The same, and whether a valid bearer token or the session cookie signed it in. */
    sessionOf(request: FastifyRequest): Promise<{ user: SessionUser; via: 'bearer' | 'cookie' } | null>;
    /** Drops this user's cached sessions on this instance (after a profile change or account deletion). */
    forgetSessions(userId: string): void;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/**
 * Request headers for better-auth, with the client's address as Fastify sees it (trust proxy honoured).
 * A value a `Headers` object cannot hold is left out (the request then simply lacks it), not a 500.
 */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, raw] of Object.entries(request.headers)) {
    if (raw === undefined || key === 'x-forwarded-for') continue;
    const value = Array.isArray(raw) ? raw.join(', ') : raw;
    if (isHeaderValue(value)) headers.set(key, value);
  }
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/** Our error bodies are `{ detail }`; better-auth's are `{ code, message }`: keep the code, add the detail. */
async function relayAuthResponse(response: Response, reply: FastifyReply) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status < 400) return reply.send(text || null);
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { code?: string }).code;
  } catch {
    code = undefined;
  }
  reply.header('content-type', 'application/json; charset=utf-8');
  return reply.send({ detail: authErrorMessage(code, response.status), code: code ?? null });
}

const SIGN_IN_PATHS = new Set(['/api/auth/sign-in/email', '/api/auth/sign-up/email']);

export default fp(
  async (app, options: { auth: Auth; demoAccountEmail: string | null }) => {
    const { auth } = options;
    const isDemoAccount = (user: SessionUser) =>
      options.demoAccountEmail !== null && user.email.toLowerCase() === options.demoAccountEmail;
    app.decorate('auth', auth);
    app.decorate(
      'trustedOrigins',
      (auth.options.trustedOrigins as string[]).map((o) => new URL(o).origin),
    );
    app.decorateRequest('user', null);

    const lookUp = async (request: FastifyRequest, only?: 'bearer' | 'cookie') => {
      const headers = authHeaders(request);
      if (only === 'bearer') headers.delete('cookie');
      if (only === 'cookie') headers.delete('authorization');
      const session = await auth.api.getSession({ headers });
      if (!session) return null;
      const user: SessionUser = { id: session.user.id, email: session.user.email, name: session.user.name };
      return { user, expiresAt: new Date(session.session.expiresAt) };
    };
    // better-auth's getSession is two queries and an HMAC round per call: keep what it resolved a few
    // seconds (see session-cache.ts for what that means with several instances).
    const cache = new SessionCache<SessionUser>();
    const cacheKey = (request: FastifyRequest) =>
      SessionCache.keyOf(request.headers.authorization, request.headers.cookie);
    const resolve = (request: FastifyRequest, via: 'bearer' | 'cookie', key: string) =>
      cache.resolve(key, async () => {
        const found = await lookUp(request, via);
        return found && { value: found.user, userId: found.user.id, expiresAt: found.expiresAt };
      });
    // A valid bearer token first, else the session cookie alone: what signed the request in decides whether
    // the cross-site check applies (requireUser), so the two are never mixed in one lookup.
    app.decorate('sessionOf', async (request: FastifyRequest) => {
      const { authorization, cookie } = request.headers;
      if (hasBearerToken(request)) {
        const user = await resolve(request, 'bearer', SessionCache.keyOf(authorization, undefined)!);
        if (user) return { user, via: 'bearer' as const };
      }
      if (!cookie) return null;
      const user = await resolve(request, 'cookie', SessionCache.keyOf(undefined, cookie)!);
      return user && { user, via: 'cookie' as const };
    });
    app.decorate(
      'sessionUser',
      async (request: FastifyRequest) => (await app.sessionOf(request))?.user ?? null,
    );
    app.decorate('forgetSessions', (userId: string) => cache.invalidateUser(userId));

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      async handler(request, reply) {
        const url = new URL(request.url, options.auth.options.baseURL as string);
        const hasBody = request.method !== 'GET' && request.body !== undefined;
        // A POST other than signing in may end sessions (sign-out, revoke-sessions, password change):
        // whose they are is known only before, the cached ones are dropped after.
        const mayEndSessions = request.method === 'POST' && !SIGN_IN_PATHS.has(url.pathname);
        const locked = options.demoAccountEmail !== null && DEMO_ACCOUNT_LOCKED_PATHS.has(url.pathname);
        const signedIn =
          (mayEndSessions || locked) && cacheKey(request) !== null ? await lookUp(request) : null;
        if (locked && signedIn && isDemoAccount(signedIn.user)) {
          return reply.code(403).send({ detail: DEMO_ACCOUNT_LOCKED });
        }
        const response = await auth.handler(
          new Request(url, {
            method: request.method,
            headers: authHeaders(request),
            body: hasBody ? JSON.stringify(request.body) : undefined,
          }),
        );
        if (signedIn && mayEndSessions) cache.invalidateUser(signedIn.user.id);
        return relayAuthResponse(response, reply);
      },
    });
  },
  { name: 'auth' },
);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hasBearerToken(request: FastifyRequest): boolean {
  return /^bearer\s+\S/i.test(request.headers.authorization ?? '');
}

/**
 * A change made with the session cookie must come from one of our own pages: a browser sends the cookie
 * with a cross-site form too (CSRF) — and an `Authorization` header as well when it holds HTTP Basic
 * credentials for the site, so only a valid bearer session (requireUser) skips the check: a browser never
 * sends a bearer token on its own. A read needs no check.
 */
function isForeignCookieMutation(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return false;
  const source = request.headers.origin ?? request.headers.referer;
  if (!source) return true;
  try {
    return !request.server.trustedOrigins.includes(new URL(source).origin);
  } catch {
    return true;
  }
}

/**
 * onRequest hook for routes of a signed-in user, before body validation so that a visitor always gets 401
 * 'Non authentifié' (spec §5); a cookie-authenticated change from another site gets 403.
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  const foreign = isForeignCookieMutation(request);
  const refuse = () => reply.code(403).send({ detail: 'Requête refusée : origine non autorisée' });
  if (foreign && !hasBearerToken(request)) return refuse();
  const session = await request.server.sessionOf(request);
  if (foreign && session?.via !== 'bearer') return refuse();
  if (!session) return reply.code(401).send({ detail: 'Non authentifié' });
  request.user = session.user;
}
