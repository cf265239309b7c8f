import type { TargetLanguage } from '@cv/contracts';

/**
 * Words that mark a language (folded, see text/fold.ts), counted by detectLanguage. Only words that belong to
 * one of the three languages: 'de', 'en', 'in', 'is', 'van'… are shared (French 'de' / Dutch 'de', English 'in' /
 * Dutch 'in') and would vote twice, so they are left out.
 */
export const LANGUAGE_MARKERS: Readonly<Record<TargetLanguage, readonly string[]>> = {
  french: [
    // articles, pronouns and prepositions: the bulk of any French text
    ...[
      'le',
      'la',
      'les',
      'des',
      'du',
      'au',
      'aux',
      'une',
      'et',
      'est',
      'sont',
      'pour',
      'avec',
      'dans',
      'sur',
    ],
    ...['vous', 'nous', 'votre', 'vos', 'notre', 'nos', 'qui', 'que', 'par', 'ces', 'cette', 'leur', 'chez'],
    // CV and job-offer vocabulary
    ...[
      'experience',
      'competences',
      'poste',
      'formation',
      'entreprise',
      'equipe',
      'ans',
      'profil',
      'missions',
    ],
  ],
  english: [
    ...[
      'the',
      'and',
      'with',
      'for',
      'you',
      'your',
      'our',
      'are',
      'will',
      'this',
      'that',
      'from',
      'have',
      'has',
    ],
    // not 'of': Dutch for 'or' ('marketing of communicatie')
    ...['to', 'as', 'an', 'on', 'at', 'by', 'we', 'be', 'or', 'who', 'which', 'their', 'into'],
    ...[
      'experience',
      'skills',
      'team',
      'years',
      'work',
      'role',
      'responsibilities',
      'requirements',
      'education',
    ],
  ],
  dutch: [
    ...['het', 'een', 'voor', 'met', 'zijn', 'wij', 'jij', 'je', 'ons', 'onze', 'naar', 'ook', 'bij', 'als'],
    ...['niet', 'deze', 'dit', 'dat', 'wordt', 'worden', 'heb', 'hebt', 'heeft', 'uit', 'aan', 'jouw', 'wat'],
    ...[
      'ervaring',
      'werkervaring',
      'opleiding',
      'vaardigheden',
      'kennis',
      'uur',
      'functie',
      'bieden',
      'werk',
    ],
    // what a Dutch offer asks for and offers
    ...[
      'vacature',
      'werkzaamheden',
      'vereist',
      'gewenst',
      'afgeronde',
      'vloeiend',
      'zoeken',
      'zoekt',
      'jaar',
    ],
  ],
};
