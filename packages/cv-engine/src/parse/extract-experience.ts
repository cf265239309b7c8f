import type { Experience } from '@cv/contracts';
import { CONTRACT_TERMS, CONTRACT_WORDS, SELF_EMPLOYED_WORDS } from '../data/contract-words';
import { ENTRY_FIELD_LABELS, type EntryField } from '../data/entry-field-labels';
import { PLACE_WORDS } from '../data/places';
import { bestByFeatures, type Feature, reachesScore } from '../text/feature-score';
import { fold } from '../text/fold';
import { commaPieces, NAME_PARTICLE, unitsWithTheirEmployer } from './comma-pieces';
import {
  endsLikeSentence,
  endsWithLegalForm,
  hasCompanyWord,
  hasInstitutionWord,
  hasJobTitleWord,
} from './entry-words';
import { findPeriod, periodAlone } from './find-period';
import { type Entry, groupEntries } from './group-entries';
import { employerAndTown, labelledDetail, labelledPeriod, repeatsField } from './labelled-entry-lines';
import { repeatsHeadLook } from './repeated-head-look';
import { isPartOfEmployer, type ReadJob, rolesUnderEmployer } from './roles-under-employer';
import { sameLayoutForAll } from './same-layout-for-all';
import { type Part, spanAsWritten, splitHeaderParts } from './split-header-parts';
import type { Line } from './split-lines';
import { repeatsStyledHead } from './styled-entry-heads';

/**
 * Parse step 6 — the experiences. Entries are cut by group-entries.ts; in each header the position is the part
 * that reads most like a job title, the company the best of the others. Lines of the header that are neither
 * (the line about the employer: 'Éditeur SaaS (140 salariés) · Lyon 3e · CDI') open the description: the
 * Parsed CV has no field for them, and first in the description is where a reader expects them. (The rewrite
 * works on the document, where that line is a line of its own, not a bullet: it is never reworded.)
 */
// Only a line's text is read: a text the rewriter is about to write (opensExperienceEntry) has no source line.
const HEADER_FEATURES: ReadonlyArray<Feature<Pick<Line, 'text' | 'raw'>>> = [
  [(l) => findPeriod(l.text) !== undefined, 4], // a job is dated
  [(l) => /\s[|—–@]\s|\t|\s-\s|\s(at|chez|bij)\s/i.test(l.text), 1], // 'Position — Company'
  [(l) => hasJobTitleWord(fold(l.text)), 2], // 'Data Engineer', 'Développeuse'
  [(l) => l.raw.startsWith('**'), 3], // our layout writes the position in bold
  [(l) => l.text.split(/\s+/).length <= 12, 1], // headers are short
  [(l) => endsLikeSentence(l.text), -3], // a sentence is description
  // so is a line starting in lower case, unless with its dates ('sept. 2019 – janv. 2022')
  // (a name opening on its particle is no sentence: 'de Groot Elektro — Breda')
  [(l) => /^\p{Ll}/u.test(l.text) && !NAME_PARTICLE.test(l.text) && findPeriod(l.text)?.index !== 0, -3],
  [(l) => l.text.split(/\s+/).length > 20, -4],
];
const HEADER_THRESHOLD = 4;

const POSITION_FEATURES: ReadonlyArray<Feature<Part>> = [
  [(p) => p.bold, 6], // our layout: '**Position** — Company | period'
  [(p) => hasJobTitleWord(fold(p.text)) && !endsWithLegalForm(p.text), 3], // holds a job-title word
  [(p) => p.index === 0, 1], // most CVs write the position first
  [roleBeforeAt, 3], // 'Bediening bij Restaurant Zeezicht': the role, then its employer
  // 'Alternance', 'Stage', 'Deeltijds (4/5)' say how the job was held
  [(p) => howHeld(p.text), -4],
  [(p) => isPlace(p.text) || p.where === true, -4], // 'Remote', 'Paris': where
  // 'Spokane State University', 'Clinique du Parc': a school or a hospital is where, not what, one works
  [(p) => namesOrganisation(p.text) && !hasJobTitleWord(fold(p.text)), -2],
  // 'TechCorp Inc.' is a company; 'Co-Founder & CTO' is a title despite its '&'
  [(p) => hasCompanyWord(p.text) && !hasJobTitleWord(fold(p.text)), -3],
  // 'Hartwell & Ruiz LLP', 'Noordlicht Software B.V.': a name ending in a legal form is a firm, in bold or not
  [(p) => endsWithLegalForm(p.text), -6],
];

