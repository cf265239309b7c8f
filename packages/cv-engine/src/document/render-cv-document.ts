import { hasDegreeWord } from '../parse/entry-words';
import { opensExperienceEntry } from '../parse/extract-experience';
import { findPeriod } from '../parse/find-period';
import { CONFIDENT } from '../reading/entry-confidence';
import { fold } from '../text/fold';
import { type ColonHabit, colonHabit, labelAndValue } from '../text/label-and-value';
import type { Block, CvDocument, DocumentEntry, DocumentSection } from './cv-document';

/**
 * The document as text, in the layout the preview, the PDF and the editor read (layout/layout-cv-text.ts):
 * the header's lines as written; then each section after a blank line, its heading in capitals, its bullets
 * as '• ' items, its other lines as written — the first line of a dated entry in bold. A column gap becomes
 * ' · ', but a label's ('Période : ⇥ 2020', 'Naam ⇥ Sanne Jansen') is its colon (text/label-and-value.ts).
 * Sections in a list other than the entries (skills, languages) are written as they are.
 */
const ENTRY_SECTIONS = new Set(['experience', 'education', 'projects', 'volunteering']);
const MAX_HEADER_LINES = 4;

export function renderCvDocument(document: CvDocument): string {
  const out: string[] = [];
  const habit = colonHabit(document.sections.flatMap((section) => section.blocks.map((block) => block.text)));
  for (const section of document.sections) {
    if (section.heading) out.push('', headingText(section.heading.text));
    if (section.sidebar && PILL_SECTIONS.has(section.key)) {
      out.push(...withPillsJoined(section.blocks, (block) => renderBlock(block, section, false, habit)));
      continue;
    }
    // the employers a role above names on its own lines, folded: a role under one of them may name it too
    const namedAbove = new Set<string>();
    for (const run of entryRuns(section)) {
      const besideAbove = run.entry ? piecesBesideAbove(run.blocks, run.entry) : new Set<number>();
      const employerAt = run.entry ? employerToName(namedAbove, run) : -1;
      run.blocks.forEach((block, i) => {
        const named = i === employerAt ? withEmployer(block, run.entry!) : block;
        const text = renderBlock(named, section, opensEntry(section, run, i), habit);
        if (besideAbove.has(i)) out[out.length - 1] += ` · ${text}`;
        else out.push(text);
      });
    }
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/**
 * A heading in capitals, without the pictogram a template sets before it ('⚒ CAREER HISTORY', an icon font's
 * private glyph): an ATS looks for the heading's words, and the glyph says nothing the words do not.
 */
const PICTOGRAMS = /^(?:\p{So}|\p{Co}|\uFE0F|\s)+(?=\p{L})/u;
const headingText = (text: string) => text.replace(/\t/g, ' ').replace(PICTOGRAMS, '').toLocaleUpperCase();

/**
 * Skills a CV drew as pills in its narrow column ('Python' 'SQL' 'Docker', one box each) come out of extraction
 * one a line: a dozen lines of one word each, which the preview and the exports — one column, the page's width —
 * printed as a column without a sign between them (issue 25). In a sidebar, a run of such lines is written as one
 * list line, its items in their order, each whole. A list the main column writes one item a line stays so.
 */
const PILL_SECTIONS = new Set(['skills', 'softSkills', 'languages', 'interests']);
const MIN_PILLS = 4;
const isPill = (block: Block) =>
  block.role === 'line' &&
  block.text.length <= 32 &&
  block.text.split(/\s+/).length <= 3 &&
  !/[,;·•|:\t]|[.!?]$/.test(block.text);

function withPillsJoined(blocks: readonly Block[], render: (block: Block) => string): string[] {
  const out: string[] = [];
  for (let i = 0; i < blocks.length; ) {
    let end = i;
    while (end < blocks.length && isPill(blocks[end]!)) end++;
    if (end - i >= MIN_PILLS) {
      out.push(
        blocks
          .slice(i, end)
          .map((block) => block.text.trim())
          .join(' · '),
      );
      i = end;
    } else {
      out.push(render(blocks[i]!));
      i++;
    }
  }
  return out;
}

type Run = { readonly entry?: DocumentEntry; readonly blocks: Block[] };

/**
 * A section's blocks cut at each job the reading found (its first block opens it), in the order they are
 * written. A job read from a table row holds its cells one after the other, and the cell after the tasks
 * ('Datum | Functie en taken | Werkgever') comes after the bullets: read as text, the employer under the
 * last bullet is the next job's heading. Such a job's lines after its bullets that name its employer or its
 * dates go back above its bullets, beside its role, where the row shows them. A section without jobs is one run.
 */
function entryRuns(section: DocumentSection): Run[] {
  const entries = section.entries ?? [];
  if (entries.length === 0) return [{ blocks: section.blocks }];
  const entryOf = new Map<string, DocumentEntry>();
  for (const entry of entries) for (const id of entry.blocks) entryOf.set(id, entry);
  const runs: Run[] = [{ blocks: [] }];
  for (const block of section.blocks) {
    const entry = entryOf.get(block.id);
    if (entry && entry !== runs.at(-1)!.entry) runs.push({ entry, blocks: [] });
    runs.at(-1)!.blocks.push(block);
  }
  return runs.map((run) => (run.entry ? { ...run, blocks: headerCellsFirst(run.blocks, run.entry) } : run));
}

function headerCellsFirst(blocks: Block[], entry: DocumentEntry): Block[] {
  const first = blocks.findIndex((b) => b.role === 'bullet');
  const last = blocks.findLastIndex((b) => b.role === 'bullet');
  if (first < 0 || last === blocks.length - 1) return blocks;
  const after = blocks.slice(last + 1);
  if (after.some((b) => b.role !== 'line') || !after.some((b) => namesItsJob(b.text, entry))) return blocks;
  return [...blocks.slice(0, first), ...after, ...blocks.slice(first, last + 1)];
}

function namesItsJob(text: string, entry: DocumentEntry): boolean {
  const line = fold(text);
  return [entry.company, entry.period ?? ''].some((field) => field.length > 1 && line.includes(fold(field)));
}

/**
 * A job whose header the CV sets one piece a line ('2011 – 2014' / 'Kozijnfabriek De Kempen' / 'Bladel' /
 * 'Machinaal houtbewerker') reads, in one column of text, as four lines before its tasks: its employer far
 * from its dates, and an ATS that looks for them together finds them apart. A short header line that names
 * none of the job's employer, role or dates (its town, LinkedIn's length of stay '7 ans 2 mois') is written
 * after the line above it, ' · ' between them: the same words in the same order, one line fewer.
 */
const MAX_HEADER_SPREAD = 3;
const MAX_PIECE_WORDS = 5;

function piecesBesideAbove(blocks: readonly Block[], entry: DocumentEntry): Set<number> {
  const joined = new Set<number>();
  const first = blocks.findIndex((b) => b.role !== 'line');
  const header = blocks.slice(0, first < 0 ? blocks.length : first);
  if (header.length <= MAX_HEADER_SPREAD || !entry.company || !entry.position) return joined;
  const fields = [entry.company, entry.position].map(fold);
  header.forEach((block, i) => {
    const text = block.text.trim();
    const folded = fold(text);
    // a piece of words ('Bladel', 'Saran (45)', '7 ans 2 mois'), not a line of its own parts or signs
    const piece =
      i > 0 &&
      text.split(/\s+/).length <= MAX_PIECE_WORDS &&
      /\p{L}{2}/u.test(text) &&
      !/[|·•—–\t*]|\s-\s|[.!?:;]$/.test(text) &&
      !fields.some((field) => folded.includes(field) || field.includes(folded)) &&
      !findPeriod(text);
    if (piece) joined.add(i);
  });
  return joined;
}

/**
 * Roles a CV groups under one employer ('Buckeye Precision Parts, Inc.' / 'Senior Staff Accountant · 2021 –
 * present' / … / 'Staff Accountant · 2019 – 2021'): the second role's lines do not name the employer, and in
 * one column of text, where an ATS reads each role apart, it had none. A role the reading is sure of, whose
 * lines do not name its employer while a role above in the same section does, names it after its title —
 * words of the CV, the employer the CV sets it under. The index of the line to name it on, or -1; a role that
 * names its employer adds it to `namedAbove`, for the roles below.
 */
function employerToName(namedAbove: Set<string>, run: Run): number {
  const entry = run.entry!;
  const company = fold(entry.company);
  if (run.blocks.some((block) => fold(block.text).includes(company))) {
    namedAbove.add(company);
    return -1;
  }
  if (entry.confidence < CONFIDENT || !company.trim() || !entry.position.trim() || !namedAbove.has(company))
    return -1;
  return run.blocks.findIndex((b) => b.role === 'line' && b.text.includes(entry.position));
}

function withEmployer(block: Block, entry: DocumentEntry): Block {
  const at = block.text.indexOf(entry.position) + entry.position.length;
  return { ...block, text: `${block.text.slice(0, at)} — ${entry.company}${block.text.slice(at)}` };
}

/**
 * In a section of entries, the first line of a run of lines without bullet sign opens an entry when the run
 * holds a date ('Comptable — Acme' / 'Depuis 2017 · Nantes'): it is written in bold, the rest as written.
 * Where the reading found the jobs, each job's first line opens it, and no line looks past its job for a date
 * (a table's row of column labels above the first job is no job).
 */
function opensEntry(section: DocumentSection, run: Run, i: number): boolean {
  if (!ENTRY_SECTIONS.has(section.key)) return false;
  const blocks = run.blocks;
  if (blocks[i]!.role !== 'line') return false;
  if (i === 0 && run.entry) return true;
  // degrees listed one after the other without bullets: each dated degree line opens its entry
  if (section.key === 'education' && blocks[i - 1]?.role === 'line') return isDatedDegree(blocks, i);
  if (blocks[i - 1]?.role === 'line') return false;
  for (let j = i; j < blocks.length && j < i + MAX_HEADER_LINES && blocks[j]!.role === 'line'; j++)
    if (opensExperienceEntry(blocks[j]!.text)) return true;
  return false;
}

/** 'BTS Comptabilité — Lycée Erdre-et-Loire, 2009', or a degree line whose dates are on the next line. */
function isDatedDegree(blocks: readonly Block[], i: number): boolean {
  const next = blocks[i + 1];
  const dated = findPeriod(blocks[i]!.text) || (next?.role === 'line' && findPeriod(next.text)?.index === 0);
  return hasDegreeWord(blocks[i]!.text) && Boolean(dated);
}

function renderBlock(block: Block, section: DocumentSection, bold: boolean, habit?: ColonHabit): string {
  // a gap beside a separator the CV printed itself ('a@x.com ⇥ · ⇥ +1 646…') is that one separator
  const text = (labelAndValue(block.text, habit) ?? block.text)
    .replace(/\t[ \t]*([·|•])[ \t]*\t/g, ' $1 ')
    .replace(/\s*\t\s*/g, ' · ')
    .trim();
  if (block.role === 'bullet') return `• ${text}`;
  if (section.key !== 'header' && block.role === 'heading') return text;
  // an employer in capitals ('LAITERIES RÉUNIES DE L’OUEST') in bold, so that the preview does not take it
  // for a section's heading (layout-cv-text reads a line in capitals as one, unless it is wholly bold)
  const inCapitals = section.key !== 'header' && CAPITALS.test(text);
  return (bold || inCapitals) && !text.includes('**') ? `**${text}**` : text;
}

const CAPITALS = /^(?=.*\p{Lu}.*\p{Lu})[^\p{Ll}]*$/u;
