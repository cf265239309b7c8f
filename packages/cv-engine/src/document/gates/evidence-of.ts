import { RUNNING_WORDS } from '../../data/leadership-words';
import { fold } from '../../text/fold';
import { withoutContacts } from './contacts-of';
import { datedOf } from './dates-of';
import { spellingGroupsIn } from './known-spellings';
import { LEADS, levelsOf } from './levels-of';
import { wordsOf } from './names-gate';
import { figuresOf, type Quantity, quotedFigures, saidBy } from './quantities-of';
import type { Scope } from './scope-of';
import { skillsProvedBy, spellingsOf } from './skills-of';

/**
 * What a block's scope (scope-of.ts) proves, read once per block: the figures it says, its codes, levels,
 * skills and words. The whole CV's scope (summary, title) also proves years of experience up to what the jobs
 * span (experience-years.ts).
 */
export type Evidence = {
  /** The block sums up the whole CV (summary, title). */
  wholeCv: boolean;
  /** What is wrong with the change's dates (`before` → `after`), if anything. */
  datesMoved: (before: string[], after: string[]) => string | undefined;
  spans: Set<string>;
  says: (q: Quantity) => boolean;
  /** For the summary and the title: the figures of the CV's lines with the word after each ('40 client'). */
  quotes?: ReadonlySet<string>;
  codes: Set<string>;
  levels: Set<string>;
  skills: Set<string>;
  names: { words: Set<string>; groups: Set<number> };
};

export function evidenceOf(scope: Scope, years: number): Evidence {
  const text = scope.blocks.map((b) => b.block.text).join('\n');
  // each block's figures read once: its codes and spans, and its quantities when it is a figure block too
  const figures = new Map(scope.blocks.map((b) => [b.block.text, figuresOf(b.block.text)]));
  const figuresOfText = (t: string) => figures.get(t) ?? figuresOf(t);
  const quantities = scope.figureBlocks.flatMap((b) => figuresOfText(b.text).quantities);
  const codes = new Set([...figures.values()].flatMap((f) => [...f.codes]));
  // a pastime proves no level of the trade: the skipper ('chef de bord') of a sailing club leads no team at work
  const trade = scope.blocks.filter((b) => !scope.wholeCv || b.section !== 'interests');
  const levels = new Set(trade.flatMap((b) => [...levelsOf(b.block.text, b.section)]));
  if (trade.some((b) => RUNNING_WORDS.some((pattern) => pattern.test(fold(b.block.text))))) levels.add(LEADS);
  const skills = skillsProvedBy(text);
  // a skill the evidence names proves its other spellings too ('Postgres' → 'PostgreSQL')
  const words = wordsOf([withoutContacts(text), ...[...skills].flatMap(spellingsOf)].join('\n'));
  const spans = new Set([...figures.values()].flatMap((f) => [...f.spans]));
  if (scope.wholeCv) spans.add('year');
  const cvDates = new Set(scope.blocks.flatMap((b) => datedOf(b.block.text)));
  return {
    wholeCv: scope.wholeCv,
    datesMoved: (before, after) => {
      if (before.join(' ') === after.join(' ')) return undefined;
      const lost = before.find((date) => !after.includes(date));
      if (lost) return `${lost} lost`;
      const added = after.find((date) => !before.includes(date));
      // the summary and the title may name a date of the CV's other lines; anything else keeps its dates
      if (added && !(scope.wholeCv && cvDates.has(added))) return `${added} added`;
      return undefined;
    },
    spans,
    says: (q) => saidBy(q, quantities) || (scope.wholeCv && q.unit === 'year' && q.value <= years),
    quotes: scope.wholeCv ? new Set(trade.flatMap((b) => [...quotedFigures(b.block.text)])) : undefined,
    codes,
    levels,
    skills,
    names: { words, groups: spellingGroupsIn(words) },
  };
}
