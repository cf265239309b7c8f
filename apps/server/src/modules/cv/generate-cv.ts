import type { CvChange, OptimizeCvRequest } from '@cv/contracts';
import {
  aiBrief,
  explainOptimization,
  type OptimizeResult,
  type OptimizeStage,
  type PreparedOptimization,
  prepareOptimization,
  type RewriteResult,
  rewriteBuiltIn,
  rewriteWithAi,
} from '@cv/cv-engine';
import type { FastifyBaseLogger } from 'fastify';
import { AiRewriteError } from './ai/ai-rewrite-error';
import type { AiRewriter } from './ai/create-ai-rewriter';

export type Engine = 'local' | 'ai';

export interface GenerateDeps {
  aiRewriter: AiRewriter | null;
  log: FastifyBaseLogger;
}

/**
 * With an AI provider, its changes on the CV's blocks, each passed through the gates against the original
 * text and merged with the built-in engine's on the blocks it left (decision D20); the drops per gate go to
 * the log. Any failure falls back to the built-in engine (D12); only the client going away stops the
 * generation.
 */
async function rewrite(
  prepared: PreparedOptimization,
  deps: GenerateDeps,
  signal: AbortSignal | undefined,
): Promise<{ rewritten: RewriteResult & { list: CvChange[] }; engine: Engine }> {
  if (!deps.aiRewriter) return { rewritten: rewriteBuiltIn(prepared), engine: 'local' };
  try {
    const answer = await deps.aiRewriter.rewrite(
      { ...aiBrief(prepared), jobDescription: prepared.input.jobDescription },
      signal,
    );
    const rewritten = rewriteWithAi(prepared, answer.proposals);
    deps.log.info(
      { mode: answer.mode, kept: rewritten.kept, dropped: rewritten.dropped },
      'AI changes gated',
    );
    return { rewritten, engine: 'ai' };
  } catch (error) {
    if (error instanceof AiRewriteError && error.reason === 'aborted') throw error;
    deps.log.warn(
      { reason: error instanceof AiRewriteError ? error.reason : 'unknown' },
      'AI rewrite failed, built-in engine used',
    );
    return { rewritten: rewriteBuiltIn(prepared), engine: 'local' };
  }
}

/**
 * One generation, stage by stage as it really happens (decision D14): read the CV, read the offer,
 * rewrite, score both texts, explain. The score is always ours, computed on the final text.
 */
export async function generateCv(
  request: OptimizeCvRequest,
  deps: GenerateDeps,
  onStage: (stage: OptimizeStage) => void,
  signal?: AbortSignal,
): Promise<OptimizeResult & { engine: Engine }> {
  const prepared = prepareOptimization(
    {
      cvText: request.cv_content,
      jobDescription: request.job_description,
      targetLanguage: request.target_language,
      interfaceLanguage: request.interface_language,
    },
    onStage,
  );
  onStage('generate');
  // both engines rewrite by reviewable changes on the CV's own blocks (D20)
  const { rewritten, engine } = await rewrite(prepared, deps, signal);
  return { ...explainOptimization(prepared, rewritten, onStage), engine };
}
