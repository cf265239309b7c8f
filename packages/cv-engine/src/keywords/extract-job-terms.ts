import type { TargetLanguage } from '@cv/contracts';
import { EMPLOYER_CHECKS } from '../data/offer-noise-words';
import { DEGREES } from '../data/skill-aliases';
import { extractJobTitle } from '../job/extract-job-title';
import { findOfferNames } from '../job/find-offer-names';
import { splitOfferSections } from '../job/split-offer-sections';
import { detectLanguage } from '../language/detect-language';
import { fold } from '../text/fold';
import { findChoices, joinAlternatives, OR_CHAIN } from './find-choices';
import { groupQualities } from './group-qualities';
import { isPersonTrait } from './is-person-trait';
import { type ClauseKind, offerClauses } from './offer-clauses';
import { readClauseTerms } from './read-clause-terms';
import { isSkillSpelling, type SkillRow } from './skill-terms';
import { stemWord } from './stem-word';
import { wordStream } from './word-stream';

/**
 * Step 2 — the keywords of a job offer are its requirements (decision D11, spec §9's ranking):
 * 1. the ad's parts (job/split-offer-sections.ts): only its title, role, profile and nice-to-have parts are read;
 * 2. its names (job/find-offer-names.ts: employer, places, people) are never keywords;
 * 3. each clause is a must-have one (the profile part; "required", "exigé", "minstens") or not ("un plus", "is an
 *    advantage", "een pré" — keywords/offer-clauses.ts);
 * 4. skills of the table (keywords/skill-terms.ts) are read as phrases, longest first ('Power BI', 'gestion de
 *    projet', 'CI/CD'); the other words count alone, stemmed, when they are not stop words nor boilerplate
 *    (keywords/read-clause.ts), and either recur or are written like a name of their own ('RGAA', 'PostGIS');
 *    a choice ('React, Vue.js or Angular') is told from a list (keywords/find-choices.ts);
 * 5. ranked: must-haves first (a choice by its most named option first), then the rest, each by how often the ad
 *    names them (first named first on a tie). The spec's top 20 grows to hold every must-have, up to MAX_TERMS:
 *    an ad asking for 25 things is scored on 25.
 */
export type JobTerm = {
  /** Shown to the user: the ad's own spelling ('intégration continue', 'Power BI', 'PostGIS'). */
  readonly word: string;
  readonly folded: string;
  readonly count: number;
  readonly mustHave: boolean;
  /** The choices a must-have is offered in ('React, Vue.js or Angular'): clause numbers, shared with its
   *  alternatives. */
  readonly alternatives: readonly number[];
  /** Only ever asked for among others: an alternative found in the CV stands for it. */
  readonly eitherOnly: boolean;
  /** The skill table's row, when the term is one of its skills. */
  readonly skill: SkillRow | null;
  /** The stem of a single word (the offer's language), when the term is not a skill of the table. */
  readonly stem: string | null;
  /** A requirement of several words read from its clause (keywords/read-requirements.ts), not known to a table:
   *  its words of substance, folded ('docteur', 'pharmacie'), all to be found near each other in a CV. */
  readonly phrase: readonly string[] | null;
  /** The skills of the tables such a requirement holds ('PhD' in 'PhD in marine ecology'), each met under any of
   *  its names; `phrase` then holds the other words. */
  readonly parts: readonly SkillRow[];
};

// the spec's top 20, doubled: an ad's duties are read as well as its requirements (issue 24)
const SPEC_LIMIT = 40;
// every must-have an ad asks for, its choices' options too, up to a list a person still reads
const MAX_TERMS = 60;
// Too few must-haves read from the profile: an ad whose profile says little ('Ervaring als data engineer')
// demands what its missions name.
const MIN_MUST_HAVES = 3;

type Tally = {
  word: string;
  folded: string;
  count: number;
  must: boolean;
  order: number;
  skill: SkillRow | null;
  stem: string | null;
  phrase: readonly string[] | null;
  parts: readonly SkillRow[];
  role: boolean;
  firm: boolean;
  /** Asked for once outside an 'or' (ranks with the must-haves asked alone). */
  alone: boolean;
  choices: Set<number>;
  /** The duty's 'or' chains it belongs to (a list after a colon): its choices once the duties are must-haves. */
  dutyChoices: Set<number>;
  surfaces: Map<string, number>;
};

