import type { Education } from '@cv/contracts';
import { PLACE_WORDS } from '../data/places';
import { bestByFeatures, type Feature } from '../text/feature-score';
import { fold } from '../text/fold';
import { hasDegreeWord, hasInstitutionWord } from './entry-words';
import { findPeriod, isRangePeriod, periodAlone } from './find-period';
import { groupEntries } from './group-entries';
import { settleSchool } from './settle-school';
import { type Part, spanAsWritten, splitHeaderParts, trimPart } from './split-header-parts';
import type { Line } from './split-lines';

/**
 * Parse step 7 — the degrees. A new entry starts at a line naming a degree ('Master', 'MSc', 'DUT', 'Vwo') or
 * carrying a date range, or at a plain line right before a line that opens with a date ('Excel avancé (21 h)' /
 * '2023 · formation professionnelle': a course listed after the degrees). In its header, the degree is the part
 * naming a degree (with a second such part, as in 'DCG — Diplôme de comptabilité et de gestion', both), the
 * institution the part naming a school; a school line such as 'Université X, Lyon · mention Bien' gives the
 * school when it names one ('formation continue, Nantes' does not), and the rest goes to the description.
 */
// 'MBO Utrecht', 'ROC Amsterdam': a school named by the kind of schooling it gives and its town
const schoolByTown = (text: string) => {
  const words = text.split(' ');
  return words.length >= 2 && hasDegreeWord(words[0]!) && PLACE_WORDS.has(fold(words.slice(1).join(' ')));
};

const DEGREE_FEATURES: ReadonlyArray<Feature<Part>> = [
  [(p) => p.bold, 6], // our layout writes the degree in bold
  [(p) => hasDegreeWord(p.text), 4], // 'Master', 'BSc', 'Licence'
  [(p) => hasInstitutionWord(fold(p.text)), -3], // 'University of …' is the school
  [(p) => schoolByTown(p.text), -8],
  [(p) => p.index === 0, 1], // most CVs write the degree first
];

const INSTITUTION_FEATURES: ReadonlyArray<Feature<Part>> = [
  [(p) => hasInstitutionWord(fold(p.text)), 4], // 'Université', 'Hogeschool', 'School'
  [(p) => schoolByTown(p.text), 6],
  [(p) => /^\p{Lu}/u.test(p.text), 1], // a proper name
  [(p) => hasDegreeWord(p.text), -2],
  [(p) => /:\s|\d/.test(p.text), -2], // 'Overall GPA: 9.5/10', 'Mention : bien' describe the degree
];

// 'University of Illinois at Chicago': 'at' inside a school's name is no separator between a title and an employer
const SCHOOL_SEPARATORS = /\s+[|·•—–]\s+|\s+-\s+|\t/;

const isBold = (line: Line) => line.raw.startsWith('**');

const startsEntry = (line: Line) => {
  if (isBold(line)) return true; // our own layout writes each entry's title in bold
  const found = findPeriod(line.text);
  // a dated line naming something ('Praktijkdiploma Boekhouden – NOVAK (2018)'), not a line of dates alone
  return (
    hasDegreeWord(line.text) || (found !== undefined && (isRangePeriod(found.period) || !isDatesOnly(line)))
  );
};

/** A line naming a degree — not a school named after one ('Skyline High School, Dallas TX'). */
const namesDegree = (text: string) =>
  !schoolByTown(text) && hasDegreeWord(text.replace(/\bHigh School\b(?!\s+Diploma)/gi, ''));
const isDated = (line: Line) => findPeriod(line.text) !== undefined;
/** 'Universiteit Domstad, Utrecht · …': a line that opens with a school's name is about the entry above it. */
const opensWithSchool = (line: Line) => hasInstitutionWord(fold(line.text.split(/,|\s[–—·|-]\s|\t/)[0]!));

/**
 * Plain undated lines followed by a line that opens with a date and names no degree nor range of its own
 * ('2023 · formation professionnelle'): that line needs a title, and the line before is it.
 */
