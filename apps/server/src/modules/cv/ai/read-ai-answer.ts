import type { AiProposal } from '@cv/cv-engine';
import { AiRewriteError } from './ai-rewrite-error';

/**
 * The changes of a model's answer, read leniently: the whole answer as JSON, else a ```json block, else the span
 * from the first '{' to the last '}' — servers without JSON output (LM Studio, small Ollama models) wrap JSON in
 * prose or fences. Only the envelope is checked here ({ changes: [...] }, or the bare list); each change is
 * judged alone by the gates, which drop a malformed one and keep the rest.
 */
const FENCE = /```(?:json)?\s*\n?([\s\S]*?)```/gi;

export function readAiAnswer(text: string): AiProposal[] {
  const trimmed = text.trim();
  const candidates = [
    trimmed,
    ...Array.from(trimmed.matchAll(FENCE), (m) => m[1]!.trim()),
    trimmed.slice(trimmed.indexOf('{'), trimmed.lastIndexOf('}') + 1),
  ];
  let parsedAny = false;
  for (const candidate of candidates) {
    if (!candidate) continue;
    let value: unknown;
    try {
      value = JSON.parse(candidate);
    } catch {
      continue;
    }
    parsedAny = true;
    const changes = Array.isArray(value) ? value : (value as { changes?: unknown } | null)?.changes;
    if (Array.isArray(changes)) return changes.map(asProposal);
  }
  throw new AiRewriteError(
    'invalid_output',
    parsedAny ? 'the answer is not a change list' : 'the answer is not JSON',
  );
}

function asProposal(item: unknown): AiProposal {
  const o = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
  return { block: o.block, kind: o.kind, before: o.before, after: o.after };
}
