import type { TargetLanguage } from '@cv/contracts';
import { fold } from '../text/fold';
import { choosePattern, fill, listOf } from './choose-pattern';
import type { CitedJob } from './cite-jobs';
import type { LetterPatterns } from './letter-patterns';
import { DUTCH } from './patterns/dutch';
import { ENGLISH } from './patterns/english';
import { FRENCH } from './patterns/french';
import type { LetterFacts } from './read-letter-facts';

/**
 * Step 2 of a letter: the facts set in the language's patterns (patterns/*.ts). Its parts, in the order a letter
 * has them: the place and date, the subject, the greeting, three or four short paragraphs — why this role at this
 * employer, the jobs that answer the offer (one paragraph for the first, one for the others), what the candidate
 * brings with the request for an interview — the closing formula and the name. The patterns are chosen by a
 * stable hash of the inputs (`seed`), so a letter does not read as a form, and the same inputs give the same
 * letter. A skill is named once where possible: the opening's first, each job's own next, the rest last.
 */
export type CoverLetter = {
  readonly language: TargetLanguage;
  readonly dateLine: string;
  readonly subject: string;
  readonly salutation: string;
  readonly paragraphs: readonly string[];
  readonly closing: string;
  readonly signature: string;
};

export const LETTER_PATTERNS: Readonly<Record<TargetLanguage, LetterPatterns>> = {
  french: FRENCH,
  english: ENGLISH,
  dutch: DUTCH,
};

const OPENING_SKILLS = 3;
const JOB_SKILLS = 3;
const LAST_SKILLS = 3;
const SOFT_SKILLS = 3;

/** `date`: the day the letter is dated, 'YYYY-MM-DD' (the engine reads no clock). */
export function composeLetter(facts: LetterFacts, date: string, seed: string): CoverLetter {
  const p = LETTER_PATTERNS[facts.language];
  const pick = (slot: string, patterns: readonly string[], values: Record<string, string | undefined>) =>
    p.elisions.reduce(
      (text, [rule, replacement]) => text.replace(rule, replacement),
      choosePattern(patterns, values, seed, slot),
    );
  const list = (items: readonly string[]) => listOf(items, p.and);
  const named = new Set<string>();
  const take = (skills: readonly string[], count: number) => {
    const fresh = skills.filter((s) => !named.has(fold(s)));
    const chosen = [...fresh, ...skills.filter((s) => named.has(fold(s)))].slice(0, count);
    for (const skill of chosen) named.add(fold(skill));
    return chosen;
  };
  const employer = facts.employer || undefined;
  const title = facts.title || undefined;

  const opening = pick('opening', p.opening, {
    title,
    employer,
    skills: list(take(facts.skills, OPENING_SKILLS)),
  });
  const paragraphs = [opening, ...jobParagraphs(facts.jobs, p, pick, list, take)];
  if (facts.jobs.length === 0)
    paragraphs.push(pick('noJob', p.noJob, { employer, skills: list(facts.skills.slice(0, JOB_SKILLS)) }));
  const brings = pick('brings', p.brings, {
    employer,
    skills: list(
      take(
        facts.skills.filter((s) => !named.has(fold(s))),
        LAST_SKILLS,
      ),
    ),
    soft: list(facts.soft.slice(0, SOFT_SKILLS)),
  });
  paragraphs.push(`${brings} ${pick('interview', p.interview, {})}`);

  const addressee = addresseeOf(facts, p);
  return {
    language: facts.language,
    dateLine: pick('dateLine', p.dateLine, {
      place: facts.place || undefined,
      date: dateOf(date, facts.language, p),
    }),
    subject: pick('subject', p.subject, { title }),
    salutation: fill(p.salutation, { addressee }),
    paragraphs,
    closing: pick('closing', facts.contact ? p.closing.named : p.closing.neutral, { addressee }),
    signature: facts.name,
  };
}

type Pick = (slot: string, patterns: readonly string[], values: Record<string, string | undefined>) => string;

/** The first job's paragraph, then one for the others (the second with its fact, a third by its role alone). */
function jobParagraphs(
  jobs: readonly CitedJob[],
  p: LetterPatterns,
  pick: Pick,
  list: (items: readonly string[]) => string,
  take: (skills: readonly string[], count: number) => string[],
): string[] {
  const sentences = jobs.map((job, i) => {
    const values = {
      position: job.position,
      company: job.company,
      period: job.period ?? undefined,
      skills: list(take(job.skills, JOB_SKILLS)),
    };
    const before = jobs[i - 1];
    const earlier = before?.startYear != null && job.startYear != null && job.startYear < before.startYear;
    const lead = i === 0 ? '' : pick(`lead${i}`, earlier ? p.earlier : p.besides, {});
    const intro =
      i === 0 ? pick('job0', p.firstJob, values) : pick(`job${i}`, p.nextJob, { ...values, lead });
    const fact = i < 2 && job.fact ? pick(`fact${i}`, p.fact, { fact: job.fact }) : '';
    return [intro, fact].filter(Boolean).join(' ');
  });
  if (sentences.length <= 1) return sentences;
  return [sentences[0]!, sentences.slice(1).join(' ')];
}

function addresseeOf(facts: LetterFacts, p: LetterPatterns): string {
  const contact = facts.contact;
  if (!contact) return p.addressee.neutral;
  return fill(p.addressee[contact.kind], { full: contact.full, last: contact.last });
}

function dateOf(date: string, language: TargetLanguage, p: LetterPatterns): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const dayText = language === 'french' && day === 1 ? '1er' : String(day);
  const monthName = new Intl.DateTimeFormat(LOCALES[language], { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
  return fill(p.date, { day: dayText, month: monthName, year: String(year) });
}

// the month's name as each language writes it in a letter's date line ('3 mars 2025', '3 March 2025', '3 maart 2025')
const LOCALES: Record<TargetLanguage, string> = { french: 'fr-FR', english: 'en-GB', dutch: 'nl-NL' };

/** The letter as the user reads and edits it: its parts one after another, a blank line between them. */
export function letterText(letter: CoverLetter): string {
  return [
    letter.dateLine,
    letter.subject,
    letter.salutation,
    ...letter.paragraphs,
    letter.closing,
    letter.signature,
  ]
    .filter((part) => part.trim())
    .join('\n\n');
}
