import type { OptimizeCvRequest, ParsedCv } from '@cv/contracts';
import {
  explainOptimization,
  type OptimizeResult,
  type OptimizeStage,
  type PreparedOptimization,
  prepareOptimization,
  rewriteBuiltIn,
  rewriteCv,
  verifyAgainstOriginal,
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
 * With an AI provider, its rewrite is the starting point — once verified against the original, with anything
 * invented taken out (decision D12). Any failure falls back to the CV as parsed, and so to the built-in
 * engine; only the client going away stops the generation.
 */
async function startingPoint(
  prepared: PreparedOptimization,
  deps: GenerateDeps,
  signal: AbortSignal | undefined,
): Promise<{ cv: ParsedCv; engine: Engine }> {
  const original = prepared.original.cv;
  if (!deps.aiRewriter) return { cv: original, engine: 'local' };
  try {
    const candidate = await deps.aiRewriter.rewrite(
      {
        original,
        cvText: prepared.input.cvText,
        jobDescription: prepared.input.jobDescription,
        language: prepared.job.language,
        jobTitle: prepared.job.title || null,
        missingKeywords: prepared.job.keywords.map((k) => k.word),
      },
      signal,
    );
    const verification = verifyAgainstOriginal(original, candidate);
    if (!verification.ok) {
      deps.log.warn({ problems: verification.problems.map((p) => p.kind) }, 'AI rewrite repaired');
    }
    return { cv: verification.repaired, engine: 'ai' };
  } catch (error) {
    if (error instanceof AiRewriteError && error.reason === 'aborted') throw error;
    deps.log.warn(
      { reason: error instanceof AiRewriteError ? error.reason : 'unknown' },
      'AI rewrite failed, built-in engine used',
    );
    return { cv: original, engine: 'local' };
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
  const start = await startingPoint(prepared, deps, signal);
  // the built-in engine rewrites by reviewable changes on the CV's own blocks (D20)
  const rewritten = start.engine === 'local' ? rewriteBuiltIn(prepared) : rewriteCv(start.cv, prepared.job);
  return { ...explainOptimization(prepared, rewritten, onStage), engine: start.engine };
}
