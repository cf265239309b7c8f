import { MONTH_NUMBERS } from '../data/month-numbers';
import {
  endsAFirmsName,
  endsWithLegalForm,
  hasCompanyWord,
  hasInstitutionWord,
  hasJobTitleWord,
} from '../parse/entry-words';
import { findPeriod } from '../parse/find-period';
import { sectionOfHeading } from '../parse/section-headings';
import { hasEmail, hasUrl } from '../text/contact-patterns';
import type { Feature } from '../text/feature-score';
import { fold } from '../text/fold';
import type { PhysicalLine } from './build-physical-lines';
import { sameType } from './join-two-lines';

/**
 * What says that line B goes on line A once the geometry allows it (join-wrapped-physical-lines.ts): the words
 * at the meeting point and the space between the lines, as a table of [feature, weight] rows — A stopping
 * mid-phrase, B opening in lower case, A filling its column or ending on the edge of a justified one, A being a
 * bullet item; against: A ending a sentence or on a date, B opening with the next entry's dates, more space
 * between them than a paragraph's leading. A sum of CONFIRMED or more joins them.
 */
export type Pair = {
  a: PhysicalLine;
  b: PhysicalLine;
  edge: number;
  settled: boolean;
  justified: boolean;
  /** The closest two lines of this size are on the page (its leading)… */
  leading: number;
  /** …and whether the page puts more space than that between its items or paragraphs. */
  itemsSpaced: boolean;
  /** Whether words stand beside A on its right (a title's dates), and beside B. */
  besideA?: boolean;
  besideB?: boolean;
};

export const FLUSH = 0.5; // × character width: 'on the edge'
// share of the column's width left empty at the end of a line that was filled
const FILLED = 0.1;

// Small words a line does not end on unless the sentence goes on (FR / EN / NL).
const DANGLING =
  /\s(?:et|ou|de|des|du|la|le|les|un|une|à|au|aux|en|pour|avec|par|sur|dans|chez|and|or|of|the|a|an|to|for|with|in|on|at|by|from|using|het|een|den|der|ter|van|voor|met|bij|op|aan|naar|door)$/iu;

const STARTS_WITH_YEAR = /^(?:19|20)\d{2}\b/;
const WORD_THEN_YEAR = /^(\p{L}{3,9})\.?\s+(?:19|20)\d{2}\b/u;
const MONTHS = new Set(MONTH_NUMBERS.flat());
/**
 * B opens with the next entry's dates: a year, a month and its year ('mars 2019', 'Sep 2016'), or a capitalised
 * word and a year ('Since 2019', 'Été 2016') — not a sentence going on in lower case ('depuis 2024').
 */
