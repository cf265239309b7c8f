import type { Experience } from '@cv/contracts';
import { ALL_ACTION_VERBS } from '../data/action-verbs';
import { type Feature, featureScore } from '../text/feature-score';
import { tokenize } from '../text/tokenize';
import { opensExperienceEntry } from './extract-experience';

/**
 * The line about the employer that many CVs write under a job's header, without a bullet sign: 'Éditeur SaaS
 * (140 salariés) · Lyon 3e · CDI', 'Premium confectionery, €180M turnover · Brussels', 'London'. It is context,
 * not an achievement. The Parsed CV has no field for it, so the parser keeps it where it puts every header line
 * that is neither position, company nor period: first in the description (extract-experience.ts). The rewriter
 * then leaves it as written (never an action-verb rewrite) and renders it as a plain line under the entry's
 * header, not as a bullet; parsing that output puts it back first in the description.
 *
 * Only the first description entry is ever tested; it is context when its features reach CONTEXT_THRESHOLD
 * and the parser would not read it, written without a bullet, as the header of another job (a dated line
 * 'Data Engineer | Acme | 2019 – 2021' stays a bullet, or the rewrite would turn it into a job of its own).
 */
const CONTRACT =
  /\b(?:CDI|CDD|int[ée]rim|freelance|ind[ée]pendante?|stage|alternance|apprentissage|full-time|part-time|internship|permanent|temporary|contractor|vast dienstverband|tijdelijk|bijbaan|zzp|uur per week|hours a week|remote|t[ée]l[ée]travail|hybrid[e]?)\b/iu;
const SIZE =
  /\b(?:salari[ée]s|personnes|collaborateurs|employees|staff|people|medewerkers|werknemers|filialen|verzekerden|turnover|chiffre d['’]affaires|CA \d|omzet)\b/iu;
const words = (text: string) => text.split(/\s+/).filter(Boolean);

const CONTEXT_FEATURES: ReadonlyArray<Feature<string>> = [
  [(t) => /\s[·|]\s/.test(t), 2], // 'Lyon 3e · CDI': items of a context line, not a sentence
  [(t) => CONTRACT.test(t), 2], // the contract ('CDI', 'stage de 10 semaines', 'vast dienstverband')
  [(t) => SIZE.test(t), 2], // the employer's size or turnover ('140 salariés', '€180M turnover')
  [(t) => words(t).length <= 12, 1], // context lines are short
  [(t) => words(t).length <= 3 && words(t).every((w) => /^\p{Lu}/u.test(w)) && !/\d/.test(t), 3], // 'London'
  [(t) => /[.!?;]$/.test(t), -4], // a finished sentence is a bullet written without its sign
  [(t) => ALL_ACTION_VERBS.has(tokenize(t)[0] ?? ''), -4], // 'Led the…' is an achievement
  [(t) => words(t).length > 16, -4],
];
const CONTEXT_THRESHOLD = 3;

/** Whether an experience's first description entry is the line about its employer. */
export function isEmployerContext(text: string): boolean {
  const line = text.trim();
  return featureScore(line, CONTEXT_FEATURES) >= CONTEXT_THRESHOLD && !opensExperienceEntry(line);
}

/**
 * Whether an experience opens with such a line that can be written without a bullet: under a header (position
 * or company) and above at least one bullet, so that parsing the output gives it back to this job, not as the
 * header of a job without one nor glued to the next job's header.
 */
export function opensWithEmployerContext(entry: Experience): boolean {
  const filled = entry.description.filter((d) => d.trim());
  return (
    (entry.position.trim() !== '' || entry.company.trim() !== '') &&
    filled.length >= 2 &&
    entry.description[0]?.trim() !== '' &&
    isEmployerContext(entry.description[0]!)
  );
}
