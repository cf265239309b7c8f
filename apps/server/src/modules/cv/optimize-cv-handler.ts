import type { OptimizeCvRequest, OptimizeCvResponse } from '@cv/contracts';
import type { OptimizeStage } from '@cv/cv-engine';
import { isDatabaseUnavailable } from '@cv/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueueFull } from '../../lib/task-lanes';
import { SERVICE_UNAVAILABLE } from '../../plugins/errors';
import { NO_CREDITS } from '../credits/credits-routes';
import { EngineOverBudget } from './engine/engine-pool';
import { ENGINE_BUSY, engineBusy } from './engine/parse-for-account';
import { type GenerateDeps, generateCv, type OnAiProgress } from './generate-cv';
import { completeGeneration, refundGenerationSoon, reserveGeneration } from './generation-ledger';

/** The spec's progress stages (§4 Generation flow), sent as they happen. */
export const STAGE_PROGRESS: Record<OptimizeStage | 'done', number> = {
  analyse_cv: 20,
  analyse_job: 40,
  generate: 60,
  ats_score: 80,
  finalise: 90,
  done: 100,
};

export const GENERATION_FAILED = 'Erreur lors de la génération du CV';
/** A text that kept the engine past its budget (issue 17): the user's to change, not a fault of ours. */
export const CV_TOO_UNUSUAL = 'Ce texte de CV est trop inhabituel pour être analysé.';

type Outcome =
  | { status: 200; body: OptimizeCvResponse; headers?: undefined }
  | { status: number; body: { detail: string }; headers?: Record<string, string> };

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
  // The client going away is its connection closing: since Node 16 the request's own 'close' fires once
  // its body has been read — before this handler runs — and never again (a generation whose browser had
  // left went on to completion, credit spent, nobody to receive it). A connection closed while the credit
  // was being reserved has fired its 'close' already: its socket says so (issue 21, a client leaving 5 ms
  // after sending was charged).
  const gone = new AbortController();
  const socket = request.raw.socket as typeof request.raw.socket | undefined;
  const leave = () => gone.abort(new Error('the client left'));
  socket?.once('close', leave);
  if (socket?.destroyed) leave();
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
    await refundGenerationSoon(db, reservation.generationId, 'generation failed', request.log);
    if (isDatabaseUnavailable(error)) throw error;
    if (error instanceof EngineOverBudget) {
      request.log.warn(
        { err: error, chars: body.cv_content.length },
        'CV text over the engine budget, credit refunded',
      );
      return { status: 422, body: { detail: `${CV_TOO_UNUSUAL} Votre crédit a été rendu.` } };
    }
    if (error instanceof QueueFull) {
      request.log.warn('engine queue full, generation refused, credit refunded');
      const busy = engineBusy(`${ENGINE_BUSY} Votre crédit a été rendu.`);
      return { status: 503, body: { detail: busy.message }, headers: busy.headers };
    }
    if (gone.signal.aborted) request.log.info('client left during the generation, credit refunded');
    else request.log.error({ err: error }, 'generation failed, credit refunded');
    return { status: 500, body: { detail: GENERATION_FAILED } };
  } finally {
    // A kept-alive connection serves later requests: no listener of this one stays on it.
    socket?.off('close', leave);
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
