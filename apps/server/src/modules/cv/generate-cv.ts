import type { AiOutcome, OptimizeCvRequest } from '@cv/contracts';
import type { OptimizeInput, OptimizeResult, OptimizeStage } from '@cv/cv-engine';
import type { FastifyBaseLogger } from 'fastify';
import { aiFailureOutcome } from './ai/ai-failure-outcome';
import type { AiProgress, AiRewriter } from './ai/create-ai-rewriter';
import { runEngine } from './engine/run-engine';

export type Engine = 'local' | 'ai';

export interface GenerateDeps {
  aiRewriter: AiRewriter | null;
  log: FastifyBaseLogger;
}

type OnStage = (stage: OptimizeStage) => void;
export type OnAiProgress = (progress: AiProgress) => void;

/**
 * With an AI provider, its changes on the CV's blocks, each passed through the gates against the original
 * text and merged with the built-in engine's on the blocks it left (decision D20), and what it did, said
 * plainly (issue 23): used, failed (why), or nothing of it passed the gates — with the proposals dropped per
 * gate. No result when it failed or nothing passed: the built-in engine takes over (D12, D25). Only the client
 * going away, a text over the engine's budget (which the built-in engine would meet again) or a full engine
 * queue stops the generation.
 */
async function rewriteWithModel(
  aiRewriter: AiRewriter,
  input: OptimizeInput,
  log: FastifyBaseLogger,
  onStage: OnStage,
  signal: AbortSignal | undefined,
  onAiProgress: OnAiProgress | undefined,
): Promise<{ result: OptimizeResult | null; ai: AiOutcome }> {
  const brief = await runEngine('aiBrief', input, onStage, signal);
  onStage('generate');
  try {
    const answer = await aiRewriter.rewrite(
      { ...brief, jobDescription: input.jobDescription },
      signal,
      onAiProgress,
    );
    const task = { input, proposals: answer.proposals };
    const { result, kept, dropped } = await runEngine('optimizeWithAi', task, onStage, signal);
    log.info({ mode: answer.mode, proposed: answer.proposals.length, kept, dropped }, 'AI changes gated');
    const outcome = kept > 0 ? 'used' : 'nothing_passed';
    const ai: AiOutcome = { outcome, reason: null, proposed: answer.proposals.length, kept, dropped };
    return { result: kept > 0 ? result : null, ai };
  } catch (error) {
    return { result: null, ai: aiFailureOutcome(error, { log, signal, what: 'rewrite' }) };
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
  onAiProgress?: OnAiProgress,
): Promise<OptimizeResult & { engine: Engine; ai: AiOutcome | null }> {
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
    const { result, ai } = await rewriteWithModel(
      deps.aiRewriter,
      input,
      deps.log,
      stage,
      signal,
      onAiProgress,
    );
    if (result) return { ...result, engine: 'ai', ai };
    return { ...(await runEngine('optimize', input, stage, signal)), engine: 'local', ai };
  }
  return { ...(await runEngine('optimize', input, stage, signal)), engine: 'local', ai: null };
}
