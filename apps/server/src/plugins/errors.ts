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

/** The message of the first invalid field, as a person can read it. */
function validationDetail(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [first] = error.validation;
    const where = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = first?.message ?? 'invalide';
    return first?.params?.issue && (first.params.issue as { code?: string }).code === 'custom'
      ? message
      : `${where ? `${where} : ` : ''}${message}`;
  }
  return error.message;
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
