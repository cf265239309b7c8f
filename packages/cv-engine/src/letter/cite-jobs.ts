import type { Experience } from '@cv/contracts';
import { ACTION_VERBS } from '../data/action-verbs';
import type { JobTerm } from '../keywords/extract-job-terms';
import { periodYears } from '../parse/find-period';
import { fold } from '../text/fold';
import { provenSkills } from './proven-skills';

/**
 * The jobs a letter cites (issue 26: "two or three of the CV's experiences that answer the offer's must-haves"):
 * only jobs the reading is sure of (D24: a job read with low confidence may have its employer and role mixed
 * up), those proving the most must-haves first, at least two when the CV has them, a third when it proves one;
 * cited in the CV's order. Each with the must-haves it proves, in its words, and one of its bullets as its fact —
 * the one proving the most, quoted as the CV writes it — when the CV is in the letter's language (the built-in
 * engine translates nothing, D21).
 */
export type CitedJob = {
  readonly company: string;
  readonly position: string;
  readonly period: string | null;
  readonly startYear: number | null;
  readonly skills: readonly string[];
  readonly fact: string | null;
};

/** A job as the reading gives it: its fields, how sure the reading is of them, and its bullets. */
export type ReadJob = {
  readonly job: Experience;
  readonly confidence: number;
  /** The entry's lines, header and bullets: what proves its skills. */
  readonly text: string;
  readonly bullets: readonly string[];
};

const MAX_JOBS = 3;
const MIN_JOBS = 2;
const MAX_SKILLS = 3;
// a bullet short enough to quote in a sentence, long enough to say something
const FACT_CHARS = { min: 25, max: 240 } as const;

export type CiteOptions = {
  /** Below this confidence a job is not cited (reading/entry-confidence.ts). */
  confident: number;
  /** The CV is in the letter's language: its bullets can be quoted. */
  quoteBullets: boolean;
  /** Words the CV writes in lower case somewhere: common words, not names. */
  commonWords: ReadonlySet<string>;
};

export function citeJobs(
  jobs: readonly ReadJob[],
  mustHaves: readonly JobTerm[],
  { confident, quoteBullets, commonWords }: CiteOptions,
): CitedJob[] {
  const sure = jobs
    .map((read, order) => ({ ...read, order }))
    .filter(({ job, confidence }) => confidence >= confident && job.company.trim() && job.position.trim());
  const scored = sure.map((entry) => ({ ...entry, skills: provenSkills(mustHaves, entry.text) }));
  const ranked = [...scored].sort((a, b) => b.skills.length - a.skills.length || a.order - b.order);
  const chosen = ranked.filter((entry, i) => i < MIN_JOBS || (i < MAX_JOBS && entry.skills.length > 0));
  return chosen
    .sort((a, b) => a.order - b.order)
    .map(({ job, skills, bullets }) => ({
      company: job.company.trim(),
      position: job.position.trim(),
      period: job.period ? periodAsWritten(job.period) : null,
      startYear: periodYears(job.period)?.[0] ?? null,
      skills: skills.slice(0, MAX_SKILLS).map((skill) => skill.name),
      // a bullet proves what its job proves, or less: only those terms are looked for in it
      fact: quoteBullets
        ? factOf(
            bullets,
            skills.map((skill) => skill.term),
            commonWords,
          )
        : null,
    }));
}

/** The bullet proving the most must-haves (the first on a tie), shaped to follow a colon. */
function factOf(
  bullets: readonly string[],
  terms: readonly JobTerm[],
  commonWords: ReadonlySet<string>,
): string | null {
  let best: { text: string; proves: number } | null = null;
  for (const bullet of bullets) {
    const text = quotable(bullet);
    if (!text) continue;
    const proves = terms.length ? provenSkills(terms, text).length : 0;
    if (!best || proves > best.proves) best = { text, proves };
  }
  return best && `${lowerFirst(best.text, commonWords)}.`;
}

/** The bullet as a clause: its first part when it runs on after a ';', without its closing punctuation. */
function quotable(bullet: string): string | null {
  let text = bullet.replace(/\s+/g, ' ').trim();
  if (text.length > FACT_CHARS.max) text = text.split(/\s*;\s*/)[0]!;
  text = text.replace(/[\s.;,:]+$/u, '');
  return text.length >= FACT_CHARS.min && text.length <= FACT_CHARS.max ? text : null;
}

const VERBS = new Set<string>(Object.values(ACTION_VERBS).flat());

/**
 * A bullet's first word in lower case after a colon when it is a common word — an action ('Conception', 'Led')
 * or a word the CV writes in lower case elsewhere — never a name, an acronym or a product ('Google', 'SAP').
 */
function lowerFirst(text: string, commonWords: ReadonlySet<string>): string {
  const first = /^\p{Lu}[\p{Ll}'’-]*(?=[\s,]|$)/u.exec(text)?.[0];
  if (!first) return text;
  const folded = fold(first);
  return VERBS.has(folded) || commonWords.has(folded) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** 'Depuis janvier 2017' → 'depuis janvier 2017': a period set inside a sentence, its months as written. */
const LEADING_WORD = /^(?:Depuis|Since|Sinds|Vanaf|From|Van|De|Du)\b/;
function periodAsWritten(period: string): string {
  return period.trim().replace(LEADING_WORD, (word) => word.toLowerCase());
}
