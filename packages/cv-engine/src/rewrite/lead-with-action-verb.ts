import { ALL_ACTION_VERBS } from '../data/action-verbs';
import { tokenize } from '../text/tokenize';

/**
 * Rewrite step — a bullet whose first words are truly weak (a first person, 'worked on', 'responsible for',
 * 'participation à') opens with an action verb of the same meaning instead, and only then: 'I developed' →
 * 'Developed', 'Worked on' → 'Contributed to', 'J’ai conçu' → 'Conçu', 'Participation aux ateliers' →
 * 'Contribué aux ateliers', 'Responsable du recrutement' → 'Géré le recrutement', 'Ik ontwikkelde' →
 * 'Ontwikkelde'. Each rewrite writes a verb (a past participle in French, a past tense in English and Dutch, as
 * CVs do), keeps every other word, and claims no more than the words it replaces: 'in charge of' managed, it did
 * not lead. A noun of action ('Conception', 'Migration') is not weak: a French CV opens with those as often as
 * with verbs. A bullet the table does not cover is left exactly as the CV wrote it.
 */
const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
// French 'de la / du / des / de l’' after 'responsable' become the article a verb takes
const ARTICLE: Readonly<Record<string, string>> = {
  'de la': 'la',
  du: 'le',
  des: 'les',
  "de l'": "l'",
  'de l’': 'l’',
};

const WEAK_LEADS: ReadonlyArray<readonly [RegExp, (match: RegExpExecArray) => string]> = [
  [/^I\s+(\p{L}+ed)\b/u, (m) => capitalise(m[1]!)], // first person adds nothing: 'I led' → 'Led'
  [/^(?:I\s+)?(?:worked on|was involved in|participated in)\s+/iu, () => 'Contributed to '], // passive → contribution
  [/^(?:I\s+)?(?:was\s+)?in charge of\s+/iu, () => 'Managed '], // 'In charge of the budget' → 'Managed the budget'
  [/^(?:I\s+was\s+|was\s+)?responsible for\s+(the|a|an|all|our)\s+/iu, (m) => `Managed ${m[1]} `], // before a noun only
  [/^(?:J['’]ai\s+)?participé\s+(à|aux|au)\s+/iu, (m) => `Contribué ${m[1]!.toLowerCase()} `],
  // 'J’ai développé' → 'Développé', when a participle follows ('J’ai une équipe', 'J’ai été' are no action)
  [
    /^J['’]ai\s+(?!(?:un|une|des|le|la|les|du|de|mon|ma|mes|été|eu)(?=\s|$))(\p{L}+)(?=\s|$)/u,
    (m) => capitalise(m[1]!),
  ],
  [/^Participation\s+(à|aux|au)\s+/u, (m) => `Contribué ${m[1]} `], // 'Participation aux ateliers'
  [
    /^(?:Je suis\s+|J['’]étais\s+)?(?:responsable|chargée?)\s+(de la|du|des|de l['’])\s*/iu,
    (m) => `Géré ${ARTICLE[m[1]!.toLowerCase()] ?? m[1]}${/['’]$/.test(m[1]!) ? '' : ' '}`,
  ],
  [/^Ik\s+(\p{L}+(?:de|te))\b/u, (m) => capitalise(m[1]!)], // 'Ik ontwikkelde' → 'Ontwikkelde'
  [/^(?:Ik\s+)?werkte mee aan\s+/iu, () => 'Droeg bij aan '],
  [/^(?:Ik was\s+)?verantwoordelijk voor\s+(de|het)\s+/iu, (m) => `Beheerde ${m[1]} `],
];

export function leadWithActionVerb(bullet: string): string {
  for (const [pattern, replace] of WEAK_LEADS) {
    const match = pattern.exec(bullet);
    if (match) return replace(match) + bullet.slice(match[0].length);
  }
  return bullet;
}

/** Whether a bullet opens with an action word of data/action-verbs.ts. */
export function startsWithActionVerb(bullet: string): boolean {
  const first = tokenize(bullet)[0];
  return first !== undefined && ALL_ACTION_VERBS.has(first);
}
