import {
  errorSchema,
  extractTextResponseSchema,
  optimizeCvRequestSchema,
  optimizeCvResponseSchema,
  type ParseCvRequest,
  parseCvRequestSchema,
  parsedCvSchema,
} from '@cv/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import type { AiRewriter } from './ai/create-ai-rewriter';
import { EngineOverBudget } from './engine/engine-pool';
import { parseForAccount, refuseParseWhileBusy } from './engine/parse-for-account';
import { closeEnginePool, runEngine } from './engine/run-engine';
import { detectFileKind } from './extraction/detect-file-kind';
import { extractForAccount } from './extraction/extract-for-account';
import { closeExtractionPool } from './extraction/extract-text';
import { extractionErrorMessage } from './extraction/extraction-error-message';
import { CV_TOO_UNUSUAL, runOptimization, streamOptimization } from './optimize-cv-handler';

const errors = { 400: errorSchema, 401: errorSchema };

/**
 * The uploaded file's bytes. toBuffer() answers 413 past the size limit (a stream would be cut short with
 * a 200) — except when the limit falls at the end of a chunk: the cut then brings no chunk of its own, and
 * the file came back whole but truncated (a file of the limit + 1 byte was read, then refused for its text),
 * hence the check after it. A body that is not valid multipart — cut off, wrong boundary — is the client's
 * error, not ours.
 */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file) throw new HttpError(400, 'Aucun fichier reçu.');
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw new HttpError(413, 'Fichier trop volumineux');
    return bytes;
  } catch (error) {
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    throw new HttpError(
      400,
      'Envoi du fichier illisible : envoyez-le en multipart/form-data (champ « file »).',
    );
  }
}

/** The parse, off the server's thread; a text that keeps the engine past its budget is refused (issue 17). */
async function parseOffThread(request: FastifyRequest, body: ParseCvRequest) {
  try {
    return await runEngine('parse', {
      cvText: body.cv_text,
      ...(body.cv_layout ? { cvLayout: body.cv_layout } : {}),
      ...(body.cv_corrections ? { cvCorrections: body.cv_corrections } : {}),
    });
  } catch (error) {
    if (!(error instanceof EngineOverBudget)) throw error;
    request.log.warn({ err: error, chars: body.cv_text.length }, 'CV text over the engine budget');
    throw new HttpError(422, CV_TOO_UNUSUAL);
  }
}

export const generationRoutes: FastifyPluginAsyncZod<{ aiRewriter: AiRewriter | null }> = async (
  app,
  { aiRewriter },
) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: app.settings.maxUploadBytes, files: 1, fields: 5, parts: 6 },
  });
  app.addHook('onClose', () => closeExtractionPool());
  app.addHook('onClose', () => closeEnginePool());

  /** Text of an uploaded CV. Kept in memory for this request only (decision D16). */
  app.post(
    '/api/extract-pdf',
    {
      onRequest: requireUser,
      schema: {
        response: {
          200: extractTextResponseSchema,
          413: errorSchema,
          415: errorSchema,
          422: errorSchema,
          429: errorSchema,
          503: errorSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new HttpError(415, 'Envoyez le fichier en multipart/form-data (champ « file »).');
      const bytes = await readUpload(request);
      const kind = detectFileKind(bytes);
      if (!kind)
        throw new HttpError(415, 'Type de fichier non pris en charge : envoyez un PDF, un DOCX ou un TXT.');
      const result = await extractForAccount(request.user!.id, bytes, kind);
      if (!result.ok) throw new HttpError(422, extractionErrorMessage(kind, result.reason));
      return result.layout ? { text: result.text, layout: result.layout } : { text: result.text };
    },
  );

  app.post(
    '/api/parse-cv',
    {
      onRequest: [refuseParseWhileBusy, requireUser],
      schema: {
        body: parseCvRequestSchema,
        response: { 200: parsedCvSchema, 422: errorSchema, 429: errorSchema, 503: errorSchema, ...errors },
      },
    },
    async (request) => parseForAccount(request.user!.id, () => parseOffThread(request, request.body)),
  );

  app.post(
    '/api/optimize-cv',
    {
      onRequest: requireUser,
      schema: {
        body: optimizeCvRequestSchema,
        response: {
          200: optimizeCvResponseSchema,
          402: errorSchema,
          422: errorSchema,
          500: errorSchema,
          503: errorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const deps = { aiRewriter, log: request.log };
      if (request.headers.accept?.includes('text/event-stream'))
        return streamOptimization(request, request.body, reply, deps);
      const outcome = await runOptimization(request, request.body, deps, () => {});
      return reply
        .code(outcome.status)
        .headers(outcome.headers ?? {})
        .send(outcome.body);
    },
  );
};
