import type { Lang } from './trade-words';

/**
 * Fixed words that layouts print around the content: 'chez'/'at'/'bij' between a title and an employer, the
 * column names of a table of jobs, the labels of a contact block, LinkedIn's and Europass's own words.
 * LinkedIn's words are those of its PDF export in each interface language; Europass's are those of its
 * classic labelled CV (the 2004–2019 model still sent by many job seekers).
 */

export const AT: Record<Lang, string[]> = { fr: ['chez'], en: ['at'], nl: ['bij'] };

export const TABLE_COLUMNS: Record<Lang, { period: string[]; employer: string[]; role: string[] }> = {
  fr: {
    period: ['Période', 'Dates', 'Quand'],
    employer: ['Employeur', 'Établissement', 'Entreprise'],
    role: ['Poste', 'Fonction', 'Poste et missions'],
  },
  en: {
    period: ['Period', 'Dates', 'When'],
    employer: ['Employer', 'Organisation', 'Company'],
    role: ['Role', 'Position', 'Role and duties'],
  },
  nl: {
    period: ['Periode', 'Datum', 'Wanneer'],
    employer: ['Werkgever', 'Organisatie', 'Bedrijf'],
    role: ['Functie', 'Rol', 'Functie en taken'],
  },
};

export const CONTACT_LABELS: Record<Lang, { phone: string[]; email: string[]; address: string[] }> = {
  fr: {
    phone: ['Tél.', 'Téléphone', 'Mobile'],
    email: ['E-mail', 'Courriel', 'Mail'],
    address: ['Adresse', 'Domicile'],
  },
  en: { phone: ['Phone', 'Tel', 'Mobile'], email: ['Email', 'E-mail'], address: ['Address', 'Location'] },
  nl: {
    phone: ['Tel.', 'Telefoon', 'Gsm', 'Mobiel'],
    email: ['E-mail', 'Mail'],
    address: ['Adres', 'Woonplaats'],
  },
};

export const LINKEDIN_WORDS: Record<
  Lang,
  {
    contact: string;
    topSkills: string;
    languages: string;
    certifications: string;
    summary: string;
    experience: string;
    education: string;
    page: [string, string];
  }
> = {
  en: {
    contact: 'Contact',
    topSkills: 'Top Skills',
    languages: 'Languages',
    certifications: 'Certifications',
    summary: 'Summary',
    experience: 'Experience',
    education: 'Education',
    page: ['Page', 'of'],
  },
  fr: {
    contact: 'Coordonnées',
    topSkills: 'Principales compétences',
    languages: 'Langues',
    certifications: 'Certifications',
    summary: 'Résumé',
    experience: 'Expérience',
    education: 'Formation',
    page: ['Page', 'sur'],
  },
  nl: {
    contact: 'Contactgegevens',
    topSkills: 'Belangrijkste vaardigheden',
    languages: 'Talen',
    certifications: 'Certificeringen',
    summary: 'Samenvatting',
    experience: 'Ervaring',
    education: 'Opleiding',
    page: ['Page', 'of'],
  },
};

export interface EuropassWords {
  title: string;
  personal: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  desired: string;
  experience: string;
  dates: string;
  position: string;
  activities: string;
  employer: string;
  sector: string;
  education: string;
  qualification: string;
  organisation: string;
  skills: string;
  motherTongue: string;
  otherLanguages: string;
  otherSkills: string;
  certifications: string;
  interests: string;
}

export const EUROPASS_WORDS: Record<Lang, EuropassWords> = {
  en: {
    title: 'Curriculum Vitae',
    personal: 'Personal information',
    name: 'Surname(s) / First name(s)',
    address: 'Address',
    phone: 'Telephone(s)',
    email: 'E-mail',
    desired: 'Desired employment / Occupational field',
    experience: 'Work experience',
    dates: 'Dates',
    position: 'Occupation or position held',
    activities: 'Main activities and responsibilities',
    employer: 'Name and address of employer',
    sector: 'Type of business or sector',
    education: 'Education and training',
    qualification: 'Title of qualification awarded',
    organisation: 'Name and type of organisation providing education and training',
    skills: 'Personal skills and competences',
    motherTongue: 'Mother tongue(s)',
    otherLanguages: 'Other language(s)',
    otherSkills: 'Job-related skills',
    certifications: 'Certificates',
    interests: 'Other interests',
  },
  fr: {
    title: 'Curriculum Vitae',
    personal: 'Information personnelle',
    name: 'Nom(s) / Prénom(s)',
    address: 'Adresse(s)',
    phone: 'Téléphone(s)',
    email: 'Courrier électronique',
    desired: 'Emploi recherché / Domaine de compétences',
    experience: 'Expérience professionnelle',
    dates: 'Dates',
    position: 'Fonction ou poste occupé',
    activities: 'Principales activités et responsabilités',
    employer: 'Nom et adresse de l’employeur',
    sector: 'Type ou secteur d’activité',
    education: 'Éducation et formation',
    qualification: 'Intitulé du certificat ou diplôme délivré',
    organisation: 'Nom et type de l’établissement d’enseignement ou de formation',
    skills: 'Aptitudes et compétences personnelles',
    motherTongue: 'Langue(s) maternelle(s)',
    otherLanguages: 'Autre(s) langue(s)',
    otherSkills: 'Compétences liées à l’emploi',
    certifications: 'Certificats',
    interests: 'Centres d’intérêt',
  },
  nl: {
    title: 'Curriculum Vitae',
    personal: 'Persoonlijke informatie',
    name: 'Naam / Voornaam',
    address: 'Adres',
    phone: 'Telefoon',
    email: 'E-mail',
    desired: 'Gewenste functie / Beroepsgebied',
    experience: 'Werkervaring',
    dates: 'Data',
    position: 'Functie of positie',
    activities: 'Voornaamste activiteiten en verantwoordelijkheden',
    employer: 'Naam en adres van de werkgever',
    sector: 'Soort onderneming of sector',
    education: 'Onderwijs en opleiding',
    qualification: 'Naam opleiding / kwalificatie',
    organisation: 'Naam en type onderwijsinstelling',
    skills: 'Persoonlijke vaardigheden en competenties',
    motherTongue: 'Moedertaal / Moedertalen',
    otherLanguages: 'Andere taal / talen',
    otherSkills: 'Beroepsgerichte vaardigheden',
    certifications: 'Certificaten',
    interests: 'Interesses',
  },
};
