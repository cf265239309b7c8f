import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error a route throws on purpose: its message is shown to the client as `detail`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

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

/**
 * One error handler (as in fastify/demo): a real message below 500, a generic one above, the request's
 * context in the log. Every error body is `{ detail }`.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
        return reply.code(status).send({ detail: 'Erreur interne du serveur. Veuillez réessayer.' });
      }
      let detail: string;
      if (error instanceof HttpError) detail = error.message;
      else if (error.validation) detail = validationDetail(error);
      else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
        detail = 'Corps JSON invalide';
      else detail = genericMessages[status] ?? error.message;
      request.log.info({ status, code: error.code, url: request.url }, detail);
      return reply.code(status).send({ detail });
    });
  },
  { name: 'errors' },
);
