import type { ParsedCv } from '@cv/contracts';
import type { JobAnalysis } from '../../job/analyze-job';
import { alignTitle } from '../../rewrite/align-title';
import { fold } from '../../text/fold';
import { ownSummary, SUMMARY_LEAD_LINE, SUMMARY_LEADS } from '../../text/summary-leads';
import { hasTerm, type TextIndex } from '../../text/text-index';
import type { CvDocument } from '../cv-document';
import type { ChangeDraft } from './change-draft';

/**
 * Changes — the title line and the summary's lead line, only when the CV bears them out:
 * - the title takes the offer's job title when every word of it is found in the CV's title, positions,
 *   summary or skills (rewrite/align-title.ts), in the CV's own spelling, and when it keeps every word of the
 *   CV's title;
 * - a line 'Atouts : …' on top of the summary names the CV's own skills that the offer asks for (at least two),
 *   and only when the title is supported: a CV that does not support the role gets no line aiming at it
 *   (a nurse's CV gets no 'Poste visé : Data Engineer'). No line is added without a summary section.
 */
const MAX_STRENGTHS = 6;
const MIN_STRENGTHS = 2;

export function planTitleAndLead(
  document: CvDocument,
  cv: ParsedCv,
  job: JobAnalysis,
  cvIndex: TextIndex,
): { drafts: ChangeDraft[]; supported: boolean; strengths: string[] } {
  const drafts: ChangeDraft[] = [];
  const support = [
    cv.title,
    ...cv.experience.map((e) => e.position),
    ownSummary(cv.summary),
    cv.technicalSkills,
  ];
  const title = alignTitle(cv.title, job.title, support.join('\n'));
  const header = document.sections[0]!;
  const titleBlock = cv.title ? header.blocks.find((b) => fold(b.text) === fold(cv.title)) : undefined;
  // the new title must keep every word of the CV's own (a title change never loses '7 ans d'expérience')
  if (title.changed && titleBlock && keepsEveryWord(titleBlock.text, title.title))
    drafts.push({
      kind: 'title_aligned',
      section: 'header',
      block: titleBlock.id,
      before: titleBlock.text,
      after: title.title,
    });
  const strengths = job.skills.filter((skill) => hasTerm(cvIndex, skill)).slice(0, MAX_STRENGTHS);
  const summary = document.sections.find((s) => s.key === 'summary' && s.heading);
  if (title.supported && summary && strengths.length >= MIN_STRENGTHS) {
    const line = `${SUMMARY_LEADS[job.language].strengths} ${strengths.join(', ')}.`;
    // our own earlier lead line (a CV rewritten before) is replaced, not doubled
    const earlier = summary.blocks.find((b) => SUMMARY_LEAD_LINE.test(b.text));
    const block = earlier?.id ?? summary.heading!.id;
    if (earlier?.text !== line)
      drafts.push({
        kind: 'summary_lead',
        section: 'summary',
        block,
        before: earlier?.text ?? '',
        after: line,
      });
  }
  return { drafts, supported: title.supported, strengths };
}

function keepsEveryWord(before: string, after: string): boolean {
  const words = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept = new Set(words(after));
  return words(before).every((word) => kept.has(word));
}
