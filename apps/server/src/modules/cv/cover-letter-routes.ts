import {
  type CoverLetterRequest,
  type CoverLetterResponse,
  coverLetterRequestSchema,
  coverLetterResponseSchema,
  errorSchema,
} from '@cv/contracts';
import { generatedCvs } from '@cv/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { NO_CREDITS } from '../credits/credits-routes';
import type { AiRewriter } from './ai/create-ai-rewriter';
import type { GenerateDeps } from './generate-cv';
import { clientLeaving, failedGeneration, type GenerationOutcome } from './generation-failure';
import { completeGeneration, reserveGeneration } from './generation-ledger';
import { writeLetter } from './write-letter';

export const LETTER_FAILED = 'Erreur lors de la rédaction de la lettre de motivation';

/**
 * `POST /api/cover-letter` (issue 26, decision D23): a cover letter for the offer the CV was tailored to, charged
 * like a CV (D6) — the credit reserved before the work, the record completed after it, refunded when the work
 * fails, when the client leaves, or when the AI provider fails and the built-in letter is given instead. The
 * record is the letter's own (kind 'letter', metadata only: the letter's text is never kept, D16), noting the CV
 * generation it goes with when that is the account's.
 */
export const coverLetterRoutes: FastifyPluginAsyncZod<{ aiRewriter: AiRewriter | null }> = async (
  app,
  { aiRewriter },
) => {
  app.post(
    '/api/cover-letter',
    {
      onRequest: requireUser,
      schema: {
        body: coverLetterRequestSchema,
        response: {
          200: coverLetterResponseSchema,
          400: errorSchema,
          401: errorSchema,
          402: errorSchema,
          422: errorSchema,
          500: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await runCoverLetter(request, request.body, { aiRewriter, log: request.log });
      return reply
        .code(outcome.status)
        .headers(outcome.headers ?? {})
        .send(outcome.body);
    },
  );
};

async function runCoverLetter(
  request: FastifyRequest,
  body: CoverLetterRequest,
  deps: GenerateDeps,
): Promise<GenerationOutcome<CoverLetterResponse>> {
  const db = request.server.database.db;
  const userId = request.user!.id;
  const reservation = await reserveGeneration(db, userId, 'letter');
  if (!reservation) return { status: 402, body: { detail: NO_CREDITS } };
  const gone = clientLeaving(request);
  try {
    const letter = await writeLetter(body, deps, gone.signal);
    // left while the engine worked: the letter would reach nobody, so it is not charged
    gone.signal.throwIfAborted();
    const charged = !letter.ai || letter.ai.outcome === 'used';
    const refunded = await completeGeneration(
      db,
      reservation.generationId,
      {
        originalFileName: body.original_file_name ?? null,
        atsScore: null,
        originalAtsScore: null,
        language: letter.language,
        jobTitle: letter.jobTitle || null,
        jobExcerpt: body.job_description.slice(0, 500),
        engine: letter.engine,
        letterFor: await ownCvGeneration(request, body.generation_id),
      },
      charged ? undefined : { note: `AI provider ${letter.ai?.outcome}: built-in letter given free` },
    );
    return {
      status: 200,
      body: {
        success: true,
        letter: letter.text,
        language: letter.language,
        engine: letter.engine,
        credits: refunded ?? reservation.credits,
        generation_id: reservation.generationId,
        ai: letter.ai,
        charged: refunded === null,
      },
    };
  } catch (error) {
    return failedGeneration(request, reservation.generationId, error, {
      gone: gone.signal,
      chars: body.cv_content.length,
      failed: LETTER_FAILED,
    });
  } finally {
    gone.stop();
  }
}

/** The CV generation the browser names, when it is one of this account's CVs; null otherwise. */
async function ownCvGeneration(request: FastifyRequest, id: string | undefined): Promise<string | null> {
  if (!id) return null;
  const [row] = await request.server.database.db
    .select({ id: generatedCvs.id })
    .from(generatedCvs)
    .where(
      and(eq(generatedCvs.id, id), eq(generatedCvs.userId, request.user!.id), eq(generatedCvs.kind, 'cv')),
    );
  return row?.id ?? null;
}
