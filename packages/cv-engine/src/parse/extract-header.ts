import { CONTACT_LABEL, hasEmail, hasPhone, hasUrl, LINKEDIN } from '../text/contact-patterns';
import { type Feature, featureScore } from '../text/feature-score';
import { fold } from '../text/fold';
import { labelAndValue, valueOfNameLabel } from '../text/label-and-value';
import { hasJobTitleWord } from './entry-words';
import type { Line } from './split-lines';

/**
 * Parse step 5 — the header: the lines before the first heading, plus any 'Contact' section (a two-column CV
 * keeps it in its sidebar). Contact lines are the ones with an e-mail, a phone number, a link or a contact
 * label; their items are split on '·', '|', '•' and tabs, stripped of labels, and joined with ' | '. The name is
 * the best-scoring of the first lines; the title is the first short line left. A long line left over is a
 * summary written without a heading.
 */
export type Header = { name: string; contact: string; title: string; extra: string[] };

const words = (text: string) => text.split(/\s+/).filter(Boolean);

const CONTACT_FEATURES: ReadonlyArray<Feature<Line>> = [
  [(l) => hasEmail(l.text), 4], // an e-mail address
  [(l) => hasPhone(l.text), 4], // a phone number
  [(l) => hasUrl(l.text) || LINKEDIN.test(l.text), 4], // a web site or profile
  [(l) => CONTACT_LABEL.test(l.text), 4], // 'Email:', 'Téléphone :', 'Adres:'
];

const NAME_FEATURES: ReadonlyArray<Feature<{ line: Line; index: number }>> = [
  [({ line }) => words(line.text).length >= 2 && words(line.text).length <= 4, 2], // 'Maëlle Duchâteau'
  [
    ({ line }) =>
      words(line.text).every(
        (w) =>
          /^[\p{Lu}]/u.test(w) ||
          /^(de|van|der|den|le|la|du|von|d'|mr\.|mevr\.|dhr\.|drs\.|ir\.|dr\.)$/i.test(w),
      ),
    3,
  ], // capitalised words
  [({ index }) => index === 0, 2], // a CV opens with the name
  [({ line }) => /[\d@:|/]/.test(line.text), -6], // a name has no digits, e-mail, label or separators
  [({ line }) => hasJobTitleWord(fold(line.text)), -4], // 'Software Engineer' is a title, not a name
  [({ line }) => line.bullet, -10],
  [({ line }) => CV_WORDS.test(line.text), -10], // 'Curriculum Vitae' names the document
];
const CV_WORDS = /^(?:curriculum vitae|cv|résumé|resume|levensloop)$/i;
// 'Naam: Anouk de Vries', 'Curriculum Vitae – Sandra Willems': the name after its label
const NAME_LABEL = /^(?:naam|nom|name|curriculum vitae|cv)\s*[:：–—-]\s*/i;
const NAME_THRESHOLD = 5;
const MAX_TITLE_WORDS = 16;

export function extractHeader(
  header: readonly Line[],
  contactSection: readonly Line[],
  everyLine: readonly Line[] = [],
): Header {
  const contactItems: string[] = [];
  const rest: Line[] = [];
  for (const line of header.flatMap(splitAtColumnGap)) {
    if (featureScore(line, CONTACT_FEATURES) > 0) contactItems.push(...contactParts(line.text));
    else rest.push(line);
  }
  // a personal-data table's rows ('Nom ⇥ Lucas Gérard', 'Geboortedatum ⇥ 14 mei 1994'): the name's field is the
  // name, each other field one item with its label ('Adresse' and 'E-mail' are then taken off as usual)
  let nameField: string | undefined;
  for (const line of contactSection) {
    const name = valueOfNameLabel(line.text);
    if (name !== undefined) nameField ??= name;
    else contactItems.push(...contactParts(labelAndValue(line.text, 'tight') ?? line.text));
  }

  const candidates = rest.slice(0, 3).map((line, index) => ({ line: withoutNameLabel(line), index }));
  const scored = candidates.map((c) => ({ c, score: featureScore(c, NAME_FEATURES) }));
  const best = scored.reduce<(typeof scored)[number] | undefined>(
    (top, s) => (!top || s.score > top.score ? s : top),
    undefined,
  );
  const nameLine = best && best.score >= NAME_THRESHOLD ? best.c.line : undefined;

  const left = rest.filter((line) => line !== nameLine && withoutNameLabel(line) !== nameLine);
  // a title is no sentence: 'Experienced cloud engineer with eight years … .' above the name is a summary
  const titleLine = left.find(
    (line) =>
      !line.bullet &&
      words(line.text).length <= MAX_TITLE_WORDS &&
      !/[.!?]$/.test(line.text) &&
      !CV_WORDS.test(line.text),
  );
  return {
    name: nameLine
      ? nameLine.text.replace(/\t/g, ' ')
      : (nameField ?? nameFromEmail(contactItems, everyLine) ?? ''),
    contact: unique(contactItems).join(' | '),
    title: titleLine ? titleLine.text.replace(/\t/g, ' ') : '',
    extra: left.filter((line) => line !== titleLine).map((line) => line.text.replace(/\t/g, ' ')),
  };
}

/**
 * 'Barry Allen ⇥ (123) 456-7890', 'Front-End Developer ⇥ § bwayne': a header line whose right side (after a
 * column gap) holds contact items or a profile handle is two lines — the name or title, and a contact line.
 */
function splitAtColumnGap(line: Line): Line[] {
  const [first, ...others] = line.text.split('\t');
  if (others.length === 0 || !first || featureScore({ ...line, text: first }, CONTACT_FEATURES) > 0)
    return [line];
  const side = others.join('\t');
  const contactLike = featureScore({ ...line, text: side }, CONTACT_FEATURES) > 0 || words(side).length <= 2;
  if (!contactLike) return [line];
  return [
    { ...line, text: first, raw: first },
    { ...line, text: side, raw: side },
  ];
}

function contactParts(text: string): string[] {
  return text
    .split(/\s+[·|•]\s+|\t|\s{2,}|\s+[–—]\s+/)
    .map((part) => part.replace(CONTACT_LABEL, '').trim())
    .filter((part) => part.length > 0);
}

function unique(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = fold(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A name printed away from the header — a sidebar's, read last ('john.doe@email.com' … 'John Doe'): the line
 * whose words are the parts of the e-mail address before the '@', when it has two or more.
 */
function nameFromEmail(contactItems: readonly string[], lines: readonly Line[]): string | undefined {
  const local = contactItems.find((item) => item.includes('@'))?.split('@')[0] ?? '';
  const parts = fold(local)
    .split(/[._-]+/)
    .filter((part) => /^\p{L}{2,}$/u.test(part));
  if (parts.length < 2) return undefined;
  const key = [...parts].sort().join(' ');
  // the name's length is the parts' and their spaces, give or take an accent or a hyphen: other lines are not read
  const near = (text: string) => text.length >= key.length - 2 && text.length <= key.length + 4;
  const line = lines.find(
    (l) => !l.bullet && near(l.text) && [...words(fold(l.text))].sort().join(' ') === key,
  );
  return line?.text;
}

const labelled = new WeakMap<Line, Line>();

/** The line without a name label ('Naam: …'); the same object when it has none, so it can be found again. */
function withoutNameLabel(line: Line): Line {
  const label = NAME_LABEL.exec(line.text);
  if (!label || label[0].length === line.text.length) return line;
  let stripped = labelled.get(line);
  if (!stripped) {
    const text = line.text.slice(label[0].length);
    stripped = { ...line, text, raw: text };
    labelled.set(line, stripped);
  }
  return stripped;
}
