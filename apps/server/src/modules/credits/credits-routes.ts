import { consumeCreditsRequestSchema, creditsResponseSchema, errorSchema } from '@cv/contracts';
import { user } from '@cv/db';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { applyCreditChange } from './apply-credit-change';
import type { CreditsHub } from './credits-hub';

export const NO_CREDITS = "Vous n'avez plus de crédits. Veuillez en acheter pour continuer.";
const KEEP_ALIVE_MS = 20_000;

export const creditsRoutes: FastifyPluginAsyncZod<{ hub: CreditsHub }> = async (app, { hub }) => {
  // The open streams, each by its end: a stream never ends by itself, and a stop waits for every open
  // connection — a stop with a browser open waited for the tab to close, holding PGlite's folder lock
  // (issue 21). At a stop each is ended; the browser reconnects by itself, to this server's successor.
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  /** For API clients; the web client is charged by optimize-cv itself (decision D6). */
  app.post(
    '/api/user/consume-credits',
    {
      onRequest: requireUser,
      schema: {
        body: consumeCreditsRequestSchema,
        response: { 200: creditsResponseSchema, 400: errorSchema, 401: errorSchema, 402: errorSchema },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const credits = await app.database.db.transaction((tx) =>
        applyCreditChange(tx, { userId, delta: -request.body.amount, kind: 'consumption' }),
      );
      if (credits === null) return reply.code(402).send({ detail: NO_CREDITS });
      return { credits };
    },
  );

  /**
   * Live balance as Server-Sent Events (D8). Authenticated by the bearer token (our web client reads it with
   * fetch) or the session cookie (a plain EventSource cannot send an Authorization header). The current
   * balance is sent at once, so a reconnect catches up.
   */
  app.get(
    '/api/user/credits/stream',
    { onRequest: requireUser, schema: { response: { 401: errorSchema } } },
    async (request, reply) => {
      const userId = request.user!.id;
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let eventId = 0;
      let last: number | null = null;
      const send = (credits: number) => {
        if (credits === last) return;
        last = credits;
        eventId += 1;
        raw.write(`id: ${eventId}\ndata: ${JSON.stringify({ credits })}\n\n`);
      };
      const unsubscribe = hub.subscribe(userId, send);
      const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      const end = () => raw.end();
      openStreams.add(end);
      const stop = () => {
        clearInterval(keepAlive);
        unsubscribe();
        openStreams.delete(end);
      };
      // The response's 'close' (the client left): the request's own fires early, or never, once a body has
      // been read (Node 16+) — fine for this GET today, but not a signal to lean on.
      raw.on('close', stop);
      raw.write('retry: 3000\n\n');
      const [row] = await app.database.db
        .select({ credits: user.credits })
        .from(user)
        .where(eq(user.id, userId));
      if (row) send(row.credits);
    },
  );
};