// 'Alternance', 'Stage', 'CDD de 6 mois', '(jobstudent)': how the job was held
function howHeld(text: string): boolean {
  return CONTRACT_WORDS.has(fold(text)) || isContractLine(text);
}

// 'Spokane State University', 'Clinique du Parc', 'Mairie de Lyon': a school, a hospital, a public body
function namesOrganisation(text: string): boolean {
  return hasInstitutionWord(fold(text)) || ORGANISATION.test(fold(text));
}

// 'Bediening bij Restaurant Zeezicht'; not 'Saint Anselm College at Bedford', a name and its town
function roleBeforeAt(p: Part): boolean {
  return p.beforeAt === true && !namesOrganisation(p.text) && !hasCompanyWord(p.text);
}

const PLACE =
  /^(?:[A-Z]{2}|USA|UK|U\.S\.A?\.?|France|Belgique|België|Belgium|Nederland|Netherlands|Deutschland|Germany|Canada|India|Türkiye|Remote|Télétravail)$/u;

// employers that are no company: care, public service (schools are institution words, entry-words.ts)
const ORGANISATION =
  /\b(?:hopital|hospital|clinique|clinic|chu|ehpad|ziekenhuis|mairie|gemeente|ministere|ministerie|prefecture|association|stichting|vereniging|fondation|foundation)\b/;

/** 'Voltijds, vast contract', 'CDD de 6 mois': a line made of contract words (and numbers) only. */
export function isContractLine(text: string): boolean {
  const words = fold(text)
    .split(/[\s,;/()·]+/)
    .filter((word) => word !== '' && !/^\d+$/.test(word));
  return (
    words.length > 0 && words.some((word) => word !== 'de') && words.every((word) => CONTRACT_TERMS.has(word))
  );
}

