import type { InterfaceLanguage } from '@cv/contracts';

/**
 * The sentences of the improvements list (D15), per interface language. Typed from the French table (the
 * interface's main language), so a code missing in English is a type error.
 */
type Args = {
  count?: number;
  words?: string;
  before?: number;
  after?: number;
  title?: string;
  language?: string;
  /** The rewriter put lead lines on top of the summary, which the score does not read. */
  leadsAdded?: boolean;
};
type Message = (args: Args) => string;

/** The singular or the plural form by the count (no 'mot(s)-clé(s)'); the counts said here are never 0. */
const n = (count: number | undefined, one: string, other: string) => (count === 1 ? one : other);

const fr = {
  'keywords-covered': ({ count, words }: Args) =>
    `${count} ${n(count, "mot-clé de l'offre présent", "mots-clés de l'offre présents")} dans le CV : ${words}.`,
  'title-aligned': ({ title }: Args) => `Titre aligné sur l'intitulé du poste : « ${title} ».`,
  'title-targeted': ({ title }: Args) =>
    `Poste visé indiqué dans le profil : « ${title} » (votre titre est conservé).`,
  'summary-strengths': ({ words }: Args) =>
    `Profil ouvert par vos compétences demandées par l'offre : ${words}.`,
  'skills-reordered': () => "Compétences réordonnées : celles que l'offre demande en premier.",
  'bullets-reordered': ({ count }: Args) =>
    `Puces réordonnées dans ${count} ${n(count, 'poste', 'postes')} : celles qui prouvent ce que l'offre demande en premier.`,
  'must-haves-surfaced': ({ words }: Args) =>
    `Exigences de l'offre que votre CV prouve plus bas, ajoutées aux compétences : ${words}.`,
  'sections-reordered': () =>
    'Sections remises dans l’ordre lu par les ATS : profil, compétences, expérience, formation.',
  'experiences-reordered': () => 'Expériences classées de la plus récente à la plus ancienne.',
  'bullets-action-verbs': ({ count }: Args) =>
    `${count} ${n(count, 'puce reformulée', 'puces reformulées')} pour commencer par un verbe d'action.`,
  'headings-translated': ({ language }: Args) =>
    `Titres de sections traduits en ${language}, la langue de l'offre.`,
  'closing-lines-removed': ({ count }: Args) =>
    `${count} ${n(count, 'formule de politesse retirée', 'formules de politesse retirées')} : elles n'ont pas leur place dans un CV.`,
  'page-footers-removed': ({ count }: Args) =>
    `${count} ${n(count, 'pied de page retiré', 'pieds de page retirés')}.`,
  'skill-spellings': ({ count, words }: Args) =>
    `L'orthographe de l'offre ajoutée à côté ${n(count, "d'une compétence", `de ${count} compétences`)} que vous aviez déjà : ${words}.`,
  'missing-keywords': ({ words }: Args) =>
    `Mots-clés de l'offre absents de votre CV, à ajouter s'ils vous correspondent : ${words}.`,
  'score-change': ({ before, after, leadsAdded }: Args) =>
    leadsAdded
      ? `Score ATS : ${before} → ${after}, calculé sur le contenu de votre CV : les lignes ajoutées en tête du profil (poste visé, atouts) ne comptent pas.`
      : `Score ATS : ${before} → ${after}.`,
} satisfies Record<string, Message>;

export type ImprovementCode = keyof typeof fr;

const en: Record<ImprovementCode, Message> = {
  'keywords-covered': ({ count, words }) =>
    `${count} ${n(count, 'keyword', 'keywords')} of the offer found in the CV: ${words}.`,
  'title-aligned': ({ title }) => `Title aligned with the job title: “${title}”.`,
  'title-targeted': ({ title }) => `Target role named in the profile: “${title}” (your title is kept).`,
  'summary-strengths': ({ words }) => `Profile now opens with your skills that the offer asks for: ${words}.`,
  'skills-reordered': () => 'Skills reordered: the ones the offer asks for come first.',
  'bullets-reordered': ({ count }) =>
    `Bullets reordered in ${count} ${n(count, 'job', 'jobs')}: those that prove what the offer asks for come first.`,
  'must-haves-surfaced': ({ words }) =>
    `Requirements of the offer your CV proves further down, added to the skills: ${words}.`,
  'sections-reordered': () => 'Sections put in the order ATS read: profile, skills, experience, education.',
  'experiences-reordered': () => 'Experiences ordered from the most recent.',
  'bullets-action-verbs': ({ count }) =>
    `${count} ${n(count, 'bullet', 'bullets')} reworded to start with an action verb.`,
  'headings-translated': ({ language }) =>
    `Section headings translated into ${language}, the language of the offer.`,
  'closing-lines-removed': ({ count }) =>
    `${count} closing ${n(count, 'line', 'lines')} removed: they do not belong in a CV.`,
  'page-footers-removed': ({ count }) => `${count} page ${n(count, 'footer', 'footers')} removed.`,
  'skill-spellings': ({ count, words }) =>
    `The offer's spelling added beside ${n(count, 'a skill', `${count} skills`)} you already had: ${words}.`,
  'missing-keywords': ({ words }) =>
    `Keywords of the offer missing from your CV, to add if they are true of you: ${words}.`,
  'score-change': ({ before, after, leadsAdded }) =>
    leadsAdded
      ? `ATS score: ${before} → ${after}, computed on your CV's own content: the lines added on top of the profile (target role, strengths) do not count.`
      : `ATS score: ${before} → ${after}.`,
};

export const IMPROVEMENT_MESSAGES: Record<InterfaceLanguage, Record<ImprovementCode, Message>> = { fr, en };

export const LANGUAGE_NAMES: Record<InterfaceLanguage, Record<'french' | 'english' | 'dutch', string>> = {
  fr: { french: 'français', english: 'anglais', dutch: 'néerlandais' },
  en: { french: 'French', english: 'English', dutch: 'Dutch' },
};
