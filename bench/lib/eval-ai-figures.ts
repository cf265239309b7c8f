import type { PreparedOptimization } from '@cv/cv-engine';
import { meaningWords } from '../../packages/cv-engine/src/document/gates/content-kept';
import { presenceOf, readCvWords } from '../../packages/cv-engine/src/keywords/match-job-keywords';

/**
 * Two of `npm run eval:ai`'s figures, the same for a model's result and the built-in engine's:
 * - the must-haves of the offer that the CV proves, and how many of them stand in the CV's top third (its
 *   title, summary and skills, where a recruiter's first look falls — issue 23), in the original and the result;
 * - the share of the original's meaning words still in the result (first five letters, as the gates compare
 *   them): what a rewrite kept of what the CV said.
 */
export function mustHavesOnTop(
  prepared: PreparedOptimization,
  text: string,
): { proven: number; onTop: number } {
  const proven = prepared.job.keywords.filter(
    (term) => term.mustHave && presenceOf(term, readCvWords(prepared.input.cvText)).found,
  );
  const top = readCvWords(topThird(text));
  return { proven: proven.length, onTop: proven.filter((term) => presenceOf(term, top).found).length };
}

/** The first third of a text's non-blank lines, by characters. */
export function topThird(text: string): string {
  const lines = text.split('\n').filter((line) => line.trim());
  const total = lines.reduce((sum, line) => sum + line.length, 0);
  const out: string[] = [];
  let length = 0;
  for (const line of lines) {
    if (length >= total / 3) break;
    out.push(line);
    length += line.length;
  }
  return out.join('\n');
}

export function wordsKept(original: string, result: string): number {
  const stems = (text: string) => new Set(meaningWords(text).map((w) => w.slice(0, 5)));
  const was = stems(original);
  if (!was.size) return 1;
  const now = stems(result);
  return [...was].filter((stem) => now.has(stem)).length / was.size;
}
