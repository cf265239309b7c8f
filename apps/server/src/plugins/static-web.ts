import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PublicConfig } from '@cv/contracts';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { getSessionCookie } from 'better-auth/cookies';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fresh from 'fresh';
import { firstAcceptedLanguage } from '../lib/first-accepted-language';
import { isHeaderValue } from '../lib/is-header-value';
import { buildIndexPages } from './index-page';
import { localePreloads } from './locale-preload';

const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

function hasSessionCookie(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  if (cookie === undefined || !isHeaderValue(cookie)) return false;
  return getSessionCookie(new Headers({ cookie })) !== null;
}

/**
 * Serves the built web client. Routing is by exact path in the browser, so every unknown GET outside
 * /api gets index.html — with the page data written in (index-page.ts); unknown /api paths get a JSON 404.
 */
export default fp(
  async (app, options: { webRoot: string | null; config: PublicConfig }) => {
    const root = options.webRoot;
    const hasClient = root !== null && existsSync(join(root, 'index.html'));
    const pages = hasClient
      ? buildIndexPages(readFileSync(join(root, 'index.html'), 'utf8'), options.config, localePreloads(root))
      : null;
    if (hasClient) {
      // In a context of its own, so that only these routes are marked: the client's files are not counted
      // against the per-minute limit (rate-limit.ts).
      await app.register(async (files) => {
        files.addHook('onRoute', (route) => {
          route.config = { ...route.config, rateLimit: false };
        });
        await files.register(fastifyStatic, {
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
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (pages && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/')) {
        const page = pages.page({
          cookieSession: hasSessionCookie(request),
          language: firstAcceptedLanguage(request.headers['accept-language']),
        });
        const encoding = negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS);
        // One tag per encoding: each is a different representation of the same page.
        const etag = encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
          .header('etag', etag);
        if (fresh(request.headers, { etag })) return reply.code(304).send();
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(encoding ? page[encoding] : page.identity);
      }
      return reply.code(404).send({ detail: 'Ressource introuvable' });
    });
  },
  { name: 'static-web' },
);
