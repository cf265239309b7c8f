import type { TargetLanguage } from '@cv/contracts';

/**
 * The sentences a summary lead is written with (tailor/write-summary-lead.ts), per language of the offer. Slots:
 * {role} the CV's own role (or the offer's title when the CV bears it out), {years} its years of experience
 * ('7 ans', '7 years', '7 jaar'), {skills} the must-haves it proves, joined as the language joins a list,
 * {degree} its first degree as written. Several openings per language, the one used chosen by the CV itself
 * (its name line), so two CVs do not read like one form, and one CV reads the same at each generation.
 * Without a skill to name (a pharmacist's must-haves are its role and its degree), the opening names the role and
 * its years only (`alone`). The degrees' sentence takes each degree with its article (`withArticle`), joined as the
 * language joins a list: 'Titulaire d’un Master et d’une Licence' — a sentence, not a label ('Formation : …'),
 * which after an opening that lists its skills made the lead read like a form.
 * The openings are sentences too: the skills follow 'notamment en', 'including', 'onder meer met' — not a label
 * ('; compétences clés :', '; key skills:'), which read like a form.
 * Every pattern is neutral in gender ('Titulaire', not 'Diplômé·e') and claims no level: the words of a lead
 * are the CV's facts, its wording only joins them — no 'experienced', 'confirmé', 'maîtrise', 'expert' or 'ervaren',
 * which the gates read as a level the CV must state itself.
 */
type Openings = { readonly withYears: readonly string[]; readonly withoutYears: readonly string[] };
export type LeadPatterns = {
  /** With years and skills, without years. */
  readonly opening: Openings;
  /** No skill to name: the role, with its years or not. */
  readonly alone: Openings;
  /** The second sentence, when the CV has a degree: {degrees} each with its article, or not. */
  readonly degree: readonly { readonly pattern: string; readonly withArticle: boolean }[];
  readonly years: (n: number) => string;
  /** The word joining the last item of a list. */
  readonly and: string;
};

export const LEAD_PATTERNS: Readonly<Record<TargetLanguage, LeadPatterns>> = {
  french: {
    opening: {
      withYears: [
        '{role} avec {years} d’expérience, notamment en {skills}.',
        '{role} avec {years} d’expérience en {skills}.',
        '{years} d’expérience en tant que {role}, notamment en {skills}.',
      ],
      withoutYears: [
        '{role} avec une expérience en {skills}.',
        '{role}, expérience en {skills}.',
        '{role} ayant une expérience en {skills}.',
      ],
    },
    alone: {
      withYears: ['{role} avec {years} d’expérience.', '{years} d’expérience en tant que {role}.'],
      withoutYears: ['{role}.'],
    },
    degree: [{ pattern: 'Titulaire {degrees}.', withArticle: true }],
    years: (n) => `${n} ${n === 1 ? 'an' : 'ans'}`,
    and: 'et',
  },
  english: {
    opening: {
      withYears: [
        '{role} with {years} of experience, including {skills}.',
        '{role} with {years} of experience in {skills}.',
        '{years} of experience as {role}, including {skills}.',
      ],
      withoutYears: [
        '{role} with experience in {skills}.',
        '{role} with a background in {skills}.',
        '{role} whose work includes {skills}.',
      ],
    },
    alone: {
      withYears: ['{role} with {years} of experience.', '{years} of experience as {role}.'],
      withoutYears: ['{role}.'],
    },
    degree: [{ pattern: 'Holds {degrees}.', withArticle: true }],
    years: (n) => `${n} ${n === 1 ? 'year' : 'years'}`,
    and: 'and',
  },
  dutch: {
    opening: {
      withYears: [
        '{role} met {years} ervaring, onder meer met {skills}.',
        '{role} met {years} ervaring in {skills}.',
        '{years} ervaring als {role}, onder meer met {skills}.',
      ],
      withoutYears: [
        '{role} met ervaring in {skills}.',
        '{role} met achtergrond in {skills}.',
        '{role} met ervaring met {skills}.',
      ],
    },
    alone: {
      withYears: ['{role} met {years} ervaring.', '{years} ervaring als {role}.'],
      withoutYears: ['{role}.'],
    },
    degree: [{ pattern: 'Behaalde {degrees}.', withArticle: true }],
    years: (n) => `${n} jaar`,
    and: 'en',
  },
};

/**
 * French: 'd’un' or 'd’une' before a degree's first word. The feminine ones a CV names its degree by; any other
 * (Master, BTS, Diplôme, Doctorat, CAP…) is masculine.
 */
export const FEMININE_DEGREE_WORDS: ReadonlySet<string> = new Set([
  'licence',
  'maitrise',
  'formation',
  'attestation',
  'habilitation',
  'certification',
  'capacite',
]);

/**
 * English: 'an' before a degree whose first sound is a vowel — a word opening on a vowel ('an Executive MBA'),
 * or an acronym opening on a letter read with one ('an MSc', 'an NVQ', 'an HND').
 */
export const VOWEL_SOUND_LETTERS = 'AEFHILMNORSX';

/**
 * Lines the reading may take for the CV's title that are none: a date ('Last updated in Mar 2026', a line above the
 * name), a page count of a running footer ('John Doe – 1/2'), a file name ('John_Doe_CV', 'cv-final.pdf'), a
 * contact. A lead never calls the person by such a line (lead-facts.ts).
 */
export const NOT_A_ROLE: readonly RegExp[] = [
  /\b(?:19|20)\d{2}\b/,
  /\b\d+\s*\/\s*\d+\b/,
  /\p{L}_\p{L}/u,
  /\.(?:pdf|docx?|odt|rtf|txt)\b/i,
  /@|https?:|www\./i,
];

/**
 * Degrees named in the plural take no article: 'Holds GCSEs', not 'Holds a GCSEs'; 'Titulaire de GCSEs'. An acronym
 * with a plural 's' ('GCSEs', 'NVQs'), or one of these words (folded) anywhere in the name ('A Levels', 'Scottish
 * Highers', 'Études supérieures').
 */
export const PLURAL_DEGREE_WORDS: ReadonlySet<string> = new Set(['levels', 'highers', 'etudes', 'studies']);
export const PLURAL_ACRONYM = /^\p{Lu}[\p{Lu}\d-]+s$/u;
/** The article of a degree named in the plural, by language: none in English and Dutch, 'de' in French. */
export const PLURAL_DEGREE_ARTICLE: Readonly<Record<'french' | 'english' | 'dutch', string>> = {
  french: 'de',
  english: '',
  dutch: '',
};
