import type { TargetLanguage } from '@cv/contracts';

/**
 * The endings of a trade's agent noun and of the noun of its action, per language, folded: an offer asking for a
 * 'formateur' is met by a CV's 'animation de formations', a 'coffreur' by 'coffrage', a 'scaffolder' by
 * 'scaffolding', a 'begeleider' by 'begeleiding' — and the other way round (keywords/other-forms.ts). Snowball
 * stems some pairs alike ('négociateur', 'négociation') and leaves others apart ('formateur' → 'formateur',
 * 'formation' → 'format'; 'trainer', 'training' → 'train'). Each pair is read both ways, then stemmed as usual.
 *
 * Source: the regular derivations of each language's grammar (Grevisse §§ 169–170 for French -eur/-age/-ation,
 * ANS § 13.3 for Dutch -er/-aar/-ing; English -er/-ing), kept to the endings whose other form is still a noun of
 * the same trade. Left out on purpose: English -or/-ion ('auditor' is no 'audition').
 */
export const AGENT_ACTION_ENDINGS: Readonly<
  Record<TargetLanguage, ReadonlyArray<readonly [string, string]>>
> = {
  french: [
    ['ateur', 'ation'], // formateur, formation
    ['atrice', 'ation'],
    ['cteur', 'ction'], // inspecteur, inspection; rédacteur, rédaction
    ['ctrice', 'ction'],
    ['ionnaire', 'ion'], // gestionnaire, gestion
    ['eur', 'age'], // coffreur, coffrage; soudeur, soudage; carreleur, carrelage
    ['eur', 'e'], // contrôleur, contrôle
  ],
  english: [
    ['er', 'ing'], // trainer, training; scaffolder, scaffolding; bookkeeper, bookkeeping
  ],
  dutch: [
    ['er', 'ing'], // begeleider, begeleiding; projectleider, projectleiding
    ['aar', 'ing'], // bemiddelaar, bemiddeling
    ['eur', 'e'], // controleur, controle
    ['ator', 'atie'], // coördinator, coördinatie
  ],
};
