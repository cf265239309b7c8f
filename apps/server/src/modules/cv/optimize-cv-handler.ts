import type { OptimizeCvRequest, OptimizeCvResponse } from '@cv/contracts';
import type { OptimizeStage } from '@cv/cv-engine';
import { isDatabaseUnavailable } from '@cv/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVICE_UNAVAILABLE } from '../../plugins/errors';
import { NO_CREDITS } from '../credits/credits-routes';
import { type GenerateDeps, generateCv, type OnAiProgress } from './generate-cv';
import {
  clientLeaving,
  failedGeneration,
  GENERATION_FAILED,
  type GenerationOutcome,
} from './generation-failure';
import { completeGeneration, reserveGeneration } from './generation-ledger';

/** The spec's progress stages (§4 Generation flow), sent as they happen. */
export const STAGE_PROGRESS: Record<OptimizeStage | 'done', number> = {
  analyse_cv: 20,
  analyse_job: 40,
  generate: 60,
  ats_score: 80,
  finalise: 90,
  done: 100,
};

// where they were defined before the cover letter (issue 26) shared them
export { CV_TOO_UNUSUAL, GENERATION_FAILED } from './generation-failure';

type Outcome = GenerationOutcome<OptimizeCvResponse>;

/**
 * Charge, generate, record (decision D6): the credit is reserved before the work, the record completed after
 * it, and the credit refunded if anything fails — including the client going away, and the database going
 * away before the record is written (the refund then waits for it to return; the error becomes a 503).
 */
export async function runOptimization(
  request: FastifyRequest,
  body: OptimizeCvRequest,
  deps: GenerateDeps,
  onStage: (stage: OptimizeStage) => void,
  onAiProgress?: OnAiProgress,
): Promise<Outcome> {
  const db = request.server.database.db;
  const reservation = await reserveGeneration(db, request.user!.id);
  if (!reservation) return { status: 402, body: { detail: NO_CREDITS } };
  const gone = clientLeaving(request);
  try {
    const result = await generateCv(body, deps, onStage, gone.signal, onAiProgress);
    // left while the engine worked: the result would reach nobody, so it is not charged
    gone.signal.throwIfAborted();
    // the AI provider failed or nothing of it passed: the built-in result is given, free (issue 23, D25)
    const charged = !result.ai || result.ai.outcome === 'used';
    const refunded = await completeGeneration(
      db,
      reservation.generationId,
      {
        originalFileName: body.original_file_name ?? null,
        atsScore: result.score.score,
        originalAtsScore: result.originalScore.score,
        language: result.language,
        jobTitle: result.jobTitle || null,
        jobExcerpt: body.job_description.slice(0, 500),
        engine: result.engine,
      },
      charged ? undefined : { note: `AI provider ${result.ai?.outcome}: built-in result given free` },
    );
    return {
      status: 200,
      body: {
        success: true,
        message: 'CV généré avec succès !',
        optimized_cv: result.optimizedText,
        ats_score: result.score.score,
        original_ats_score: result.originalScore.score,
        improvements: result.improvements,
        missing_keywords: result.missingKeywords,
        language: result.language,
        parsed_cv: result.parsed,
        engine: result.engine,
        credits: refunded ?? reservation.credits,
        breakdown: result.score,
        original_breakdown: result.originalScore,
        changes: result.changes,
        generation_id: reservation.generationId,
        ai: result.ai,
        charged: refunded === null,
      },
    };
  } catch (error) {
    return failedGeneration(request, reservation.generationId, error, {
      gone: gone.signal,
      chars: body.cv_content.length,
      failed: GENERATION_FAILED,
    });
  } finally {
    gone.stop();
  }
}

/** `Accept: text/event-stream`: progress events as the stages happen, then the result (or an error). */
export async function streamOptimization(
  request: FastifyRequest,
  body: OptimizeCvRequest,
  reply: FastifyReply,
  deps: GenerateDeps,
) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  const send = (event: string, data: unknown) =>
    raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  // The reply is hijacked: an error thrown from here would reach no handler and leave the stream open.
  const outcome = await runOptimization(
    request,
    body,
    deps,
    (stage) => send('progress', { progress: STAGE_PROGRESS[stage], stage }),
    // while the model writes: seconds so far against its limit, and whether it has started (issue 23)
    (ai) =>
      send('progress', {
        progress: STAGE_PROGRESS.generate,
        stage: 'generate',
        ai: { phase: ai.phase, elapsed_ms: ai.elapsedMs, timeout_ms: ai.timeoutMs },
      }),
  ).catch((error: unknown): Outcome => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable during a streamed generation');
      return { status: 503, body: { detail: SERVICE_UNAVAILABLE } };
    }
    request.log.error({ err: error }, 'streamed generation failed');
    return { status: 500, body: { detail: GENERATION_FAILED } };
  });
  if (outcome.status === 200) {
    send('progress', { progress: STAGE_PROGRESS.done, stage: 'done' });
    send('result', outcome.body);
  } else {
    send('error', { status: outcome.status, ...outcome.body });
  }
  raw.end();
}
