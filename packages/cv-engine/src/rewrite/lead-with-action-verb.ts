import { ALL_ACTION_VERBS } from '../data/action-verbs';
import { tokenize } from '../text/tokenize';

/**
 * Rewrite step — bullets that open with a weak phrase start with an action word instead, using only rewrites
 * that keep the meaning and every fact of the bullet ('I developed' → 'Developed', 'Worked on' → 'Contributed to',
 * 'J’ai conçu' → 'Conçu', 'Participation aux' → 'Contribution aux', 'Ik ontwikkelde' → 'Ontwikkelde'). A bullet
 * the table does not cover is left exactly as the CV wrote it.
 */
const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const WEAK_LEADS: ReadonlyArray<readonly [RegExp, (match: RegExpExecArray) => string]> = [
  [/^I\s+(\p{L}+ed)\b/u, (m) => capitalise(m[1]!)], // first person adds nothing: 'I led' → 'Led'
  [/^(?:I\s+)?(?:worked on|was involved in|participated in)\s+/iu, () => 'Contributed to '], // passive → contribution
  [/^(?:I\s+)?(?:was\s+)?in charge of\s+/iu, () => 'Led '], // 'In charge of the team' → 'Led the team'
  [/^(?:I\s+was\s+|was\s+)?responsible for\s+(the|a|an|all|our)\s+/iu, (m) => `Owned ${m[1]} `], // before a noun only
  [/^J['’]ai\s+(\p{L}+)/u, (m) => capitalise(m[1]!)], // 'J’ai développé' → 'Développé'
  [/^(?:J['’]ai\s+)?participé\s+(à|aux|au)\s+/iu, (m) => `Contribution ${m[1]!.toLowerCase()} `],
  [/^Participation\s+(à|aux|au)\s+/u, (m) => `Contribution ${m[1]} `], // 'Participation aux ateliers'
  [
    /^(?:Je suis\s+|J['’]étais\s+)?(?:responsable|chargée?)\s+(de la|du|des|de l['’])\s*/iu,
    (m) => `Pilotage ${m[1]}${/['’]$/.test(m[1]!) ? '' : ' '}`,
  ],
  [/^Ik\s+(\p{L}+(?:de|te))\b/u, (m) => capitalise(m[1]!)], // 'Ik ontwikkelde' → 'Ontwikkelde'
  [/^(?:Ik\s+)?werkte mee aan\s+/iu, () => 'Droeg bij aan '],
  [/^(?:Ik was\s+)?verantwoordelijk voor\s+(de|het)\s+/iu, (m) => `Beheer van ${m[1]} `],
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