function titlesBeforeDates(lines: readonly Line[]): Set<Line> {
  const titles = new Set<Line>();
  lines.forEach((line, i) => {
    const next = lines[i + 1];
    if (!next || line.bullet || next.bullet || findPeriod(line.text) || startsEntry(next)) return;
    if (findPeriod(next.text)?.index === 0) titles.add(line);
  });
  return titles;
}

// A school line names a school, or at least a proper name ('Kingsmere Business School', 'IUT de Montélimar').
/** A line of dates and nothing else ('2019', '2016 – 2018'). */
const isDatesOnly = (line: Line) => periodAlone(line.text) !== undefined;

const isSchool = (text: string) => hasInstitutionWord(fold(text)) || /^\p{Lu}/u.test(text);

export function extractEducation(lines: readonly Line[]): Education[] {
  const titles = titlesBeforeDates(lines);
  const entries = groupEntries(lines, {
    startsEntry: (line) => startsEntry(line) || titles.has(line),
    maxHeaderLines: 2,
    // a line of bare dates between the school and the degree (UC Berkeley / 2019 / Bachelor of Science) is not
    // one of the two
    uncounted: isDatesOnly,
    // degree / school / dates ('Master Bestuurskunde' / 'Universiteit Leiden' / '2014 - 2016'): the dates are its own
    joins: (line, current) =>
      current.body.length === 0 && isDatesOnly(line) && !current.header.some((h) => findPeriod(h.text)),
    // A degree line while the entry already has one starts the next entry, even without bullets in between.
    // So does a bold title (our layout) while the entry already has one.
    alwaysSplits: (line, current) =>
      (namesDegree(line.text) && current.header.some((h) => namesDegree(h.text))) ||
      (isBold(line) && current.header.some(isBold)) ||
      // a second dated item while the entry has its dates: the next entry ('… (2012 – 2016)' / '… (2018)') —
      // not its school's line, dated for a detail ('Universiteit Domstad · bestuurslid … (2016)')
      (isDated(line) && !isDatesOnly(line) && !opensWithSchool(line) && current.header.some(isDated)),
  });
  return entries.map(({ header, body }) => {
    const { period, rest, ...split } = splitHeaderParts(header, undefined, SCHOOL_SEPARATORS);
    const parts = split.parts.flatMap(degreeBeforeSchool).flatMap(schoolThenDegreePart);
    const degree = bestByFeatures(parts, DEGREE_FEATURES) ?? parts[0];
    let degreeText = degree?.text ?? '';
    // 'DCG — Diplôme de comptabilité et de gestion': a second part naming a degree (and no school) is the same one
    const sameDegree = parts.filter(
      (p) =>
        p !== degree && hasDegreeWord(p.text) && !hasInstitutionWord(fold(p.text)) && !schoolByTown(p.text),
    );
    if (degree && sameDegree.length > 0) {
      // parts of one degree as the line writes them, its own dash kept ('DCG – Diplôme de comptabilité')
      const texts = [degree, ...sameDegree].sort((a, b) => a.index - b.index).map((p) => p.text);
      degreeText = spanAsWritten(header, texts[0]!, texts.at(-1)!) ?? texts.join(' — ');
    }
    const others = parts.filter((part) => part !== degree && !sameDegree.includes(part));
    let institution = bestByFeatures(others, INSTITUTION_FEATURES);
    const description: string[] = others.filter((p) => p !== institution).map((p) => p.text);
    // 'Université Rhône-Confluences, Lyon · mention Bien' on the line under the degree: school, then details.
    const restLines = [...rest];
    // 'MSc Informatica, Hogeschool Voorbeeldstad': the school after a comma in the degree line.
    if (!institution && degree) {
      const comma = degree.text.search(
        /,\s+(?=[^,]*\b(?:universit|hogeschool|school|ecole|iut|college|institut))/i,
      );
      const schoolFirst = schoolBeforeDegree(degree.text);
      if (comma > 0) {
        institution = { text: trimPart(degree.text.slice(comma + 1)), bold: false, index: -1 };
        degreeText = trimPart(degree.text.slice(0, comma));
      } else if (schoolFirst) {
        institution = { text: schoolFirst.school, bold: false, index: -1 };
        degreeText = schoolFirst.degree;
      } else if (degreeThenOrganisation(degree.text)) {
        const split = degreeThenOrganisation(degree.text)!;
        institution = { text: split.school, bold: false, index: -1 };
        degreeText = split.degree;
      }
    }
    if (!institution && restLines.length > 0 && isSchool(trimPart(restLines[0]!.split(/\s+·\s+/)[0]!))) {
      const [first, ...details] = restLines.shift()!.split(/\s+·\s+/);
      institution = { text: trimPart(first!), bold: false, index: -1 };
      description.push(...details);
    }
    description.push(...restLines, ...body);
    const school = settleSchool(degreeText, institution?.text ?? '');
    if (school.place.length > 0) description.unshift(school.place.join(', '));
    return {
      institution: school.institution,
      degree: school.degree,
      period,
      description: description.map(trimPart).filter(Boolean).join('\n'),
    };
  });
}

