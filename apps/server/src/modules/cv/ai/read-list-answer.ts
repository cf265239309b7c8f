import { AiRewriteError } from './ai-rewrite-error';

/**
 * A list from a model's answer, read leniently: the whole answer as JSON, else a ```json block, else the span
 * from the first '{' to the last '}' — servers without JSON output (LM Studio, small Ollama models) wrap JSON in
 * prose or fences. Only the envelope is checked here (`{ [key]: [...] }`, or the bare list); each item is judged
 * by the gates. `what` names the list in the error ('a change list').
 */
const FENCE = /```(?:json)?\s*\n?([\s\S]*?)```/gi;

export function readListAnswer(text: string, key: string, what: string): unknown[] {
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
    const list = Array.isArray(value) ? value : (value as Record<string, unknown> | null)?.[key];
    if (Array.isArray(list)) return list;
  }
  throw new AiRewriteError(
    'invalid_output',
    parsedAny ? `the answer is not ${what}` : 'the answer is not JSON',
  );
}
