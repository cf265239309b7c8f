import { RUNNING_WORDS } from '../../data/leadership-words';
import { RESULT_PROOFS } from '../../data/result-words';
import { fold } from '../../text/fold';
import { withoutContacts } from './contacts-of';
import { meaningWords as contentWords, stemsOf } from './content-kept';
import { datedOf } from './dates-of';
import { spellingGroupsIn } from './known-spellings';
import { LEADS, levelsOf, RESULT } from './levels-of';
import { wordsOf } from './names-gate';
import { figuresOf, type Quantity, quotedFigures, saidBy } from './quantities-of';
import type { Scope } from './scope-of';
import { skillsProvedBy, spellingsOf } from './skills-of';
import { monthsNamed, type Tenure, yearsFit } from './tenures-of';

/**
 * What a block's scope (scope-of.ts) proves, read once per block: the figures it says, its codes, levels,
 * skills and words. The whole CV's scope (summary, title) also proves years of experience up to what the jobs
 * span: given as the jobs' tenures (tenures-of.ts), a claim is read in months against the employers its clause
 * names ('more than six of them at Northgate'), with its bound ('bijna tien jaar'); given as a number of years
 * (experience-years.ts, the built-in engine's own lines), up to that number.
 */
export type Evidence = {
  /** The block sums up the whole CV (summary, title). */
  wholeCv: boolean;
  /** What is wrong with the change's dates (`before` → `after`), if anything. */
  /** `said`: whether the change says a date of its block otherwise (a summary's 'since 2016' as 'ten years'). */
  datesMoved: (before: string[], after: string[], said?: (date: string) => boolean) => string | undefined;
  spans: Set<string>;
  says: (q: Quantity) => boolean;
  /** For the summary and the title: the figures of the CV's lines with the word after each ('40 client'). */
  quotes?: ReadonlySet<string>;
  codes: Set<string>;
  levels: Set<string>;
  skills: Set<string>;
  names: { words: Set<string>; groups: Set<number> };
  /** For a skill line: the stems of the meaning words the whole CV writes (content-kept.ts). */
  cvStems?: ReadonlySet<string>;
};

export function evidenceOf(scope: Scope, experience: number | readonly Tenure[] = 0): Evidence {
  const yearsSaid = (q: Quantity) =>
    typeof experience === 'number'
      ? q.value <= experience
      : yearsFit(q.value, q.bound, monthsNamed(experience, q.clause ?? ''));
  const text = scope.blocks.map((b) => b.block.text).join('\n');
  // each block's figures read once: its codes and spans, and its quantities when it is a figure block too
  const figures = new Map(scope.blocks.map((b) => [b.block.text, figuresOf(b.block.text)]));
  const figuresOfText = (t: string) => figures.get(t) ?? figuresOf(t);
  const quantities = scope.figureBlocks.flatMap((b) => figuresOfText(b.text).quantities);
  const proofs = scope.proofs?.map((b) => b.text).join('\n') ?? '';
  const codes = new Set([...figures.values(), figuresOf(proofs)].flatMap((f) => [...f.codes]));
  // a pastime proves no level of the trade: the skipper ('chef de bord') of a sailing club leads no team at work
  const trade = scope.blocks.filter((b) => !scope.wholeCv || b.section !== 'interests');
  const levels = new Set(trade.flatMap((b) => [...levelsOf(b.block.text, b.section)]));
  const proves = (patterns: readonly RegExp[]) =>
    trade.some((b) => patterns.some((pattern) => pattern.test(fold(b.block.text))));
  if (proves(RUNNING_WORDS)) levels.add(LEADS);
  if (proves(RESULT_PROOFS)) levels.add(RESULT);
  const skills = skillsProvedBy(`${text}\n${proofs}`);
  // a skill the evidence names proves its other spellings too ('Postgres' → 'PostgreSQL')
  const words = wordsOf(
    [withoutContacts(`${text}\n${proofs}`), ...[...skills].flatMap(spellingsOf)].join('\n'),
  );
  const spans = new Set([...figures.values()].flatMap((f) => [...f.spans]));
  if (scope.wholeCv) spans.add('year');
  // a summary may name the year alone of a month the CV dates ('sinds 2021' of 'aug. 2021 – heden')
  // a summary may quote a line's achievement with its unit when it says it with that line's words ('A-level
  // chemistry results raised to 68% A*–B' of a bullet 'A-level chemistry results raised to 68% A*–B in 2024'):
  // the same figure, unit and bound, and two meaning words of its clause in that very line
  const lines = scope.wholeCv
    ? trade.map((b) => ({ text: b.block.text, figures: figuresOfText(b.block.text) }))
    : [];
  const quotesLine = (q: Quantity) => {
    const words = meaningWords(q.around ?? '');
    return lines.some(
      (line) =>
        saidBy(q, line.figures.quantities) &&
        [...meaningWords(line.text)].filter((word) => words.has(word)).length >= 2,
    );
  };
  const cvDates = new Set(
    scope.blocks.flatMap((b) => datedOf(b.block.text)).flatMap((d) => [d, d.replace(/^\d+\//, '')]),
  );
  return {
    wholeCv: scope.wholeCv,
    datesMoved: (before, after, said) => {
      if (before.join(' ') === after.join(' ')) return undefined;
      // a summary may say a date as the years since it ('since 2016' → 'more than ten years')
      const lost = before.find((date) => !after.includes(date) && !(scope.wholeCv && said?.(date)));
      if (lost) return `${lost} lost`;
      const added = after.find((date) => !before.includes(date));
      // the summary and the title may name a date of the CV's other lines; anything else keeps its dates
      if (added && !(scope.wholeCv && cvDates.has(added))) return `${added} added`;
      return undefined;
    },
    spans,
    says: (q) =>
      saidBy(q, quantities) ||
      (scope.wholeCv && q.unit === 'year' && yearsSaid(q)) ||
      (scope.wholeCv && q.unit !== null && quotesLine(q)),
    quotes: scope.wholeCv ? new Set(trade.flatMap((b) => [...quotedFigures(b.block.text)])) : undefined,
    codes,
    levels,
    skills,
    names: { words, groups: spellingGroupsIn(words) },
    cvStems: scope.proofs ? stemsOf(contentWords(`${text}\n${proofs}`)) : undefined,
  };
}

const meaningWords = (text: string) => new Set([...wordsOf(text)].filter((word) => word.length >= 4));
