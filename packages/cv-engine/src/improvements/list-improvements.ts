import type { AtsBreakdown, CvChange, Improvement, InterfaceLanguage, TargetLanguage } from '@cv/contracts';
import { isClosingLine } from '../parse/closing-lines';
import type { SectionKey } from '../parse/section-headings';
import type { RewriteChanges } from '../rewrite/rewrite-result';
import { OUTPUT_ORDER } from '../rewrite/section-labels';
import { SUMMARY_LEAD_LINE } from '../text/summary-leads';
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
  /** The rewrite's changes (D20): when given, every line about a change is counted from them. */
  list?: readonly CvChange[];
};

const MAX_WORDS = 8;
const list = (words: readonly string[]) => words.slice(0, MAX_WORDS).join(', ');

export function listImprovements(facts: ImprovementFacts, language: InterfaceLanguage): Improvement[] {
  const messages = IMPROVEMENT_MESSAGES[language];
  const out: Improvement[] = [];
  const add = (code: ImprovementCode, args: Parameters<(typeof messages)[ImprovementCode]>[0] = {}) =>
    out.push({ code, text: messages[code](args), params: definedOnly(args) });
  const { after } = facts;
  const changes = facts.list ? fromList(facts.list, facts.changes) : facts.changes;
  const counted = facts.list
    ? countRemovals(facts.list)
    : { closings: facts.closings, footers: facts.footers };
  const reordered = facts.list
    ? facts.list.some((c) => c.kind === 'section_moved')
    : sectionsReordered(facts.originalSections);
  const translated = facts.list
    ? facts.list.some((c) => c.kind === 'heading_translated')
    : facts.cvLanguage !== facts.outputLanguage;
  // suggestions are offered, not applied: they did not happen (yet)
  const of = (kind: CvChange['kind']) => (facts.list ?? []).filter((c) => c.kind === kind && !c.suggestion);
  const spellings = of('skill_spelling');

  if (after.matchedKeywords.length > 0)
    add('keywords-covered', { count: after.matchedKeywords.length, words: list(after.matchedKeywords) });
  if (changes.titleAligned) add('title-aligned', { title: facts.title });
  else if (changes.targetNamed) add('title-targeted', { title: after.jobTitle });
  if (changes.strengths.length > 0) add('summary-strengths', { words: list(changes.strengths) });
  if (changes.skillsReordered) add('skills-reordered');
  const reorderedJobs = new Set(of('bullets_reordered').map((c) => c.block)).size;
  if (reorderedJobs > 0) add('bullets-reordered', { count: reorderedJobs });
  // a line of them ('Compétences : a, b'), or items at the end of the skills line ('… | WMS')
  const surfaced = of('skill_surfaced').flatMap((c) =>
    (c.before ? c.after.slice(c.before.length) : c.after.replace(/^[^:]{2,40}:\s*/, ''))
      .split(/\s*[,;·•|]\s*/)
      .filter(Boolean),
  );
  if (surfaced.length > 0) add('must-haves-surfaced', { words: list(surfaced) });
  if (spellings.length > 0)
    add('skill-spellings', { count: spellings.length, words: list(spellings.map(addedWords)) });
  if (reordered) add('sections-reordered');
  if (changes.experiencesReordered) add('experiences-reordered');
  if (changes.bulletsRewritten > 0) add('bullets-action-verbs', { count: changes.bulletsRewritten });
  if (translated) add('headings-translated', { language: LANGUAGE_NAMES[language][facts.outputLanguage] });
  if (counted.closings > 0) add('closing-lines-removed', { count: counted.closings });
  if (counted.footers > 0) add('page-footers-removed', { count: counted.footers });
  if (facts.missingKeywords.length > 0) add('missing-keywords', { words: list(facts.missingKeywords) });
  // The labelled lead lines are not scored (D11): say so, or a user would wonder why naming the role changed
  // nothing. The sentence a summary lead now is (tailor/) is the CV's facts, and read like the rest.
  const leadsAdded = facts.list
    ? facts.list.some((c) => c.kind === 'summary_lead' && SUMMARY_LEAD_LINE.test(c.after))
    : changes.targetNamed || changes.strengths.length > 0;
  add('score-change', { before: facts.before.score, after: after.score, leadsAdded });
  return out;
}

/** Whether the CV's sections, in its own order, differ from the output order. */
function sectionsReordered(original: readonly SectionKey[]): boolean {
  const rendered = original.filter((key) => OUTPUT_ORDER.includes(key));
  const expected = [...rendered].sort((a, b) => OUTPUT_ORDER.indexOf(a) - OUTPUT_ORDER.indexOf(b));
  return rendered.some((key, i) => key !== expected[i]);
}

/** The facts of the improvements list as the change list states them. */
function fromList(list: readonly CvChange[], summary: RewriteChanges): RewriteChanges {
  const has = (kind: CvChange['kind']) => list.some((c) => c.kind === kind);
  return {
    ...summary,
    titleAligned: has('title_aligned'),
    targetNamed: false,
    skillsReordered: has('skills_reordered'),
    strengths: has('summary_lead') ? summary.strengths : [],
    bulletsRewritten: list.filter((c) => c.kind === 'bullet_opening').length,
  };
}

function countRemovals(list: readonly CvChange[]) {
  const removed = list.filter((c) => c.kind === 'line_removed');
  const closings = removed.filter((c) => isClosingLine(c.before)).length;
  return { closings, footers: removed.length - closings };
}

/** What a spelling change added: the words in brackets ('intégration continue (CI/CD)' → 'CI/CD'). */
const addedWords = (change: CvChange) =>
  /\(([^()]+)\)(?![\s\S]*\([^()]+\))/.exec(change.after)?.[1] ?? change.after;

function definedOnly(args: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(args))
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
    // a flag travels as 1 or 0 (the contract's values are strings and numbers)
    else if (typeof value === 'boolean') out[key] = value ? 1 : 0;
  return out;
}
