import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { firstAcceptedLanguage } from '../lib/first-accepted-language';
import { localePreloads } from './locale-preload';

/**
 * Serves the built web client. Routing is by exact path in the browser, so every unknown GET outside
 * /api gets index.html; unknown /api paths get a JSON 404.
 */
export default fp(
  async (app, options: { webRoot: string | null }) => {
    const root = options.webRoot;
    const hasClient = root !== null && existsSync(join(root, 'index.html'));
    const preloads = hasClient ? localePreloads(root) : new Map<string, string>();
    if (hasClient) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The web build writes .br and .gz copies beside each file (apps/web/scripts/precompress.mjs).
        preCompressed: true,
        setHeaders(res, path) {
          // Vite fingerprints the assets: cache them for good; index.html must always be fresh.
          res.header(
            'cache-control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (hasClient && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/')) {
        const link = preloads.get(firstAcceptedLanguage(request.headers['accept-language']) ?? '');
        if (link) reply.header('link', link).header('vary', 'Accept-Language');
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send({ detail: 'Ressource introuvable' });
    });
  },
  { name: 'static-web' },
);
