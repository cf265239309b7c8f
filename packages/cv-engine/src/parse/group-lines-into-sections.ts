import { type Feature, featureScore } from '../text/feature-score';
import { fold } from '../text/fold';
import { type SectionKey, sectionOfHeading } from './section-headings';
import type { Line } from './split-lines';

/**
 * Parse step 4 — group lines into sections. A line is a heading when it names a known section (FR/EN/NL, any
 * case, with or without ':'); after the first known heading, a short line in capitals that names no known
 * section ('PROJETS PERSO') opens an 'other' section under its own name. Lines before the first heading are the
 * header (name, contact, title). A label line inside a section — 'Languages: English, French' in a Skills block —
 * is routed to the section its label names, so the languages do not end up among the skills.
 */
export type Section = { readonly key: SectionKey; readonly label: string; readonly lines: Line[] };
export type Grouped = { header: Line[]; sections: Section[] };

// A line as the heading features read it: its word count counted once.
type Candidate = { readonly text: string; readonly bullet: boolean; readonly words: number };
function countWords(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = text[i] === ' ' || text[i] === '\t';
    if (!space && !inWord) count++;
    inWord = !space;
  }
  return count;
}

// Features of an unknown heading; a known heading needs no score.
const UNKNOWN_HEADING: ReadonlyArray<Feature<Candidate>> = [
  [(l) => /\p{Lu}{3}/u.test(l.text) && !/\p{Ll}/u.test(l.text), 3], // all capitals, like most CV headings
  [(l) => l.words <= 3, 1], // headings are short
  [(l) => /:$/.test(l.text), 1], // 'Projets :' is a label for what follows
  [(l) => l.bullet, -10], // a bullet is content
  [(l) => /\d|@/.test(l.text), -3], // dates, phone numbers and e-mails are content
  [(l) => l.words > 5, -5], // a sentence is content
];
const UNKNOWN_HEADING_THRESHOLD = 4;

// Sections a label line can be routed to: the ones that are lists of their own.
const ROUTABLE = new Set<SectionKey>(['languages', 'certifications', 'interests', 'softSkills']);
const LABEL_LINE = /^([^:]{3,40}?)\s*:\s*(.+)$/;

export function groupLinesIntoSections(lines: readonly Line[]): Grouped {
  const header: Line[] = [];
  const sections = new Sections();
  let current: Section | undefined;
  for (const line of lines) {
    const key = line.bullet ? undefined : headingOf(line, current !== undefined);
    if (key) {
      current = sections.get(key, line.text);
      continue;
    }
    if (!current) {
      header.push(line);
      continue;
    }
    const routed = routeLabelLine(line, current.key);
    if (routed) sections.get(routed.key, routed.label).lines.push(routed.line);
    else current.lines.push(line);
  }
  return { header, sections: sections.list };
}

export function headingOf(line: Line, afterFirstHeading: boolean): SectionKey | undefined {
  const known = sectionOfHeading(line.text);
  if (known) return known;
  if (afterFirstHeading && looksLikeHeading(line)) return 'other';
  return undefined;
}

function looksLikeHeading(line: Line): boolean {
  const candidate = { text: line.text, bullet: line.bullet, words: countWords(line.text) };
  return featureScore(candidate, UNKNOWN_HEADING) >= UNKNOWN_HEADING_THRESHOLD;
}

/**
 * The sections in order of first appearance, found by key: one per key, so a two-column CV's halves merge;
 * 'other' sections stay apart, one per label. A map, not a search of the list: a text of thousands of
 * distinct capitalised lines opens as many sections (issue 17).
 */
class Sections {
  readonly list: Section[] = [];
  readonly #byKey = new Map<string, Section>();

  get(key: SectionKey, label: string): Section {
    const cleanLabel = label.replace(/\s*:\s*$/, '').trim();
    const id = key === 'other' ? `other:${fold(cleanLabel)}` : key;
    const existing = this.#byKey.get(id);
    if (existing) return existing;
    const section: Section = { key, label: cleanLabel, lines: [] };
    this.list.push(section);
    this.#byKey.set(id, section);
    return section;
  }
}

function routeLabelLine(line: Line, currentKey: SectionKey) {
  const match = LABEL_LINE.exec(line.text);
  if (!match) return undefined;
  const key = sectionOfHeading(match[1]!);
  if (!key || key === currentKey || !ROUTABLE.has(key)) return undefined;
  const content = match[2]!.trim();
  return { key, label: match[1]!.trim(), line: { ...line, text: content, raw: content } };
}