function startsWithDate(text: string): boolean {
  if (STARTS_WITH_YEAR.test(text)) return true;
  const word = WORD_THEN_YEAR.exec(text)?.[1];
  return word !== undefined && (/^\p{Lu}/u.test(word) || MONTHS.has(fold(word)));
}
// A period's end: a date ('11/2024', '2024-11', 'May 2023', '2023') or a word for now, alone on its line.
export const PERIOD_END =
  /^(?:\d{1,2}[/.-](?:19|20)\d{2}|(?:19|20)\d{2}(?:[/.-]\d{1,2})?|\p{L}{3,9}\.?\s+(?:19|20)\d{2}|present|présent|aujourd[’']hui|à ce jour|heden|nu|now|today|current|actuel(?:lement)?)\s*\)?$/iu;
// A period whose end is still to come: a range's dash or word, maybe a month already written (FR / EN / NL).
export const PERIOD_OPEN =
  /(?:\s[–—→-]|\s(?:to|until|à|au|jusqu[’']?(?:à|au|en)|tot(?: en met)?|t\/m))(?:\s+\p{L}{3,9}\.?)?$/iu;
const DATE_END = /(?:^|\s)(?:\d{1,2}[/.-])?(?:19|20)\d{2}$/u;
/** A period a narrow cell cut in two, at its dash or between its end's month and year. */
export function periodGoesOn(a: PhysicalLine, b: PhysicalLine): boolean {
  if (PERIOD_OPEN.test(a.text) && PERIOD_END.test(b.text)) return true;
  const rest = b.text.replace(/^[–—-]\s*/, '');
  return DATE_END.test(a.text) && rest !== b.text && (PERIOD_END.test(rest) || /^\p{L}{3,9}\.?$/u.test(rest));
}
const ENDS_WITH_DATE = /(?:(?:19|20)\d{2}|present|présent|aujourd[’']hui|heden|now|today|actuel)\s*\)?$/iu;
const isContactItem = (text: string) => hasEmail(text) || hasUrl(text) || /^\+?[\d\s().-]{8,}$/.test(text);
const firstWordWidth = ({ b }: Pair) => (b.text.split(/\s/)[0]?.length ?? 0) * b.charWidth;
export const wouldNotFit = (pair: Pair) =>
  pair.a.xEnd + pair.a.charWidth + firstWordWidth(pair) > pair.edge - pair.a.charWidth * 0.2;

export const CONFIRM: ReadonlyArray<Feature<Pair>> = [
  // a sentence does not start in lower case, nor a new item with an opening quote: B goes on from A
  [({ b }) => /^[\p{Ll}(«“„‘"']/u.test(b.text), 3],
  [({ a }) => /[,&(/+–—-]$/.test(a.text) || DANGLING.test(a.text), 3], // A stops mid-phrase
  // …on a separator, above all, which no line ends on by choice ('Full Stack Developer —' / 'Larchfield'), even
  // with a little more space below it than a paragraph's lines have
  [({ a }) => /\s[–—|·&]$/u.test(a.text), 3],
  // …or on a name's particle, or B goes on with one ('Onderzoekscentrum Den' / 'Boomgaard', 'Sociaal secretariaat'
  // / 'Ter Wende'): a firm's name cut by a narrow column
  [({ a }) => PARTICLE_END.test(a.text), 3],
  [({ b }) => PARTICLE_START.test(b.text), 3],
  // …or on the word that says what kind of place a name is, alone after a separator ('Téléconseillère — Agence'
  // / 'Texier Immobilier', '… | Cabinet' / 'Durand'): no employer is called by that word only
  [({ a }) => endsOnAKindOfPlace(a.text), 3],
  // B is the end of a firm's name ('Larchfield' / 'Technologies' / 'Inc.'), or a separator alone ('—')
  [({ b }) => endsAFirmsName(b.text) || SEPARATOR_ALONE.test(b.text), 6],
  // A fills its column — known only once the column has a few lines that show where its edge is
  [({ a, edge, settled }) => settled && edge - a.xEnd <= FILLED * (edge - a.x), 2],
  [({ a }) => /[\p{Ll}]$/u.test(a.text), 1], // …and stops mid-sentence, on a word
  // A ends on the edge of a justified column: every line of a justified paragraph does but its last, even one
  // ending a sentence ('… using React.' / 'Implementing RESTful services …')
  [({ a, edge, justified }) => justified && edge - a.xEnd <= FLUSH * a.charWidth, 3],
  [({ a }) => ENDS_WITH_DATE.test(a.text), -4], // 'Développeuse — Acme   mars 2021 – aujourd’hui': a header
  // a bold header's words cut by the dates beside them, B bold too with nothing beside it: a title's box too
  // narrow for it ('Front of House ⇥ Jan 2022 – Current' / 'Manager'), even with a header's looser line-height;
  // a role under a firm changes type, or fits in the room beside it (wouldNotFit is asked first)
  [({ a, b, besideA, besideB }) => besideA === true && !besideB && emphasised(a, b) && !b.bullet, 5],
  [({ a }) => a.bullet, 1], // a bullet item wraps under its own text
  [({ a, b }) => a.bullet && a.textX - a.x > 1 && Math.abs(b.x - a.textX) <= 1, 2], // exactly its hanging indent
  [({ a }) => (a.text.match(/,/g) ?? []).length >= 2 && /[\p{L}\d)]$/u.test(a.text), 1], // a list cut mid-item
  [({ a }) => /[.!?;]$/.test(a.text) || (!a.bullet && /:$/.test(a.text)), -2], // A ends a sentence or a label
  [({ a }) => a.bullet && /:$/.test(a.text), 1], // a bullet's colon announces what follows
  [({ a }) => (a.text.match(/\(/g) ?? []).length > (a.text.match(/\)/g) ?? []).length, 3], // a bracket left open
  // more space between A and B than between the lines of a paragraph: B starts the next item
  // (a line in lower case goes on all the same: a glyph from another font can push one baseline down)
  [({ a, b, leading }) => a.yLast - b.y > looser(leading, b.size) && !/^\p{Ll}/u.test(b.text), -3],
  // …and exactly the leading of a paragraph, where items are spaced further apart: B goes on from A
  [({ a, b, leading, itemsSpaced }) => itemsSpaced && a.yLast - b.y <= leading + 0.3, 2],
  [({ b }) => startsWithDate(b.text), -4], // '1997 – 1999 Master of …': the next entry
  // …but a period a narrow cell cut goes on: '12/2020 –' / '11/2024', 'Oct 2021 –' / 'present', 'Sep 2016 –
  // Aug' / '2017', 'Van maart 2015 tot' / 'heden'
  [({ a, b }) => periodGoesOn(a, b), 10],
  [({ a }) => a.text.includes('\t'), -4], // a line with a column gap is a header line (title ⇥ dates)
  // a name set in capitals, then a line in ordinary capitalisation: an employer above its role, whatever the
  // place beside the name fills of its line ('LEICESTER ELECTRICAL SERVICES Bristol' / 'Contracts Manager | …')
  [({ a, b }) => opensInCapitals(a.text) && OPENS_CAPITALISED.test(b.text), -3],
  // a heading a narrow column set over two lines, both in capitals ('EXPÉRIENCES' / 'PROFESSIONNELLES'): one
  // heading, though its first word alone names the section too
  [({ a, b }) => headingInTwo(a.text, b.text), 8],
  // a header with its dates, then a town alone ('… | Cadre de santé' / 'Huy', '… 2023 – nu' / 'Sint-Niklaas'):
  // the place set under the header, not the end of its words
  // (not a title's last word, nor a name's: 'IT Support' / 'Technician', 'Concession Moreau' / 'Automobiles')
  [
    ({ a, b }) =>
      PLACE_ALONE.test(b.text) &&
      // (not after a name cut after the word of its kind: 'Téléconseillère — Agence' / 'Texier Immobilier')
      !endsOnAKindOfPlace(a.text) &&
      /\p{Ll}$/u.test(a.text) &&
      findPeriod(a.text) !== undefined &&
      !hasJobTitleWord(fold(b.text)),
    -3,
  ],
  [({ a, b }) => isContactItem(a.text) || isContactItem(b.text), -6], // a phone number, then an e-mail
];
export const CONFIRMED = 3;
// (bold or italic: 'Accountant bij *Boekhoudkantoor* ⇥ okt. 2012 – apr. 2014' / '*Janssens*', the firm's name in
// italics after the bold title)
const emphasised = (a: PhysicalLine, b: PhysicalLine) => {
  const last = a.pieces[a.pieces.length - 1];
  return sameType(a, b) && (last?.bold === true || last?.italic === true);
};
const PLACE_ALONE = /^\p{Lu}[\p{Ll}'’-]+(?:[ -]\p{Lu}[\p{Ll}'’-]+)?(?:,\s*\p{Lu}[\p{Ll}'’-]+)?$/u;
const IN_CAPITALS = /^[\p{Lu}\s&'’-]+$/u;
const headingInTwo = (a: string, b: string) =>
  IN_CAPITALS.test(a) &&
  IN_CAPITALS.test(b) &&
  sectionOfHeading(b) === undefined &&
  sectionOfHeading(`${a} ${b}`) !== undefined;
// its first two words (signs such as '&' aside) in capitals: 'EDWARDS & SONS BUILDERS Nottingham'
const opensInCapitals = (text: string) => {
  const words = text.split(/\s+/, 6).filter((w) => /\p{L}/u.test(w));
  return words.length >= 2 && words.slice(0, 2).every((w) => /^\p{Lu}[\p{Lu}\d'’.-]+$/u.test(w));
};
const OPENS_CAPITALISED = /^\p{Lu}\p{Ll}/u;
export const SEPARATOR_ALONE = /^[–—|·]$/u;
const KIND_AFTER_SEPARATOR = /\s[–—|·]\s+(\p{L}+)$/u;
function endsOnAKindOfPlace(text: string): boolean {
  const word = KIND_AFTER_SEPARATOR.exec(text)?.[1];
  return (
    word !== undefined && !endsWithLegalForm(word) && (hasCompanyWord(word) || hasInstitutionWord(fold(word)))
  );
}
const PARTICLE_END = /\s(?:Den|De|Van|Ter|Du|Des|Les|La|Le|Von|Der|Del|Da|Di)$/u;
const PARTICLE_START = /^(?:Ter|Den|Van|Von|Der)\s+\p{Lu}/u;
export const NEW_BLOCK = 0.45; // × font size: more space than a paragraph's leading by this much starts a block
export const SAME_SIZE = 0.06; // where two lines meet, sizes that differ by more than this share are two kinds of text
// Signs a line does not end on: a separator or a range's dash, a bracket left open, an ampersand.
export const JOINING_END = /\s[–—|·&+/]$|[(,]$/u;
// Lines farther apart than a paragraph's leading by this much (points, or share of the size) are two items:
// a list's items are often spaced by a point or two only.
export const looser = (leading: number, size: number) => leading + Math.max(0.6, 0.04 * size);
