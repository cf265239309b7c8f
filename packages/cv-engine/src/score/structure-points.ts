import type { ParsedCv } from '@cv/contracts';
import { ALL_ACTION_VERBS } from '../data/action-verbs';
import { hasEmail, hasPhone, LINKEDIN } from '../text/contact-patterns';
import { ownSummary } from '../text/summary-leads';
import type { TextIndex } from '../text/text-index';

/**
 * Score part 2 — structure points (spec §9), one row per rule. Sections come from the parsed CV, contact
 * details and counts from the text (the CV's own text: without the rewriter's summary lead lines). The sum is not capped here: the formula takes min(50, structure).
 */
export type SectionChecks = {
  summary: boolean;
  experience: boolean;
  education: boolean;
  skills: boolean;
  email: boolean;
  phone: boolean;
  linkedin: boolean;
};

type Facts = { cv: ParsedCv; text: string; index: TextIndex; knownSkills: number };

const SECTION_POINTS: ReadonlyArray<readonly [keyof SectionChecks, number, (f: Facts) => boolean]> = [
  ['summary', 15, (f) => ownSummary(f.cv.summary).length > 0], // a profile paragraph on top, not only our lead lines
  ['experience', 20, (f) => f.cv.experience.length > 0], // at least one job
  ['education', 15, (f) => f.cv.education.length > 0], // at least one degree
  ['skills', 15, (f) => (f.cv.technicalSkills + f.cv.softSkills).trim().length > 0], // a skills section
  ['email', 8, (f) => hasEmail(f.text)], // an '@' address (the spec's "@ sign")
  ['phone', 8, (f) => hasPhone(f.text)], // a run of 10+ digits
  ['linkedin', 8, (f) => LINKEDIN.test(f.text)], // a LinkedIn profile
];

const POINTS_PER_SKILL = 3; // each known skill word
const POINTS_PER_FIGURE = 2; // each figure ('35%', '1,200', '€2.4M'): results measured
const MAX_FIGURE_POINTS = 15;
const POINTS_PER_ACTION_VERB = 2; // each distinct action verb
const SHORT_TEXT = 500; // under it: −10, too thin for an ATS
const SHORT_PENALTY = -10;
const LONG_TEXT = 3000; // over it: −5, the spec's length penalty
const LONG_PENALTY = -5;

// A figure: a number, with its decimal part; years (19xx/20xx) are dates, not results.
const FIGURE = /\d+(?:[.,]\d+)*/g;
const YEAR = /^(?:19|20)\d{2}$/;

export function structurePoints(facts: Facts): { points: number; sections: SectionChecks } {
  const sections = {} as SectionChecks;
  let points = 0;
  for (const [name, value, check] of SECTION_POINTS) {
    sections[name] = check(facts);
    if (sections[name]) points += value;
  }
  points += POINTS_PER_SKILL * facts.knownSkills;
  const figures = (facts.text.match(FIGURE) ?? []).filter((n) => !YEAR.test(n));
  points += Math.min(MAX_FIGURE_POINTS, POINTS_PER_FIGURE * figures.length);
  let verbs = 0;
  for (const verb of ALL_ACTION_VERBS) if (facts.index.words.has(verb)) verbs++;
  points += POINTS_PER_ACTION_VERB * verbs;
  const length = facts.text.trim().length;
  if (length < SHORT_TEXT) points += SHORT_PENALTY;
  else if (length > LONG_TEXT) points += LONG_PENALTY;
  return { points, sections };
}
