import type { LetterPatterns } from '../letter-patterns';

/**
 * The French letter, as French correspondence has it: place and date ('Lyon, le 3 mars 2025'), an 'Objet'
 * line, « Madame, Monsieur, » (« Madame, » or « Monsieur, » when the offer says who reads it), and the formal
 * closing that repeats the greeting. Every sentence agrees with any gender: nothing the candidate is said to be
 * (no 'motivé', 'heureux'), only what they did and offer.
 */
export const FRENCH: LetterPatterns = {
  date: '{day} {month} {year}',
  dateLine: ['{place}, le {date}', 'Le {date}'],
  subject: ['Objet\u00a0: candidature au poste de {title}', 'Objet\u00a0: candidature'],
  salutation: '{addressee},',
  addressee: { neutral: 'Madame, Monsieur', female: 'Madame', male: 'Monsieur', named: 'Madame, Monsieur' },
  opening: [
    'Votre offre de {title} chez {employer} a retenu toute mon attention\u00a0: elle demande {skills}, au cœur de mon parcours.',
    'C’est avec un vif intérêt que je vous adresse ma candidature au poste de {title}. Rejoindre {employer} me permettrait de mettre au service de vos projets mon expérience en {skills}.',
    'Le poste de {title} que propose {employer} rejoint précisément mon parcours\u00a0: mon travail repose sur {skills}.',
    'Votre offre de {title} chez {employer} a retenu toute mon attention, et je vous adresse ma candidature avec un vif intérêt.',
    'Le poste de {title} que propose {employer} rejoint mon parcours et mes envies\u00a0: je vous adresse ma candidature avec un vif intérêt.',
    'Votre offre de {title} a retenu toute mon attention\u00a0: elle demande {skills}, au cœur de mon parcours.',
    'C’est avec un vif intérêt que je vous adresse ma candidature au poste de {title}, qui rejoint mon expérience en {skills}.',
    'C’est avec un vif intérêt que je vous adresse ma candidature au poste de {title}.',
    'C’est avec un vif intérêt que je vous adresse ma candidature.',
  ],
  firstJob: [
    'En tant que {position} chez {company} ({period}), j’ai mis en œuvre mes compétences en {skills}.',
    'Chez {company}, où j’ai exercé comme {position} ({period}), mon travail a reposé sur {skills}.',
    'Mon expérience de {position} chez {company} ({period}) m’a permis de pratiquer {skills}.',
    'En tant que {position} chez {company}, j’ai mis en œuvre mes compétences en {skills}.',
    'Mon expérience de {position} chez {company} m’a permis de pratiquer {skills}.',
    'J’ai exercé comme {position} chez {company} ({period}).',
    'J’ai exercé comme {position} chez {company}.',
  ],
  nextJob: [
    '{lead}, en tant que {position} chez {company} ({period}), j’ai mis en œuvre mes compétences en {skills}.',
    '{lead}, chez {company}, mon poste de {position} ({period}) m’a permis de pratiquer {skills}.',
    '{lead}, en tant que {position} chez {company}, j’ai mis en œuvre mes compétences en {skills}.',
    '{lead}, j’ai exercé comme {position} chez {company} ({period}).',
    '{lead}, j’ai exercé comme {position} chez {company}.',
  ],
  earlier: ['Auparavant', 'Avant cela', 'Précédemment'],
  besides: ['Par ailleurs', 'En outre'],
  fact: [
    'Un exemple\u00a0: {fact}',
    'Parmi mes réalisations\u00a0: {fact}',
    'J’en retiens notamment\u00a0: {fact}',
  ],
  noJob: [
    'Mon parcours m’a permis de développer des compétences en {skills}, que je mettrais volontiers au service de {employer}.',
    'Mon parcours m’a permis de développer des compétences en {skills}.',
    'Vous trouverez dans mon CV ci-joint le détail de mon parcours et de mes réalisations.',
  ],
  brings: [
    'J’apporterais à {employer} une pratique de {skills}, ainsi que des qualités que mon parcours illustre\u00a0: {soft}.',
    'Au-delà de ces expériences, je peux apporter à {employer} {soft}, et une pratique de {skills}.',
    'J’apporterais à {employer} des qualités que mon parcours illustre\u00a0: {soft}.',
    'J’apporterais à votre équipe une pratique de {skills}, ainsi que des qualités que mon parcours illustre\u00a0: {soft}.',
    'J’apporterais à {employer} une pratique de {skills}.',
    'J’apporterais à votre équipe des qualités que mon parcours illustre\u00a0: {soft}.',
    'J’apporterais à votre équipe une pratique de {skills}.',
    'Mon CV ci-joint vous en dira davantage sur mon parcours.',
  ],
  interview: [
    'Je me tiens à votre disposition pour un entretien, afin de vous exposer plus en détail ma motivation.',
    'Un entretien me permettrait de vous présenter plus en détail mon parcours et ma motivation.',
    'Je reste à votre disposition pour en échanger lors d’un entretien.',
  ],
  closing: {
    neutral: [
      'Je vous prie d’agréer, {addressee}, l’expression de mes salutations distinguées.',
      'Veuillez agréer, {addressee}, l’expression de mes salutations distinguées.',
      'Je vous prie de recevoir, {addressee}, mes salutations distinguées.',
    ],
    named: [
      'Je vous prie d’agréer, {addressee}, l’expression de mes salutations distinguées.',
      'Veuillez agréer, {addressee}, l’expression de mes salutations distinguées.',
    ],
  },
  and: 'et',
  // 'une pratique de AWS' → 'd’AWS', 'le poste de Ingénieur' → 'd’Ingénieur' (not before an 'h': aspirated or not
  // depends on the word)
  elisions: [
    [/\b([Dd])e (?=[aeiouyàâéèêëîïôûœAEIOUYÀÂÉÈÊËÎÏÔÛŒ])/gu, '$1’'],
    [/\b([Qq])ue (?=[aeiouyàâéèêëîïôûœAEIOUYÀÂÉÈÊËÎÏÔÛŒ])/gu, '$1u’'],
  ],
};
