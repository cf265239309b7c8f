import type { AtsBreakdown, Improvement, InterfaceLanguage, TargetLanguage } from '@cv/contracts';
import type { SectionKey } from '../parse/section-headings';
import type { RewriteChanges } from '../rewrite/rewrite-cv';
import { OUTPUT_ORDER } from '../rewrite/section-labels';
import { IMPROVEMENT_MESSAGES, type ImprovementCode, LANGUAGE_NAMES } from './improvement-messages';

/**
 * Step 6 — the improvements list (D15), computed from what really changed for this CV and this job: each line
 * says one thing that was done or is left to do, in the interface language. Nothing is listed that did not
 * happen; a CV that needed nothing gets only the score line.
 */
export type ImprovementFacts = {
  changes: RewriteChanges;
  title: string;
  originalSections: readonly SectionKey[];
  cvLanguage: TargetLanguage;
  outputLanguage: TargetLanguage;
  closings: number;
  footers: number;
  before: AtsBreakdown;
  after: AtsBreakdown;
  missingKeywords: readonly string[];
};

const MAX_WORDS = 8;
const list = (words: readonly string[]) => words.slice(0, MAX_WORDS).join(', ');

export function listImprovements(facts: ImprovementFacts, language: InterfaceLanguage): Improvement[] {
  const messages = IMPROVEMENT_MESSAGES[language];
  const out: Improvement[] = [];
  const add = (code: ImprovementCode, args: Parameters<(typeof messages)[ImprovementCode]>[0] = {}) =>
    out.push({ code, text: messages[code](args) });
  const { changes, after } = facts;

  if (after.matchedKeywords.length > 0)
    add('keywords-covered', { count: after.matchedKeywords.length, words: list(after.matchedKeywords) });
  if (changes.titleAligned) add('title-aligned', { title: facts.title });
  else if (changes.targetNamed) add('title-targeted', { title: after.jobTitle });
  if (changes.strengths.length > 0) add('summary-strengths', { words: list(changes.strengths) });
  if (changes.skillsReordered) add('skills-reordered');
  if (sectionsReordered(facts.originalSections)) add('sections-reordered');
  if (changes.experiencesReordered) add('experiences-reordered');
  if (changes.bulletsRewritten > 0) add('bullets-action-verbs', { count: changes.bulletsRewritten });
  if (facts.cvLanguage !== facts.outputLanguage)
    add('headings-translated', { language: LANGUAGE_NAMES[language][facts.outputLanguage] });
  if (facts.closings > 0) add('closing-lines-removed', { count: facts.closings });
  if (facts.footers > 0) add('page-footers-removed', { count: facts.footers });
  if (facts.missingKeywords.length > 0) add('missing-keywords', { words: list(facts.missingKeywords) });
  // The lead lines are not scored (D11): say so, or a user would wonder why naming the role changed nothing.
  const leadsAdded = changes.targetNamed || changes.strengths.length > 0;
  add('score-change', { before: facts.before.score, after: after.score, leadsAdded });
  return out;
}

/** Whether the CV's sections, in its own order, differ from the output order. */
function sectionsReordered(original: readonly SectionKey[]): boolean {
  const rendered = original.filter((key) => OUTPUT_ORDER.includes(key));
  const expected = [...rendered].sort((a, b) => OUTPUT_ORDER.indexOf(a) - OUTPUT_ORDER.indexOf(b));
  return rendered.some((key, i) => key !== expected[i]);
}
