import type { Education } from '@cv/contracts';
import { bestByFeatures, type Feature } from '../text/feature-score';
import { fold } from '../text/fold';
import { hasDegreeWord, hasInstitutionWord } from './entry-words';
import { findPeriod, isRangePeriod } from './find-period';
import { groupEntries } from './group-entries';
import { type Part, splitHeaderParts, trimPart } from './split-header-parts';
import type { Line } from './split-lines';

/**
 * Parse step 7 — the degrees. A new entry starts at a line naming a degree ('Master', 'MSc', 'DUT', 'Vwo') or
 * carrying a date range. In its header, the degree is the part naming a degree, the institution the part naming
 * a school; a school line such as 'Université X, Lyon · mention Bien' gives the school, and the rest goes to the
 * description.
 */
const DEGREE_FEATURES: ReadonlyArray<Feature<Part>> = [
  [(p) => p.bold, 6], // our layout writes the degree in bold
  [(p) => hasDegreeWord(p.text), 4], // 'Master', 'BSc', 'Licence'
  [(p) => hasInstitutionWord(fold(p.text)), -3], // 'University of …' is the school
  [(p) => p.index === 0, 1], // most CVs write the degree first
];

const INSTITUTION_FEATURES: ReadonlyArray<Feature<Part>> = [
  [(p) => hasInstitutionWord(fold(p.text)), 4], // 'Université', 'Hogeschool', 'School'
  [(p) => /^\p{Lu}/u.test(p.text), 1], // a proper name
  [(p) => hasDegreeWord(p.text), -2],
];

const startsEntry = (line: Line) => {
  const found = findPeriod(line.text);
  return hasDegreeWord(line.text) || (found !== undefined && isRangePeriod(found.period));
};

export function extractEducation(lines: readonly Line[]): Education[] {
  const entries = groupEntries(lines, {
    startsEntry,
    maxHeaderLines: 2,
    // A degree line while the entry already has one starts the next entry, even without bullets in between.
    alwaysSplits: (line, current) =>
      hasDegreeWord(line.text) && current.header.some((h) => hasDegreeWord(h.text)),
  });
  return entries.map(({ header, body }) => {
    const { period, parts, rest } = splitHeaderParts(header);
    const degree = bestByFeatures(parts, DEGREE_FEATURES) ?? parts[0];
    let degreeText = degree?.text ?? '';
    const others = parts.filter((part) => part !== degree);
    let institution = bestByFeatures(others, INSTITUTION_FEATURES);
    const description: string[] = others.filter((p) => p !== institution).map((p) => p.text);
    // 'Université Rhône-Confluences, Lyon · mention Bien' on the line under the degree: school, then details.
    const restLines = [...rest];
    // 'MSc Informatica, Hogeschool Voorbeeldstad': the school after a comma in the degree line.
    if (!institution && degree) {
      const comma = degree.text.search(
        /,\s+(?=[^,]*\b(?:universit|hogeschool|school|ecole|iut|college|institut))/i,
      );
      if (comma > 0) {
        institution = { text: trimPart(degree.text.slice(comma + 1)), bold: false, index: -1 };
        degreeText = trimPart(degree.text.slice(0, comma));
      }
    }
    if (!institution && restLines.length > 0) {
      const [first, ...details] = restLines.shift()!.split(/\s+·\s+/);
      institution = { text: trimPart(first!), bold: false, index: -1 };
      description.push(...details);
    }
    description.push(...restLines, ...body);
    return {
      institution: institution?.text ?? '',
      degree: degreeText,
      period,
      description: description.map(trimPart).filter(Boolean).join('\n'),
    };
  });
}
