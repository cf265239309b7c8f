import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

export const TOO_MANY_REQUESTS = 'Trop de requêtes. Veuillez réessayer dans une minute.';

/**
 * MAX_REQUESTS_PER_MINUTE per client on the API (the client's address as Fastify sees it, so TRUST_PROXY
 * decides whether X-Forwarded-For counts). The web client's own files are not counted. The counters live
 * in this process: with several instances each one counts its own share (see docs/architecture.md).
 */
export default fp(
  async (app, options: { perMinute: number }) => {
    await app.register(fastifyRateLimit, {
      max: options.perMinute,
      timeWindow: 60_000,
      allowList: (request) => !request.url.startsWith('/api/') || request.url.startsWith('/api/health'),
      errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS),
    });
  },
  { name: 'rate-limit' },
);
