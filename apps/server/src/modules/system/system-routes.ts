import { errorSchema, healthSchema, publicConfigSchema } from '@cv/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Settings } from '../../config';
import { publicConfig } from './public-config';

export const systemRoutes: FastifyPluginAsyncZod<{ settings: Settings }> = async (app, { settings }) => {
  const config = publicConfig(settings);

  app.get('/api/config', { schema: { response: { 200: publicConfigSchema } } }, async () => config);

  app.get(
    '/api/health',
    // a load balancer's probe, every few seconds from one address: never counted against a client
    { config: { rateLimit: false }, schema: { response: { 200: healthSchema, 503: errorSchema } } },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: app.database.kind };
      } catch (error) {
        request.log.warn({ err: error }, 'database unreachable');
        return reply.code(503).send({ detail: 'Base de données indisponible' });
      }
    },
  );
};