// 'Louvain-la-Neuve', 'Boulogne-sur-Mer', 'Aix-en-Provence', 'Stratford-upon-Avon', 'Bergen-op-Zoom': a town's
// name joined by a particle's hyphens, which no firm's name nor title is written with
const HYPHENED_TOWN =
  /^\p{Lu}\p{Ll}+(?:-(?:la|le|les|lès|sur|sous|en|de|du|des|upon|on|under|op|aan|in|am|an|bij)-\p{Lu}\p{Ll}+|-d['’]\p{Lu}\p{Ll}+)+$/u;
const isPlace = (text: string) => PLACE.test(text) || PLACE_WORDS.has(fold(text)) || HYPHENED_TOWN.test(text);

/**
 * A header's parts are complete with a title and an employer: 'Barclays — London' has neither a title nor a
 * second possible employer, so the next line joins in ('Business Analyst, 03/2020 – Present').
 */
// 'March 2019 – May 2021 · Paisley' above the title: one word alone beside the dates is where, not who
const townBesideDates = (p: Part) =>
  p.dated === true && p.partsOnLine === 1 && /^\p{Lu}\S*$/u.test(p.text) && !hasCompanyWord(p.text);

function hasTitleAndEmployer(parts: readonly Part[]): boolean {
  const pieces = splitCommaParts(parts);
  const isContract = (p: Part) => CONTRACT_WORDS.has(fold(p.text));
  const isTitle = (p: Part) =>
    (hasJobTitleWord(fold(p.text)) || roleBeforeAt(p)) && !isContract(p) && !endsWithLegalForm(p.text);
  const title = pieces.find(isTitle);
  const employer = pieces.some(
    (p) =>
      !isTitle(p) &&
      !isPlace(p.text) &&
      !p.where &&
      !isContract(p) &&
      !/:/.test(p.text) &&
      !isCode(p.text) &&
      !isPartOfEmployer(p.text) &&
      !afterUnit(pieces, p) &&
      !townBesideDates(p),
  );
  return pieces.length >= 2 && title !== undefined && employer;
}

// 'Senior Healthcare Assistant, Ward 14 – Elderly Care': what follows a unit of the employer after another
// separator than the title's comma says what the unit does (the employer is named elsewhere)
const afterUnit = (parts: readonly Part[], p: Part) => {
  const unit = parts[p.index - 1];
  return (
    unit !== undefined &&
    unit.line === p.line &&
    unit.cutFrom !== undefined &&
    unit.cutFrom !== p.cutFrom &&
    parts[unit.index - 1]?.cutFrom === unit.cutFrom &&
    isPartOfEmployer(unit.text) &&
    !hasCompanyWord(p.text)
  );
};

// 'CM1-CM2', 'B1/B2', 'A2-B1': a class's or a level's code beside a title, no employer's name
const isCode = (text: string) => /^[\p{Lu}\d]+(?:[-/][\p{Lu}\d]+)+$/u.test(text) && /\d/.test(text);

const COMPANY_FEATURES: ReadonlyArray<Feature<Part>> = [
  [(p) => namesOrganisation(p.text), 2], // a school, a hospital, a town hall
  [(p) => isPlace(p.text) || p.where === true, -6], // 'CA', 'USA', 'Remote', 'Paris': where, not who
  [(p) => howHeld(p.text), -6], // 'Alternance', 'CDD de 6 mois': how
  [(p) => /:/.test(p.text), -4], // 'Clients : TotalEnergies, Safran' is a label line about the job
  [(p) => isCode(p.text), -4],
  // 'Ward 14', 'Service de cardiologie', 'Afdeling geriatrie' beside a title: where in the employer, not who
  [(p) => isPartOfEmployer(p.text), -4],
  [(p) => hasCompanyWord(p.text), 3], // legal form or group word
  [(p) => /^\p{Lu}/u.test(p.text), 1], // a proper name
  [(p) => p.index <= 1, 1], // right after the position
  [(p) => hasJobTitleWord(fold(p.text)), -2], // a second title-like part is rarely the employer
];

/** Whether a plain line would open an experience entry (the rewriter asks before writing one without a bullet). */
export function opensExperienceEntry(text: string): boolean {
  return reachesScore({ text, raw: text }, HEADER_FEATURES, HEADER_THRESHOLD);
}

/**
 * 'Product Manager, Google, Mountain View, CA, USA' and 'Nexus AI, Co-Founder & CTO' hold their parts between
 * commas: a part is cut at its commas when the pieces are short (a header, not a sentence), and a place's
 * pieces ('Mountain View', 'CA', 'USA') then fall to the description's meta line.
 */
function splitCommaParts(parts: readonly Part[]): Part[] {
  const out: Part[] = [];
  // 'Housing Officer (Tenancy Management) — Cardiff Council': with an employer beside it, the brackets say
  // what the title covers, not who employed
  const employerBeside = (part: Part) =>
    parts.some(
      (q) =>
        q !== part &&
        q.line === part.line &&
        !isPlace(q.text) &&
        !howHeld(q.text) &&
        !hasJobTitleWord(fold(q.text)),
    );
  parts
    .flatMap((part) => (employerBeside(part) ? [part] : bracketedTitle(part)))
    .forEach((part, from) => {
      const pieces = part.where ? [part.text] : unitsWithTheirEmployer(firmNameWhole(commaPieces(part.text)));
      const cut = pieces.length > 1 && pieces.length <= 6 && pieces.every((p) => p.split(/\s+/).length <= 8);
      const texts = cut ? pieces : [part.text];
      texts.forEach((text, i) => {
        out.push({
          text,
          bold: part.bold,
          index: out.length,
          line: part.line,
          dated: part.dated,
          partsOnLine: cut ? (part.partsOnLine ?? 1) - 1 + pieces.length : part.partsOnLine,
          ...(cut ? { cutFrom: from } : {}),
          ...(part.beforeAt && i === texts.length - 1 ? { beforeAt: true } : {}),
          ...(part.where ? { where: true } : {}),
        });
      });
    });
  return out;
}

/**
 * 'Skadden, Arps, Slate, Meagher & Flom LLP, New York, NY': a firm named after its partners keeps its commas up to
 * its legal form — the pieces before a piece ending in one, names without a title word, are the same name.
 */
function firmNameWhole(pieces: readonly string[]): string[] {
  const end = pieces.findIndex((piece, i) => i > 0 && hasCompanyWord(piece.split(/\s+/).at(-1) ?? ''));
  if (end < 1) return [...pieces];
  const names = pieces.slice(0, end);
  if (!names.every((p) => /^\p{Lu}/u.test(p) && p.split(/\s+/).length <= 2 && !hasJobTitleWord(fold(p))))
    return [...pieces];
  return [pieces.slice(0, end + 1).join(', '), ...pieces.slice(end + 1)];
}

/**
 * 'Manutentionnaire intérimaire (Adecco)': a title with its employer's name in brackets — a name, not a grade
 * ('(Grade 7)'), an acronym ('(SEO)') or how the job was held ('(invaller)', '(CDD)').
 */
function isEmployerInBrackets(title: string, inside: string): boolean {
  return (
    hasJobTitleWord(fold(title)) &&
    !hasJobTitleWord(fold(inside)) &&
    /^\p{Lu}\p{Ll}/u.test(inside) &&
    !/\d/.test(inside) &&
    !CONTRACT_WORDS.has(fold(inside))
  );
}

/**
 * 'Airbus (Software Engineer)': an employer with the job title in brackets is two parts; so is one with its
 * place in brackets ('Boutique Élan (Namur)', 'Maison Lorette (Liège, Médiacité)': a known place first), the
 * place then kept whole as where the job was.
 */
function bracketedTitle(part: Part): Part[] {
  // the last brackets: the title before them may have its own ('Sales Assistant (part-time), Elm Hill Books (Norwich)')
  const found = /^(.+?)\s*\(([^()]+)\)$/.exec(part.text);
  const match = found && balanced(found[1]!) ? found : null;
  if (match && isPlace(commaPieces(match[2]!)[0] ?? '') && !hasJobTitleWord(fold(match[1]!)))
    return [
      { ...part, text: match[1]! },
      { ...part, text: match[2]!, where: true },
    ];
  if (match && isEmployerInBrackets(match[1]!, match[2]!))
    return [
      { ...part, text: match[1]! },
      { ...part, text: match[2]! },
    ];
  // 'Podiumtechnicus (jobstudent)': how the job was held, in brackets, stays with the title
  if (!match || !hasJobTitleWord(fold(match[2]!)) || hasJobTitleWord(fold(match[1]!)) || howHeld(match[2]!))
    return [part];
  return [
    { ...part, text: match[1]! },
    { ...part, text: match[2]! },
  ];
}

const balanced = (text: string) => /^[^()]*(?:\([^()]*\)[^()]*)*$/.test(text);

/**
 * A section whose jobs give their dates after their bullets ('Year 2 Class Teacher at Hartcliffe Vale' / • … /
 * 'Sept 2019 – July 2022 · Bristol'): its last line is such a dates line, under the last job's bullets, with
 * nothing after it to open. Then each dates line after a job's bullets closes that job, not opens the next.
 */
function datesAfterBullets(lines: readonly Line[]): boolean {
  const last = lines.at(-1);
  return last !== undefined && lines.at(-2)?.bullet === true && isDatesLine(last);
}
const closesWithItsDates = (line: Line, current: Entry) =>
  isDatesLine(line) &&
  current.body.length > 0 &&
  !current.header.some((h) => findPeriod(h.text) !== undefined);
/** A line that opens on its period, a place at most after it ('Sept 2019 – July 2022 · Bristol'). */
function isDatesLine(line: Line): boolean {
  if (line.bullet) return false;
  const found = findPeriod(line.text);
  if (found?.index !== 0) return false;
  return (
    line.text
      .slice(found.period.length)
      .split(/\s+/)
      .filter((w) => /\p{L}/u.test(w)).length <= 3
  );
}

export function extractExperience(lines: readonly Line[]): Experience[] {
  return readExperience(lines).map((read) => read.job);
}

/** The jobs with the lines each was read from (the document's entries). */
export function readExperience(lines: readonly Line[]): ReadJob[] {
  const fields = new Map<Line, EntryField>();
  const closesLate = datesAfterBullets(lines);
  const entries = groupEntries(
    jobsOfBullets(lines).map((line) => withoutFieldLabel(line, fields)),
    {
      startsEntry: (line, current, next, afterNext) =>
        reachesScore(line, HEADER_FEATURES, HEADER_THRESHOLD) ||
        headsBullets(line, current, next, afterNext) ||
        repeatsField(line, current, fields) ||
        repeatsStyledHead(line, current) ||
        repeatsHeadLook(line, current),
      maxHeaderLines: 3,
      // a line of dates alone above the job ('2011 – 2014' / employer / town / title) is no fourth piece
      uncounted: (line) => periodAlone(line.text) !== undefined,
      alwaysSplits: (line, current) =>
        repeatsField(line, current, fields) || repeatsStyledHead(line, current),
      joins: (line, current) =>
        labelledDetail(line, current, fields) || (closesLate && closesWithItsDates(line, current)),
      wholeHeader: (line) => hasTitleAndEmployer(splitHeaderParts([line], hasTitleAndEmployer).parts),
    },
  );
  const jobs = entries.map((entry): ReadJob => {
    const { header, body, period: datesInBody } = withDatesFromFirstBullet(entry);
    const split = splitHeaderParts(header, hasTitleAndEmployer);
    const rest = split.rest;
    const period = split.period ?? datesInBody;
    const labelled = (field: EntryField) => header.find((line) => fields.get(line) === field)?.text;
    const parts = splitCommaParts(titleContinued(split.parts, header));
    // 'Harris & Sons Builders, Leeds' / 'Bricklayer': under a line giving a name and its place, a line of one
    // part, without the dates, is the title, whatever its words ('2015 – 2019 · Perros-Guirec' is a place) —
    // with them too when the place was in brackets ('Brico Plus Hasselt (Hasselt)' / 'Verantwoordelijke
    // afdeling tuin ⇥ sinds 2023'): the place is said, the line's part is no other one
    const placeInBrackets = parts.some((q) => q.line === 0 && q.where === true);
    const titleUnderName = (p: Part) =>
      (p.line ?? 0) > 0 &&
      p.partsOnLine === 1 &&
      (!p.dated || (placeInBrackets && !isPlace(p.text))) &&
      parts.some((q) => q.line === 0 && ((q.partsOnLine ?? 1) >= 2 || q.where === true));
    // 'Cincinnati, OH', 'Leiden, NL': a word before a state's or a country's code is a town
    const townBeforeCode = (p: Part) =>
      p.cutFrom !== undefined &&
      parts[p.index + 1]?.cutFrom === p.cutFrom &&
      /^[A-Z]{2}$/.test(parts[p.index + 1]!.text);
    // without a part that looks like a title, the first that is no firm and no place ('Jobstudent', a
    // contract's word, is a title then)
    const plain = (p: Part) =>
      !endsWithLegalForm(p.text) && !townBeforeCode(p) && !isPlace(p.text) && !p.where;
    const position =
      bestByFeatures(parts, [...POSITION_FEATURES, [titleUnderName, 2], [townBeforeCode, -4]]) ??
      parts.find(plain) ??
      parts[0];
    const unitGoesOn = position ? unitDashedOn(parts, position, header) : undefined;
    const others = parts.filter((part) => part !== position && part !== unitGoesOn?.part);
    // beside the title on its line ('Engineer — Google'); on a line of its own, the line's first part names the
    // employer and what follows it says where ('Leicester Electrical Services — Newcastle upon Tyne')
    const near = (p: Part) =>
      position !== undefined && Math.abs(p.index - position.index) === 1 && p.line === position.line;
    const leadsOtherLine = (p: Part) =>
      position !== undefined &&
      p.line !== position.line &&
      !parts.some((q) => q.line === p.line && q.index < p.index);
    // 'Dura Vermeer, Hengelo' / 'Werkvoorbereider': one word after the employer's name is its town; so are two or
    // three capitalised words after its comma ('Butlin’s, Bognor Regis — Kitchen Porter')
    const townAfterName = (p: Part) =>
      p.index > 0 &&
      parts[p.index - 1] !== position &&
      (/^\p{Lu}\S*$/u.test(p.text) ||
        (p.cutFrom !== undefined &&
          parts[p.index - 1]!.cutFrom === p.cutFrom &&
          /^\p{Lu}\S*(?:\s\p{Lu}\S*){1,2}$/u.test(p.text) &&
          !namesOrganisation(p.text))) &&
      !hasCompanyWord(p.text);
    const company =
      bestByFeatures(others, [
        ...COMPANY_FEATURES,
        [near, 2],
        [leadsOtherLine, 2],
        [townAfterName, -3],
        [townBesideDates, -3],
      ]) ?? others.find((p) => !isPlace(p.text) && !howHeld(p.text));
    const unit = position && company ? unitOfTitle(parts, position, company) : undefined;
    const leftovers = others.filter((part) => part !== company && part !== unit).map((part) => part.text);
    const meta = [...(leftovers.length ? [leftovers.join(' · ')] : []), ...rest];
    // a labelled entry ('Functie: …', 'Werkgever: …') says which line is which: its lines are its fields
    if (labelled('position') !== undefined || labelled('company') !== undefined) {
      const description = [
        ...header
          .filter((line) => !fields.has(line) || fields.get(line) === 'place')
          .map((line) => line.text),
        ...body,
      ].filter((text) => text !== period);
      const { company: employer, town } = employerAndTown(labelled('company') ?? '');
      const job = {
        company: employer,
        position: labelled('position') ?? '',
        // the label says the whole value is the dates ('Période : vendanges 2013 et 2014')
        period: labelledPeriod(labelled('period')) ?? period,
        description: town === undefined ? description : [town, ...description],
      };
      return { job, employerOnItsLine: false, lines: entry.lines, header, labelled: true };
    }
    const first = header[0];
    // 'Google, Zurich' above 'Senior Software Engineer ⇥ 2021 – Present': the employer has a line of its own
    const employerOnItsLine =
      header.length > 1 &&
      company !== undefined &&
      first !== undefined &&
      first.text.startsWith(company.text) &&
      findPeriod(first.text) === undefined &&
      !hasJobTitleWord(fold(first.text));
    const job = {
      company: company?.text ?? '',
      position: unit
        ? `${position!.text}, ${unit === parts[position!.index + 1] && unitGoesOn ? unitGoesOn.text : unit.text}`
        : (position?.text ?? ''),
      period,
      description: [...meta, ...body],
    };
    return { job, employerOnItsLine, lines: entry.lines, header };
  });
  return rolesUnderEmployer(sameLayoutForAll(jobs)).map(selfEmployedAsEmployer);
}

/**
 * 'Webontwikkelaar | Freelance | 01-2019 / 08-2020': a job without an employer, neither on its lines nor above
 * it (a role under its employer keeps that one), held for oneself: the word saying so stands in the employer's place.
 */
function selfEmployedAsEmployer(read: ReadJob): ReadJob {
  if (read.job.company !== '' || read.labelled) return read;
  const own = read.header
    .flatMap((line) => line.text.split(/\s+[|·•—–-]\s+|\t|,\s+/))
    .map((piece) => piece.trim())
    .find((piece) => SELF_EMPLOYED_WORDS.has(fold(piece).replace(/’/g, "'")));
  if (own === undefined) return read;
  const description = read.job.description.filter((line) => line.trim() !== own);
  return { ...read, job: { ...read.job, company: own, description } };
}

const FIELD_OF_LABEL = new Map(
  Object.entries(ENTRY_FIELD_LABELS).flatMap(([field, labels]) =>
    labels.map((l) => [l, field as EntryField]),
  ),
);
const LABELLED = /^([^:]{2,25}?)\s*:\s*(\S.*)$/;

/**
 * '* Leerling-kok bij Restaurant Het Gouden Hert, Amersfoort (aug. 2019 - apr. 2021)' / 'BBL-traject, …': a CV
 * that lists its jobs as bullets, each dated, with its details as plain lines under it. When no plain line of the
 * section holds dates and two bullets or more read as a job's header — dates, a separator between a title and an
 * employer, a few words — those bullets are the entries' first lines.
 */
const HEADER_SEPARATOR = /\s(?:bij|at|chez|@|[—–|-])\s|,\s/i;
const MAX_BULLET_HEADER_WORDS = 16;

function jobsOfBullets(lines: readonly Line[]): readonly Line[] {
  const isJob = (line: Line) => {
    const found = line.bullet ? findPeriod(line.text) : undefined;
    if (!found) return false;
    const rest = line.text.replace(found.period, ' ');
    return (
      line.text.split(/\s+/).length <= MAX_BULLET_HEADER_WORDS &&
      HEADER_SEPARATOR.test(rest) &&
      !endsLikeSentence(line.text)
    );
  };
  if (lines.some((line) => !line.bullet && findPeriod(line.text))) return lines;
  if (lines.filter(isJob).length < 2) return lines;
  return lines.map((line) => (isJob(line) ? { ...line, bullet: false } : line));
}

/** 'Werkgever: ING' → the line 'ING', noted as the company (in `fields`); any other line as it is. */
function withoutFieldLabel(line: Line, fields: Map<Line, EntryField>): Line {
  const match = line.bullet ? null : LABELLED.exec(line.text);
  const field = match ? FIELD_OF_LABEL.get(fold(match[1]!)) : undefined;
  if (!match || !field) return line;
  const value = match[2]!;
  const stripped = { ...line, text: value, raw: value };
  fields.set(stripped, field);
  return stripped;
}

/** 'Senior Backend Engineer | Monzo' / '• Jan 2020 – present': an undated entry whose first bullet is its dates. */
function withDatesFromFirstBullet(entry: Entry): Entry & { period: string | null } {
  const period = entry.body[0] === undefined ? undefined : periodAlone(entry.body[0]);
  if (!period || entry.header.some((line) => findPeriod(line.text))) return { ...entry, period: null };
  return { header: entry.header, body: entry.body.slice(1), lines: entry.lines, period };
}

/**
 * 'Volunteer IT Support, Seattle Public Library' / '• Helped patrons': after an entry's bullets, a short plain line
 * followed by bullets of its own opens the next entry, dated or not — unless it is a label ('Réalisations :') or a
 * sentence.
 */
function headsBullets(
  line: Line,
  current: Entry | undefined,
  next: Line | undefined,
  afterNext?: Line,
): boolean {
  const words = line.text.split(/\s+/).length;
  // …or with a short line of its own between ('Bouwvakker bij Aannemersbedrijf Hendriks' / 'Arnhem, Nederland'),
  // when it names a title and an employer
  const placeBetween =
    next !== undefined &&
    !next.bullet &&
    next.text.split(/\s+/).length <= 4 &&
    afterNext?.bullet === true &&
    HEADER_SEPARATOR.test(line.text);
  // …or the section's last job, undated and without bullets: its employer and place, then its title
  // ('Lambert Verzekeringen | Kortrijk' / 'Notarieel medewerker')
  const lastJob =
    next !== undefined &&
    afterNext === undefined &&
    !next.bullet &&
    next.text.split(/\s+/).length <= 6 &&
    hasJobTitleWord(fold(next.text)) &&
    HEADER_SEPARATOR.test(line.text);
  // …or an employer's name on its line over the dated roles held there ('The Clydeside Herald, Glasgow' / 'Staff
  // Photographer ⇥ 2015 – 2019' / • …): a name and its place, or set in bold, naming no role and no dates
  const employerOverRoles =
    next !== undefined &&
    !next.bullet &&
    findPeriod(next.text) !== undefined &&
    reachesScore(next, HEADER_FEATURES, HEADER_THRESHOLD) &&
    findPeriod(line.text) === undefined &&
    !hasJobTitleWord(fold(line.text)) &&
    line.text.split(/\s+/).length <= 8 &&
    (HEADER_SEPARATOR.test(line.text) || line.layout?.bold === true);
  return (
    (next?.bullet === true || placeBetween || lastJob || employerOverRoles) &&
    (current?.body.length ?? 0) > 0 &&
    // (one word names a job when it is a title: 'Loodgieter-verwarmer', 'Kassier')
    (words >= 2 || hasJobTitleWord(fold(line.text))) &&
    words <= 12 &&
    (/^\p{Lu}/u.test(line.text) || NAME_PARTICLE.test(line.text)) &&
    !line.text.endsWith(':') &&
    !endsLikeSentence(line.text) &&
    !/^[^:]{2,25}:/.test(line.text)
  );
}

/**
 * 'Professeure des écoles – classe de CM1/CM2': a part after a dash that starts in lower case, in several words,
 * goes on with the title before it (an employer is a name: 'bol.com' stays one), written as the line writes it.
 */
function titleContinued(parts: readonly Part[], header: readonly Line[]): Part[] {
  const out: Part[] = [];
  for (const part of parts) {
    const before = out.at(-1);
    const continues =
      before &&
      /^\p{Ll}/u.test(part.text) &&
      part.text.split(/\s+/).length >= 2 &&
      !hasCompanyWord(part.text) &&
      !NAME_PARTICLE.test(part.text);
    const text = continues ? spanAsWritten(header, before.text, part.text) : undefined;
    if (!before || text === undefined) {
      out.push(part);
      continue;
    }
    out[out.length - 1] = { ...before, text };
  }
  return out.map((part, index) => ({ ...part, index }));
}

/**
 * 'Staff Nurse, Coronary Care Unit' under 'Mater Misericordiae University Hospital': the piece after the title's
 * comma, cut from the same part, is its unit or specialty when the employer is named elsewhere and the piece is
 * no place, contract or employer.
 */
/**
 * 'Senior Healthcare Assistant, Ward 14 – Elderly Care': a unit of the employer named after the title's comma goes on
 * after a dash with what it does; the employer is named elsewhere (on the next line).
 */
function unitDashedOn(
  parts: readonly Part[],
  position: Part,
  header: readonly Line[],
): { part: Part; text: string } | undefined {
  const unit = parts[position.index + 1];
  if (
    !unit ||
    unit.cutFrom === undefined ||
    unit.cutFrom !== position.cutFrom ||
    !isPartOfEmployer(unit.text)
  )
    return undefined;
  const next = parts[unit.index + 1];
  if (!next || !afterUnit(parts, next) || next.where || isPlace(next.text)) return undefined;
  const text = spanAsWritten(header, unit.text, next.text);
  return text !== undefined && /^[^,|·\t]+\s[–—-]\s[^,|·\t]+$/u.test(text) ? { part: next, text } : undefined;
}

// a field of work, no town: 'Staff Nurse, Cardiology', 'Infirmier, Pédiatrie', 'Verpleegkundige, Geriatrie'
const FIELD = /(?:olog(?:y|ie)|iatri(?:cs|e|a)|ics)$/u;

function unitOfTitle(parts: readonly Part[], position: Part, company: Part): Part | undefined {
  if (position.cutFrom === undefined || company.cutFrom === position.cutFrom) return undefined;
  const next = parts[position.index + 1];
  if (!next || next.cutFrom !== position.cutFrom || next === company) return undefined;
  const ownLine = parts.filter((p) => p.cutFrom === position.cutFrom).length === 2;
  // one capitalised word after the title's comma is its town, known to us or not ('Werfleider, Lier')
  const town =
    /^\p{Lu}[\p{Ll}'’-]+$/u.test(next.text) && !hasJobTitleWord(fold(next.text)) && !FIELD.test(next.text);
  return ownLine &&
    !isPlace(next.text) &&
    !town &&
    !CONTRACT_WORDS.has(fold(next.text)) &&
    !/:/.test(next.text)
    ? next
    : undefined;
}
