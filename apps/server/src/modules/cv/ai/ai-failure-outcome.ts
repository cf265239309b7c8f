import type { AiOutcome } from '@cv/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { QueueFull } from '../../../lib/task-lanes';
import { EngineOverBudget } from '../engine/engine-pool';
import { AiRewriteError } from './ai-rewrite-error';

/**
 * What a model's failure means for a generation (issue 23): said plainly as an outcome, the built-in result
 * taking over — except the client going away, a text over the engine's budget (which the built-in engine would
 * meet again) or a full engine queue, which stop the generation and are thrown on.
 */
export function aiFailureOutcome(
  error: unknown,
  context: { log: FastifyBaseLogger; signal: AbortSignal | undefined; what: string },
): AiOutcome {
  const { log, signal, what } = context;
  if (signal?.aborted || (error instanceof AiRewriteError && error.reason === 'aborted')) throw error;
  if (error instanceof EngineOverBudget || error instanceof QueueFull) throw error;
  const reason = error instanceof AiRewriteError ? error.reason : 'invalid_output';
  log.warn({ reason }, `AI ${what} failed, built-in engine used`);
  return {
    outcome: 'failed',
    reason: reason === 'aborted' ? 'http' : reason,
    proposed: 0,
    kept: 0,
    dropped: {},
  };
}
