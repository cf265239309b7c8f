import { hasJobTitleWord } from '../parse/entry-words';
import { sectionOfHeading } from '../parse/section-headings';
import { cleanCharacters } from '../parse/split-lines';
import { type Feature, featureScore } from '../text/feature-score';
import { fold } from '../text/fold';
import { partOfHeading } from './split-offer-sections';

/**
 * The job title of an offer: the best of its first lines by the features below (a job-title word, short, near
 * the top; not navigation, a heading, an address or a sentence), then cleaned of what is not the title: gender
 * marks ('(H/F)', '(m/f/x)', '·se'), a 'Vacature:'-style label, brackets ('(32–40 uur)'), and what follows a
 * dash or a bar ('Marketing Manager - Growth & Performance' keeps 'Marketing Manager').
 */
type Candidate = { readonly text: string; readonly index: number };

const FIRST_LINES = 12;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

// Web-page navigation that a copied offer often starts with.
const NAVIGATION =
  /^(naar overzicht|op deze pagina|vacature|job description|description du poste|offre d'emploi|back|retour|home|accueil|menu)$/i;
const LABEL =
  /^(job title|job description|title|position|poste|intitulé du poste|functie|functietitel|vacature|offre|job)\s*[:：]\s*/i;

// A sentence speaking to the reader or for the employer ('You will be expected to…', 'As a Backend Engineer,
// you will…', 'Wij zoeken een data-analist die…'): it may name the job, it is not its title.
const ADDRESS =
  /^(you|your|we|we're|our|as an?|join|vous|votre|nous|en tant que|rejoignez|wij|we|jij|je|u|uw|als|ben jij)\b/i;

// the gender marks of a job title: 'Comptable (H/F)', 'Zorgkundige (m/v/x)', 'Koch (m/w/d)'
const GENDER_MARK = /\((?:h\/f|f\/h|m\/f|f\/m|m\/v|v\/m|m\/f\/x|m\/v\/x|m\/w\/d|x\/v\/m|h\/f\/x)\)/i;

const TITLE_FEATURES: ReadonlyArray<Feature<Candidate>> = [
  [(c) => LABEL.test(c.text), 6], // 'Poste : Chef de projet'
  [(c) => GENDER_MARK.test(c.text), 5], // 'Contrôleur de gestion industriel (H/F) – Lyon – CDI'
  [(c) => c.index === 0 && !/[.!?]$/.test(c.text), 2], // an ad opens with its title
  [(c) => hasJobTitleWord(fold(c.text)), 4], // 'Engineer', 'Développeur', 'Manager'
  [(c) => words(cleanJobTitle(c.text)) <= 10, 1], // titles are short (their place and contract aside)
  [(c) => /^[-•*–·]\s/.test(c.text), -6], // a bullet of the missions ('- Lead and train the brigade')
  [(c) => c.index < 3, 1], // and come first
  [(c) => NAVIGATION.test(c.text.trim()), -10], // 'Naar overzicht'
  [(c) => sectionOfHeading(c.text) !== undefined, -6], // 'ABOUT US', 'Profil recherché'
  [(c) => partOfHeading(c.text) !== undefined, -6], // an offer's own headings: 'Requirements', 'Vos missions'
  [(c) => /@|https?:|www\./.test(c.text), -6], // contact details
  [(c) => /[.!?]$/.test(c.text) || words(c.text) > 16, -5], // a sentence
  [(c) => ADDRESS.test(c.text) && words(c.text) >= 3, -8], // …even without its full stop
  [(c) => /[:：]$/.test(c.text), -3], // a label for what follows
];

export function extractJobTitle(jobText: string): string {
  const lines = cleanCharacters(jobText)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => /\p{L}/u.test(line))
    .slice(0, FIRST_LINES);
  let best: Candidate | undefined;
  let bestScore = 0;
  lines.forEach((text, index) => {
    const score = featureScore({ text, index }, TITLE_FEATURES);
    if (score > bestScore) [best, bestScore] = [{ text, index }, score];
  });
  return best ? cleanJobTitle((best as Candidate).text) : '';
}

// 'L'académie recrute des professeurs de mathématiques', 'De Regenboog zoekt een leerkracht': the role hired
const HIRING =
  /\b(?:recrute|recherche|is hiring|hires|seeks|zoekt|werft)\s+(?:(?:un|une|des|de|d'|an?|een|our)\s+)?(.+)$/i;
// 'Kok gezocht!', 'Sous-chef wanted': the call around a title
const CALL = /\s+(?:gezocht|wanted|recherché(?:e|s)?)\s*!?$/i;
// 'UN GESTIONNAIRE DE LA COMMANDE PUBLIQUE': an article before the title
const ARTICLE = /^(?:un|une|een|an?)\s+(?=\S+\s+\S)/i;
// 'Juriste droit social H/F': a gender mark without its brackets, at the end
const BARE_GENDER_MARK = /\s+(?:h\/f|f\/h|m\/f|f\/m|m\/v|v\/m|m\/f\/x|m\/v\/x|m\/w\/d)$/i;

export function cleanJobTitle(title: string): string {
  return (HIRING.exec(title)?.[1] ?? title)
    .replace(/^[^\p{L}\p{N}]+/u, '') // an emoji or a sign before it
    .replace(LABEL, '')
    .replace(new RegExp(GENDER_MARK.source, 'gi'), '')
    .replace(/[·•.](?:se|e|euse|rice|ice)\b/gi, '') // 'Développeur·se', 'Chargé.e' → masculine base form
    .replace(/\([^)]*\)/g, '') // '(32–40 uur)', '(Remote)'
    .split(/\s+[|—–-]\s+|\s+[·,]\s+/)[0]!
    .replace(/\s+/g, ' ')
    .trim()
    .replace(BARE_GENDER_MARK, '')
    .replace(CALL, '')
    .replace(ARTICLE, '');
}
