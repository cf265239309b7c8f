import type { AiProposal } from '@cv/cv-engine';
import { readListAnswer } from './read-list-answer';

/** The changes of a model's answer (read-list-answer.ts): `{ changes: [...] }` or the bare list. */
export function readAiAnswer(text: string): AiProposal[] {
  return readListAnswer(text, 'changes', 'a change list').map(asProposal);
}

function asProposal(item: unknown): AiProposal {
  const o = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
  return { block: o.block, kind: o.kind, before: o.before, after: o.after };
}