export function extractJobTerms(text: string, language: TargetLanguage = detectLanguage(text)): JobTerm[] {
  const lines = splitOfferSections(text);
  const title = extractJobTitle(text);
  const names = findOfferNames(lines, title, isSkillSpelling);
  const tallies = new Map<string, Tally>();
  const note = (
    key: string,
    init: () => Pick<Tally, 'word' | 'folded' | 'skill' | 'stem' | 'phrase' | 'parts'>,
    surface: string,
    kind: ClauseKind,
    choice: { group: number | null; or: boolean; degrees: boolean },
  ) => {
    let tally = tallies.get(key);
    if (!tally) {
      tally = {
        ...init(),
        count: 0,
        must: false,
        order: tallies.size,
        role: false,
        firm: false,
        alone: false,
        choices: new Set(),
        dutyChoices: new Set(),
        surfaces: new Map(),
      };
      tallies.set(key, tally);
    }
    tally.count++;
    // the spelling shown is the one the requirements use ('problem-solving', not the missions' 'troubleshoot')
    const weight = kind === 'must' ? 100 : 1;
    tally.surfaces.set(surface, (tally.surfaces.get(surface) ?? 0) + weight);
    if (kind === 'must') {
      tally.must = true;
      // 'Master's degree in Data Science, Statistics or …': the choice is the field, the degree is asked — unless
      // the choice is between degrees ('Bac+3 à Bac+5')
      const degree = isDegree(tally.skill) && !choice.degrees;
      if (choice.group !== null && !degree) tally.choices.add(choice.group);
      else tally.firm = true;
      if (choice.group === null || !choice.or || degree) tally.alone = true;
    }
    if (kind === 'role') {
      tally.role = true;
      if (choice.group !== null && choice.or) tally.dutyChoices.add(choice.group);
    }
  };
  const singles = new Map<string, { shaped: boolean; loose: boolean }>();
  // the title's head noun names its people: its last word in English and Dutch ('Staff Nurse'), its first in
  // French ('Infirmier de bloc opératoire')
  const titleWords = wordStream(title, language).words.map((w) => w.folded);
  const head = language === 'french' ? titleWords[0] : titleWords.at(-1);
  const headStem = head === undefined ? null : stemWord(head, language);
  /** Only the title's head noun, in any form ('nurses', 'nurse' in an ad for a 'Staff Nurse'). */
  const namesTitlePeople = (surface: string) => {
    const words = wordStream(surface, language).words.map((w) => w.folded);
    return words.length > 0 && words.every((w) => stemWord(w, language) === headStem);
  };
  for (const [clauseIndex, clause] of offerClauses(lines, title).entries()) {
    // the person wanted described ('rigoureux', 'een echte teamspeler'; is-person-trait.ts) and the employer's own
    // checks (a criminal-record certificate) are no requirements
    const terms = readClauseTerms(clause, language, names).terms.filter(
      (t) =>
        clause.kind === 'title' ||
        !(
          isPersonTrait(t.surface, language) ||
          [t.skill, ...t.parts].some((s) => s && EMPLOYER_CHECKS.has(s.term))
        ),
    );
    for (const t of terms) {
      // the missions' 'registered nurses', 'nurse specialists' in an ad for a nurse: the people of the trade the
      // job joins, not a requirement (the title is the score's trade)
      const people = clause.kind === 'role' && namesTitlePeople(t.surface);
      // a skill is loose only where the employer speaks of itself (read-clause-terms.ts)
      if (!t.skill || people || (t.loose && clause.kind !== 'title')) {
        const seen = singles.get(t.key);
        singles.set(t.key, {
          shaped: (seen?.shaped ?? false) || t.shaped,
          loose: (seen?.loose ?? true) && (t.loose || people),
        });
      } else singles.set(t.key, { shaped: true, loose: false });
    }
    const choices = joinAlternatives(
      groupQualities(terms, findChoices(clause.text, terms, language)),
      terms.map((t) => t.alternative),
    );
    const ofDegrees = new Set(choices.map((c) => c.group));
    choices.forEach((c, i) => {
      if (!isDegree(terms[i]!.skill) && (c.group ?? 0) < OR_CHAIN) ofDegrees.delete(c.group);
    });
    terms.forEach((t, i) => {
      const { group, or } = choices[i]!;
      note(
        t.key,
        () => ({
          word: t.word,
          folded: t.folded,
          skill: t.skill,
          stem: t.stem,
          phrase: t.phrase,
          parts: t.parts,
        }),
        t.surface,
        t.kind,
        { group: group === null ? null : clauseIndex * 1000 + group, or, degrees: ofDegrees.has(group) },
      );
    });
  }
  const firm = [...tallies.entries()].filter(([key]) => !singles.get(key)?.loose);
  // an ad whose requirements say too little ('Ervaring als data engineer', a few lines pasted without parts)
  // demands what its missions and its title name: their recurring words and names count, as in the spec
  const thin = firm.filter(([, t]) => t.must).length < MIN_MUST_HAVES;
  const kept = (thin ? [...tallies.entries()] : firm)
    .filter(([key, t]) => t.skill !== null || t.count >= 2 || singles.get(key)?.shaped)
    .map(([, t]) => t);
  if (kept.filter((t) => t.must).length < MIN_MUST_HAVES)
    for (const t of kept)
      if (t.role && !t.must) {
        // a duty asked only as one part of a listed duty ('the full sales cycle: prospecting, quotations, …')
        // is met by another part
        [t.must, t.firm] = [true, t.dutyChoices.size === 0];
        for (const c of t.dutyChoices) t.choices.add(c);
      }
  const byCount = kept.sort(
    (a, b) => Number(b.must) - Number(a.must) || b.count - a.count || a.order - b.order,
  );
  // a choice ('React, Vue.js or Angular') is shown by its most named option before the other options
  const shownChoices = new Set<number>();
  const tier = new Map<Tally, number>();
  for (const t of byCount) {
    const firstOfChoice = [...t.choices].some((c) => !shownChoices.has(c));
    for (const c of t.choices) shownChoices.add(c);
    tier.set(t, !t.must ? 3 : t.alone ? 0 : firstOfChoice ? 1 : 2);
  }
  const ranked = byCount.sort((a, b) => tier.get(a)! - tier.get(b)!);
  const musts = ranked.filter((t) => tier.get(t)! <= 2).length;
  return ranked.slice(0, Math.min(MAX_TERMS, Math.max(SPEC_LIMIT, musts))).map((t) => ({
    word: displayOf(t.surfaces, t.skill),
    // a skill is looked up by its names; another term by its own words ('zorgkundige', not 'diploma zorgkundige')
    folded: t.skill ? fold(displayOf(t.surfaces, t.skill)) : t.folded,
    count: t.count,
    mustHave: t.must,
    alternatives: [...t.choices],
    eitherOnly: t.must && !t.firm,
    skill: t.skill,
    stem: t.stem,
    phrase: t.phrase,
    parts: t.parts,
  }));
}

const isDegree = (skill: SkillRow | null) => skill !== null && DEGREES.has(skill.term);

/** The ad's most frequent spelling, in the table's case when the table writes it ('Anglais' → 'anglais'); a
 *  requirement read from its clause keeps the ad's case but for a sentence's capital ('Permis D' → 'permis D'). */
function displayOf(surfaces: Map<string, number>, skill: SkillRow | null): string {
  const [surface] = [...surfaces.entries()].sort((a, b) => b[1] - a[1])[0]!;
  if (skill?.spellings.includes(surface) || /\p{Ll}\p{Lu}|^\p{Lu}{2,}/u.test(surface)) return surface;
  // 'Memory management' → 'memory management'; 'Head Chef', 'Permis D' keep their capitals
  if (!skill) return surface.replace(/^\p{Lu}(?=[\p{Ll}'’]*(?:[\s-]+\p{Ll}|$))/u, (c) => c.toLowerCase());
  const lower = surface.toLowerCase();
  const written = skill.spellings.find((s) => s.toLowerCase() === lower);
  return written ?? lower;
}
