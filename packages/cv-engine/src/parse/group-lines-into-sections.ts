import { fold } from '../text/fold';
import { headingKeys } from './heading-keys';
import { type SectionKey, sectionOfHeading } from './section-headings';
import type { Line } from './split-lines';

/**
 * Parse step 4 — group lines into sections, each opened by a heading (heading-keys.ts: a known section's name,
 * or a short line in capitals that names none, 'PROJETS PERSO', which opens an 'other' section under its own
 * name). Lines before the first heading are the header (name, contact, title). A label line inside a section — 'Languages: English, French' in a Skills block —
 * is routed to the section its label names, so the languages do not end up among the skills.
 */
export type Section = { readonly key: SectionKey; readonly label: string; readonly lines: Line[] };
export type Grouped = { header: Line[]; sections: Section[] };

// Sections a label line can be routed to: the ones that are lists of their own.
const ROUTABLE = new Set<SectionKey>(['languages', 'certifications', 'interests', 'softSkills']);
// 'Languages: English, French', or the label in a form's left column beside its value ('Certificats ⇥ …')
const LABEL_LINE = /^([^:\t]{3,40}?)\s*(?::|\t)\s*(.+)$/;

export function groupLinesIntoSections(lines: readonly Line[]): Grouped {
  const header: Line[] = [];
  const sections = new Sections();
  let current: Section | undefined;
  const keys = headingKeys(lines);
  lines.forEach((line, i) => {
    const key = keys[i];
    if (key) {
      current = sections.get(key, line.text);
      return;
    }
    if (!current) {
      header.push(line);
      return;
    }
    const routed = routeLabelLine(line, current.key);
    if (routed) sections.get(routed.key, routed.label).lines.push(routed.line);
    else current.lines.push(line);
  });
  return { header, sections: sections.list };
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
