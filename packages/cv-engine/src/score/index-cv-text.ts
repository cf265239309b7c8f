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

/**
 * The CV's own text without its section headings: what every word look-up of the score reads. A generation
 * asks for it several times for the same text (index, words), so the last answer is kept.
 */
export function cvScoreText(text: string): string {
  if (lastScored?.text === text) return lastScored.scored;
  const scored = cvOwnText(text)
    .split('\n')
    .filter((line) => !isHeading(line))
    .join('\n');
  lastScored = { text, scored };
  return scored;
}

let lastScored: { text: string; scored: string } | null = null;

// A heading opens with a capital: a skill line in lower case ('expérience utilisateur', added by "I have this
// skill") names a skill, however like a heading its words are.
function isHeading(line: string): boolean {
  const bare = line.replace(/\*\*/g, '').trim();
  return !/^\p{Ll}/u.test(bare) && sectionOfHeading(bare) !== undefined;
}

/** The index of the score's text; a rewrite that left those words as they were is not indexed twice. */
export function indexCvText(text: string): TextIndex {
  const scored = cvScoreText(text);
  if (lastIndex?.scored === scored) return lastIndex.index;
  const index = indexText(scored);
  lastIndex = { scored, index };
  return index;
}

let lastIndex: { scored: string; index: TextIndex } | null = null;
