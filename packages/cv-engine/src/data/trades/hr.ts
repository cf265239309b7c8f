import { tradeRow as row, type SkillAlias } from './trade-row';

/**
 * Human resources (issue 24): recruitment and personnel administration, whose own words are the ones other ads
 * use for their application process ('recrutement', 'entretiens', 'annonces' — data/offer-noise-words.ts): here
 * they are named as the trade names them, in several words. Sources, named per row: ESCO skills and occupations
 * (labels in the three languages, from our knowledge of it: "recruiter", "conduct job interviews", "employer
 * branding"), ROME (M1502 développement des ressources humaines, M1501 assistanat RH, M1503 management RH), and the
 * Belgian social security's own forms (Dimona, C4).
 */
export const HR: readonly SkillAlias[] = [
  row(
    'direct approach',
    [
      'approche directe',
      'chasse de têtes',
      'headhunting',
      'executive search',
      'direct sourcing',
      'headhunten',
    ],
    'ESCO "recruit employees"; ROME M1502',
    ['chasse', 'cooptation'],
  ),
  row(
    'candidate sourcing',
    [
      'techniques de sourcing',
      'sourcing de candidats',
      'sourcing des candidats',
      'sourcer les candidats',
      'candidate sourcing',
      'kandidaten sourcen',
    ],
    'ROME M1502',
    ['LinkedIn Recruiter', 'jobboards', 'job boards', 'Indeed', 'Welcome to the Jungle'],
  ),
  row(
    'structured interviews',
    [
      'entretiens structurés',
      'entretien structuré',
      'entretiens par compétences',
      'structurés par compétences',
      'competency-based interviews',
      'competency-based interviewing',
      'structured interviews',
      'gestructureerde interviews',
      'criteriumgericht interview',
      'criteriumgerichte interviews',
      'méthode STAR',
      'STAR method',
    ],
    'ESCO "conduct job interviews"',
  ),
  row(
    'recruitment brief',
    [
      'analyse des besoins',
      'analyser les besoins',
      'prise de brief',
      'brief de recrutement',
      'intake meeting',
      'intakegesprek',
    ],
    'ROME M1502 (« analyser les besoins en recrutement »)',
  ),
  row(
    'job advertisements',
    [
      'rédiger les annonces',
      'rédaction des annonces',
      "rédaction d'annonces",
      'rédaction des offres',
      'vacatureteksten',
      'vacatureteksten schrijven',
      'job adverts',
      'writing job ads',
    ],
    'ROME M1502 (« rédiger les offres d’emploi »)',
  ),
  row(
    'recruitment metrics',
    [
      'indicateurs de recrutement',
      'KPI recrutement',
      'recruitment metrics',
      'time to hire',
      'time-to-hire',
      'wervingsindicatoren',
    ],
    'ESCO "recruitment"; the measures recruiters report',
  ),
  row(
    'employer branding',
    ['marque employeur', 'employer brand', 'werkgeversmerk', 'werkgeversbranding'],
    'ESCO "employer branding"',
  ),
  row(
    'non-discrimination',
    [
      'lutte contre les discriminations',
      'recrutement sans discrimination',
      'non-discriminatie',
      'anti-discrimination',
    ],
    'the French Code du travail (L1132-1) and the Belgian anti-discrimination law recruiters apply',
  ),
  row(
    'starters and leavers',
    [
      'in- en uitdiensttredingen',
      'in- en uitdiensttreding',
      'indiensttredingen',
      'uitdiensttredingen',
      'entrées et sorties du personnel',
      'entrées et sorties des salariés',
      'starters and leavers',
    ],
    'ROME M1501; the Belgian social security (Dimona on hiring, C4 on leaving)',
    ['Dimona', 'C4', 'eindafrekening', 'eindafrekeningen', 'solde de tout compte'],
  ),
];
