import { isDatabaseUnavailable } from '@cv/db';
import type { FastifyRequest } from 'fastify';
import { QueueFull } from '../../lib/task-lanes';
import { EngineOverBudget } from './engine/engine-pool';
import { ENGINE_BUSY, engineBusy } from './engine/parse-for-account';
import { refundGenerationSoon } from './generation-ledger';

/**
 * What every paid generation (a CV, a cover letter) does around its work, once: it notices the client going
 * away, and when the work fails it refunds the credit and says why in the user's words (decision D6).
 */
export type GenerationOutcome<T> =
  | { status: 200; body: T; headers?: undefined }
  | { status: 402 | 422 | 500 | 503; body: { detail: string }; headers?: Record<string, string> };

export const GENERATION_FAILED = 'Erreur lors de la génération du CV';
/** A text that kept the engine past its budget (issue 17): the user's to change, not a fault of ours. */
export const CV_TOO_UNUSUAL = 'Ce texte de CV est trop inhabituel pour être analysé.';

/**
 * The client going away is its connection closing: since Node 16 the request's own 'close' fires once its body
 * has been read — before the handler runs — and never again (a generation whose browser had left went on to
 * completion, credit spent, nobody to receive it). A connection closed while the credit was being reserved has
 * fired its 'close' already: its socket says so (issue 21, a client leaving 5 ms after sending was charged).
 * `stop()` takes the listener off: a kept-alive connection serves later requests.
 */
export function clientLeaving(request: FastifyRequest): { signal: AbortSignal; stop: () => void } {
  const gone = new AbortController();
  const socket = request.raw.socket as typeof request.raw.socket | undefined;
  const leave = () => gone.abort(new Error('the client left'));
  socket?.once('close', leave);
  if (socket?.destroyed) leave();
  return { signal: gone.signal, stop: () => socket?.off('close', leave) };
}

/**
 * A generation that failed after its credit was reserved: the credit goes back (later, if the database is the
 * reason), and the user reads why — a text over the engine's budget (422), a full engine queue (503), anything
 * else a 500 with `failed` as its message. A database out of reach is thrown on (the error plugin's 503).
 */
export async function failedGeneration(
  request: FastifyRequest,
  generationId: string,
  error: unknown,
  context: { gone: AbortSignal; chars: number; failed: string },
): Promise<GenerationOutcome<never>> {
  await refundGenerationSoon(request.server.database.db, generationId, 'generation failed', request.log);
  if (isDatabaseUnavailable(error)) throw error;
  if (error instanceof EngineOverBudget) {
    request.log.warn({ err: error, chars: context.chars }, 'CV text over the engine budget, credit refunded');
    return { status: 422, body: { detail: `${CV_TOO_UNUSUAL} Votre crédit a été rendu.` } };
  }
  if (error instanceof QueueFull) {
    request.log.warn('engine queue full, generation refused, credit refunded');
    const busy = engineBusy(`${ENGINE_BUSY} Votre crédit a été rendu.`);
    return { status: 503, body: { detail: busy.message }, headers: busy.headers };
  }
  if (context.gone.aborted) request.log.info('client left during the generation, credit refunded');
  else request.log.error({ err: error }, 'generation failed, credit refunded');
  return { status: 500, body: { detail: context.failed } };
}
