import type { ParsedCv } from '@cv/contracts';
import type { JobAnalysis } from '../job/analyze-job';
import { ownSummary, SUMMARY_LEADS } from '../text/summary-leads';
import { hasTerm, type TextIndex } from '../text/text-index';

/**
 * Rewrite step — a summary aimed at the job, from the CV's own facts: one line naming the role aimed at (only
 * when the title could not be aligned), one line listing the CV's skills that the offer asks for, then the CV's
 * own summary, as written (a summary is a story: its sentences are not shuffled). The lead lines of an earlier
 * rewrite are replaced, so rewriting our own output gives the same text.
 */
const MAX_STRENGTHS = 6;

export function buildSummary(cv: ParsedCv, cvIndex: TextIndex, job: JobAnalysis, titleSupported: boolean) {
  const lead = SUMMARY_LEADS[job.language];
  const own = ownSummary(cv.summary);

  // Named as the CV names them: a skill the CV writes otherwise ('accessibilité' for 'accessibility') is left out.
  const strengths = job.skills.filter((skill) => hasTerm(cvIndex, skill)).slice(0, MAX_STRENGTHS);
  const lines: string[] = [];
  const target = withoutForeignNumbers(job.title, cvIndex);
  const targetNamed = !titleSupported && target !== '';
  if (targetNamed) lines.push(`${lead.target} ${target}.`);
  if (strengths.length > 0) lines.push(`${lead.strengths} ${strengths.join(', ')}.`);
  if (own) lines.push(own);
  return { summary: lines.join('\n'), strengths, targetNamed };
}

/** The job title without its numbers that the CV does not hold ('React 18' stays only if the CV says 18). */
function withoutForeignNumbers(title: string, cvIndex: TextIndex): string {
  return title
    .split(/\s+/)
    .filter((word) => !/\d/.test(word) || cvIndex.words.has(word.toLowerCase()))
    .join(' ')
    .trim();
}
