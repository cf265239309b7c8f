import { isDatabaseUnavailable } from '@cv/db';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { drainRequest } from '../lib/drain-request';

/**
 * An error a route throws on purpose: its message is shown to the client as `detail`, whatever its status
 * (a 503 for a full queue says so in words), with the headers given (Retry-After).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const SERVICE_UNAVAILABLE = 'Service momentanément indisponible, réessayez dans un instant.';
/** What is read of a body too large before its 413 goes out (drain-request.ts): the size of an upload. */
const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;
/** Seconds a client is asked to wait (Retry-After) while the database is out of reach. */
export const RETRY_AFTER_SECONDS = 5;

const genericMessages: Record<number, string> = {
  400: 'Requête invalide',
  404: 'Ressource introuvable',
  405: 'Méthode non autorisée',
  413: 'Fichier trop volumineux',
  415: 'Type de contenu non pris en charge',
  429: 'Trop de requêtes. Veuillez réessayer plus tard.',
};

// zod's own messages are English and technical; ours (written in the contracts) are meant for people.
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected|Required)/;

/** The message of the first invalid field, as a person can read it. */
function validationDetail(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const [first] = error.validation;
  const message = first?.message ?? 'invalide';
  if (!ZOD_DEFAULT_MESSAGE.test(message)) return message;
  const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field ? `Champ « ${field} » invalide : ${message}` : `Requête invalide : ${message}`;
}

/** « Requête trop volumineuse (1 Mo au plus). » — the route's own limit, in the unit a person reads. */
function bodyTooLarge(limit: number): string {
  const size =
    limit >= 1024 * 1024 ? `${Math.round(limit / (1024 * 1024))} Mo` : `${Math.ceil(limit / 1024)} Ko`;
  return `Requête trop volumineuse (${size} au plus).`;
}

async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  try {
    await app.database.ping();
    return true;
  } catch {
    return false;
  }
}

/**
 * One error handler (as in fastify/demo): a real message below 500, a generic one above, the request's
 * context in the log. Every error body is `{ detail }`. A database out of reach (stopped, restarting,
 * unreachable) is 503 with Retry-After: the request was fine and will work again in a moment.
 */
export default fp(
  async (app) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error, url: request.url, method: request.method }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ detail: SERVICE_UNAVAILABLE });
      }
      if (error instanceof HttpError && error.statusCode >= 500) {
        request.log.warn({ status: error.statusCode, url: request.url }, error.message);
        return reply.code(error.statusCode).headers(error.headers).send({ detail: error.message });
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
        return reply.code(status).send({ detail: 'Erreur interne du serveur. Veuillez réessayer.' });
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        // the client is still sending: it must finish before it can read the answer
        await drainRequest(request.raw, DRAIN_MAX_BYTES, DRAIN_MAX_MS);
        request.log.info({ status, url: request.url }, 'request body too large');
        return reply.code(413).send({ detail: bodyTooLarge(request.routeOptions.bodyLimit) });
      }
      let detail: string;
      if (error instanceof HttpError) detail = error.message;
      else if (error.validation) detail = validationDetail(error);
      else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
        detail = 'Corps JSON invalide';
      else detail = genericMessages[status] ?? error.message;
      request.log.info({ status, code: error.code, url: request.url }, detail);
      if (error instanceof HttpError) reply.headers(error.headers);
      return reply.code(status).send({ detail });
    });

    // better-auth's routes answer with a Response of their own: a database failure inside one arrives
    // here as a plain 500, its cause lost. A 500 while the database does not answer is that outage's 503.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode !== 500 || (await databaseAnswers(app))) return payload;
      reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS));
      reply.header('content-type', 'application/json; charset=utf-8');
      return JSON.stringify({ detail: SERVICE_UNAVAILABLE });
    });
  },
  { name: 'errors' },
);
