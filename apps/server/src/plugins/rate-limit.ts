import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { perMinuteStore } from '../modules/limits/counter-stores';
import type { RateCounter } from '../modules/limits/rate-counter';
import { HttpError } from './errors';

export const TOO_MANY_REQUESTS = 'Trop de requêtes. Veuillez réessayer dans une minute.';

/**
 * Not counted: a route that says so in its config (`config: { rateLimit: false }`: the health check, the
 * web client's own files), and a request that matched no route (a page of the web client, or a 404). The
 * decision is the matched route's, never the raw URL's: the router decodes the path, so a test on the raw
 * URL let `GET /%61pi/user/profile` reach the profile uncounted (issue 21). Every route is counted unless it
 * says otherwise, so a new route cannot be forgotten.
 */
const notCounted = (request: FastifyRequest) =>
  request.is404 || request.routeOptions.config.rateLimit === false;

/**
 * MAX_REQUESTS_PER_MINUTE per client (the client's address as Fastify sees it, so TRUST_PROXY decides
 * whether X-Forwarded-For counts), checked first thing on every request — before a route's own session
 * check, so that requests with a bad token count too. The counts are the rate counter's: in PostgreSQL,
 * shared by every instance, so that N instances hold one limit (ADR 016).
 */
export default fp(
  async (app, options: { perMinute: number; counter: RateCounter }) => {
    await app.register(fastifyRateLimit, {
      global: false,
      max: options.perMinute,
      timeWindow: 60_000,
      store: perMinuteStore(options.counter),
      errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS),
    });
    app.addHook('onRequest', app.rateLimit({ allowList: notCounted }));
  },
  { name: 'rate-limit' },
);