/** 'Princeton University, PhD in Computer Science' (RenderCV): the school, a comma, then the degree. */
function schoolBeforeDegree(text: string): { school: string; degree: string } | undefined {
  const comma = text.indexOf(', ');
  if (comma <= 0) return undefined;
  const [school, degree] = [trimPart(text.slice(0, comma)), trimPart(text.slice(comma + 1))];
  const isSchoolOnly = hasInstitutionWord(fold(school)) && !hasDegreeWord(school);
  return isSchoolOnly && hasDegreeWord(degree) ? { school, degree } : undefined;
}

// Degrees written as a short abbreviation, which RenderCV prints right before the school's name.
const ABBREVIATION = /^(Ph\.?D\.?|BSc|BS|BA|BEng|B\.?Tech|MSc|MS|MA|MBA|MEng|MPhil|M\.?Tech)\s+(\S.*)$/u;

/**
 * 'PhD Princeton University, Computer Science': the degree, the school, then its field — three parts. Only
 * when what follows the abbreviation names a school before its first comma, and no degree.
 */
function degreeBeforeSchool(part: Part): Part[] {
  const match = ABBREVIATION.exec(part.text);
  if (!match) return [part];
  const [school, ...field] = match[2]!.split(/,\s+/);
  if (!hasInstitutionWord(fold(school!)) || hasDegreeWord(school!)) return [part];
  const pieces = [match[1]!, school!, ...(field.length ? [field.join(', ')] : [])];
  return pieces.map((text, i) => ({ ...part, text, bold: part.bold && i === 0, index: part.index + i / 10 }));
}

/**
 * 'CAP Cuisine, CFA de Bordeaux', 'HBO Commerciële Economie, Windesheim Zwolle': when no school was found
 * elsewhere, a degree followed by a comma and a capitalised name without a degree word is that name's.
 */
// what a degree's comma may introduce besides its school: its field, option or honours
const FIELD_WORDS =
  /^(?:speciali[sz]ation|specialite|option|major|minor|majeure|mineure|mention|profiel|richting|honou?rs|track|parcours|cum laude|magna|summa)\b/;

function degreeThenOrganisation(text: string): { school: string; degree: string } | undefined {
  const comma = text.indexOf(', ');
  if (comma <= 0) return undefined;
  const [degree, school] = [trimPart(text.slice(0, comma)), trimPart(text.slice(comma + 1))];
  const isName =
    /^\p{Lu}/u.test(school) &&
    !hasDegreeWord(school) &&
    !FIELD_WORDS.test(fold(school)) &&
    school.split(/\s+/).length <= 6;
  return hasDegreeWord(degree) && isName ? { school, degree } : undefined;
}

/** 'Columbia Law School, J.D.': the school, then its degree, in one part — two parts. */
function schoolThenDegreePart(part: Part): Part[] {
  const split = schoolBeforeDegree(part.text);
  if (!split) return [part];
  return [
    { ...part, text: split.school, bold: false },
    { ...part, text: split.degree, index: part.index + 0.5 },
  ];
}
