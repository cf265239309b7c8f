import type { OptimizeCvRequest } from '@cv/contracts';
import type { OptimizeInput, OptimizeResult, OptimizeStage } from '@cv/cv-engine';
import type { FastifyBaseLogger } from 'fastify';
import { AiRewriteError } from './ai/ai-rewrite-error';
import type { AiRewriter } from './ai/create-ai-rewriter';
import { EngineOverBudget } from './engine/engine-pool';
import { runEngine } from './engine/run-engine';

export type Engine = 'local' | 'ai';

export interface GenerateDeps {
  aiRewriter: AiRewriter | null;
  log: FastifyBaseLogger;
}

type OnStage = (stage: OptimizeStage) => void;

/**
 * With an AI provider, its changes on the CV's blocks, each passed through the gates against the original
 * text and merged with the built-in engine's on the blocks it left (decision D20); the drops per gate go to
 * the log. Null when the model fails: the built-in engine takes over (D12). Only the client going away, or a
 * text over the engine's budget (which the built-in engine would meet again), stops the generation.
 */
async function rewriteWithModel(
  aiRewriter: AiRewriter,
  input: OptimizeInput,
  log: FastifyBaseLogger,
  onStage: OnStage,
  signal: AbortSignal | undefined,
): Promise<OptimizeResult | null> {
  const brief = await runEngine('aiBrief', input, onStage);
  onStage('generate');
  try {
    const answer = await aiRewriter.rewrite({ ...brief, jobDescription: input.jobDescription }, signal);
    const task = { input, proposals: answer.proposals };
    const { result, kept, dropped } = await runEngine('optimizeWithAi', task, onStage);
    log.info({ mode: answer.mode, kept, dropped }, 'AI changes gated');
    return result;
  } catch (error) {
    if (error instanceof AiRewriteError && error.reason === 'aborted') throw error;
    if (error instanceof EngineOverBudget) throw error;
    log.warn(
      { reason: error instanceof AiRewriteError ? error.reason : 'unknown' },
      'AI rewrite failed, built-in engine used',
    );
    return null;
  }
}

/** Each stage told once, in its order, whichever engine task reaches it (the AI path reads the CV twice). */
function eachStageOnce(onStage: OnStage): OnStage {
  const told = new Set<OptimizeStage>();
  return (stage) => {
    if (told.has(stage)) return;
    told.add(stage);
    onStage(stage);
  };
}

/**
 * One generation, stage by stage as it really happens (decision D14): read the CV, read the offer,
 * rewrite, score both texts, explain. The score is always ours, computed on the final text. The engine's
 * steps run in the engine pool, off the server's thread and within a time budget (issue 17); only the AI
 * call, which waits on the network, runs here. Nothing of the engine's working state crosses threads: with
 * an AI provider, the CV and the offer are read once for the brief and again for the rewrite (a few ms
 * beside the model's seconds).
 */
export async function generateCv(
  request: OptimizeCvRequest,
  deps: GenerateDeps,
  onStage: OnStage,
  signal?: AbortSignal,
): Promise<OptimizeResult & { engine: Engine }> {
  const input: OptimizeInput = {
    cvText: request.cv_content,
    jobDescription: request.job_description,
    targetLanguage: request.target_language,
    interfaceLanguage: request.interface_language,
    ...(request.cv_layout ? { cvLayout: request.cv_layout } : {}),
    ...(request.cv_corrections ? { cvCorrections: request.cv_corrections } : {}),
  };
  const stage = eachStageOnce(onStage);
  if (deps.aiRewriter) {
    const result = await rewriteWithModel(deps.aiRewriter, input, deps.log, stage, signal);
    if (result) return { ...result, engine: 'ai' };
  }
  return { ...(await runEngine('optimize', input, stage)), engine: 'local' };
}
