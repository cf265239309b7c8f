import { sectionOfHeading } from '../parse/section-headings';
import { withoutSummaryLeads } from '../text/summary-leads';
import { indexText, type TextIndex } from '../text/text-index';

/**
 * What the score reads of a CV: its own words (decision D11). Two kinds of line are the layout's or ours, not
 * the CV's, and are left out of every word look-up (keywords, job title, skills, action verbs):
 * - the lead lines the rewriter puts on top of the summary ('Poste visé : …', text/summary-leads.ts);
 * - section headings, which the rewriter translates into the job's language: 'PROFESSIONAL EXPERIENCE' in a
 *   Dutch CV rewritten for an English offer must not match the offer's 'experience'. The original CV's own
 *   headings are left out the same way, so both scores follow one rule.
 */
export function cvOwnText(text: string): string {
  return withoutSummaryLeads(text);
}

/** The CV's own text without its section headings: what every word look-up of the score reads. */
export function cvScoreText(text: string): string {
  return cvOwnText(text)
    .split('\n')
    .filter((line) => sectionOfHeading(line.replace(/\*\*/g, '').trim()) === undefined)
    .join('\n');
}

export function indexCvText(text: string): TextIndex {
  return indexText(cvScoreText(text));
}
