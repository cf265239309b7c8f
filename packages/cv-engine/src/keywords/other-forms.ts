import type { TargetLanguage } from '@cv/contracts';
import { AGENT_ACTION_ENDINGS } from '../data/agent-nouns';
import { UNSTEMMED } from '../data/unstemmed-words';

// the part left before the ending is a word's root, not a syllable ('leider' → 'leid'; 'der' has none)
const MIN_ROOT = 3;

/** A folded word's other forms as agent noun or noun of action ('formateur' → 'formation'; 'coffrage' →
 *  'coffreur'), by the endings of data/agent-nouns.ts, read both ways. */
export function otherForms(folded: string, language: TargetLanguage): string[] {
  // a word kept whole against its stem's other meaning ('marketing' is no 'market') has no other form either
  if (!/^\p{L}+$/u.test(folded) || UNSTEMMED.has(folded)) return [];
  const out = new Set<string>();
  for (const [agent, action] of AGENT_ACTION_ENDINGS[language])
    for (const [from, to] of [
      [agent, action],
      [action, agent],
    ] as const)
      if (folded.endsWith(from) && folded.length - from.length >= MIN_ROOT)
        out.add(folded.slice(0, folded.length - from.length) + to);
  out.delete(folded);
  return [...out];
}
