import type { TargetLanguage } from '@cv/contracts';

/**
 * Month names and the words for "until now" as each language writes them in a CV's dates (D21: the built-in
 * engine translates headings, month names and fixed labels, never content). By month number, the full name and
 * the short one; a CV's short form ('janv.', 'Sept', 'mrt.') is translated into the short form, its full form
 * into the full one. English writes its months with a capital; French and Dutch do not.
 */
export const MONTH_WORDS: Readonly<Record<TargetLanguage, readonly (readonly [string, string])[]>> = {
  french: [
    ['janvier', 'janv.'],
    ['février', 'févr.'],
    ['mars', 'mars'],
    ['avril', 'avr.'],
    ['mai', 'mai'],
    ['juin', 'juin'],
    ['juillet', 'juil.'],
    ['août', 'août'],
    ['septembre', 'sept.'],
    ['octobre', 'oct.'],
    ['novembre', 'nov.'],
    ['décembre', 'déc.'],
  ],
  english: [
    ['January', 'Jan'],
    ['February', 'Feb'],
    ['March', 'Mar'],
    ['April', 'Apr'],
    ['May', 'May'],
    ['June', 'Jun'],
    ['July', 'Jul'],
    ['August', 'Aug'],
    ['September', 'Sep'],
    ['October', 'Oct'],
    ['November', 'Nov'],
    ['December', 'Dec'],
  ],
  dutch: [
    ['januari', 'jan.'],
    ['februari', 'feb.'],
    ['maart', 'mrt.'],
    ['april', 'apr.'],
    ['mei', 'mei'],
    ['juni', 'jun.'],
    ['juli', 'jul.'],
    ['augustus', 'aug.'],
    ['september', 'sep.'],
    ['oktober', 'okt.'],
    ['november', 'nov.'],
    ['december', 'dec.'],
  ],
};

/** The fixed words of a period in each language: "until now" at its end, "since", "from" and "to" around it. */
export type DateLabel = 'present' | 'since' | 'from' | 'to';
export const DATE_LABELS: Readonly<Record<TargetLanguage, Readonly<Record<DateLabel, string>>>> = {
  french: { present: 'aujourd’hui', since: 'depuis', from: 'de', to: 'à' },
  english: { present: 'present', since: 'since', from: 'from', to: 'to' },
  dutch: { present: 'heden', since: 'sinds', from: 'van', to: 'tot' },
};

/** Those words as CVs write them, any language: each read as its label ('à ce jour' is "to" and "now"). */
export const DATE_LABEL_WORDS: readonly (readonly [string, DateLabel])[] = [
  ...(["aujourd'hui", 'ce jour', 'présent', 'actuellement', 'en cours'] as const).map(
    (w) => [w, 'present'] as const,
  ),
  ...(['present', 'current', 'now', 'today', 'to date', 'ongoing', 'heden', 'nu'] as const).map(
    (w) => [w, 'present'] as const,
  ),
  ...(['depuis', 'since', 'sinds', 'vanaf'] as const).map((w) => [w, 'since'] as const),
  ...(['de', 'du', 'from', 'van'] as const).map((w) => [w, 'from'] as const),
  ...(['à', 'au', "jusqu'à", 'to', 'until', 'tot'] as const).map((w) => [w, 'to'] as const),
];
