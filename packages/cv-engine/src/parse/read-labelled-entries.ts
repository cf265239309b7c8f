import { type BlockField, ENTRY_BLOCK_LABELS } from '../data/entry-block-labels';
import { fold } from '../text/fold';
import { commaPieces, unitsWithTheirEmployer } from './comma-pieces';
import { findPeriod } from './find-period';
import { employerAndTown } from './labelled-entry-lines';
import type { ReadJob } from './roles-under-employer';
import type { Line } from './split-lines';

/**
 * Parse step 6, for labelled CVs (the classic Europass CV and the forms made like it): each field of a job is
 * a label alone on its line — in the left column of a table — and the lines after it until the next label are
 * its value: 'Dates' / '09/2022 – 04/2025', 'Occupation or position held' / 'Nurse', 'Main activities and
 * responsibilities' / its bullets, 'Name and address of employer' / the name, then its address. A job starts at
 * a label of a field the job being read already has (or at its dates). A label may wrap over two lines
 * ('Voornaamste activiteiten en' / 'verantwoordelijkheden'). The labels are the CV's frame, not its content:
 * they stay where they are and belong to no field. Read only when at least two labels stand alone.
 */
const LABEL = new Map<string, BlockField>(
  Object.entries(ENTRY_BLOCK_LABELS).flatMap(([field, labels]) =>
    labels.map((l) => [l, field as BlockField]),
  ),
);
const labelKey = (text: string) =>
  fold(text)
    .replace(/[’‘`]/g, "'")
    .replace(/\s*[:：]\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();

// Every label starts with one of these words: a line starting with another starts none, alone, beside its value
// or wrapped onto the next line — and most lines are told so by their first word alone
const FIRST_WORDS = new Set([...LABEL.keys()].map((label) => label.split(' ')[0]!));
const firstWord = (text: string) => labelKey(/^[^\s:：]*/.exec(text.trimStart())![0]);

/** A label, the lines it takes, and its value when the line holds it too ('Dates ⇥ 09/2022 – 04/2025'). */
type Labelled = { field: BlockField; lines: number; value?: Line };

/** The label that starts at line i, alone or wrapped over two lines, and how many lines it takes. */
function labelAt(lines: readonly Line[], i: number): Labelled | undefined {
  const line = lines[i]!;
  if (line.bullet || !FIRST_WORDS.has(firstWord(line.text))) return undefined;
  const alone = LABEL.get(labelKey(line.text));
  if (alone) return { field: alone, lines: 1 };
  const [head, ...rest] = line.text.split('\t');
  const beside = rest.length > 0 ? LABEL.get(labelKey(head!)) : undefined;
  if (beside) {
    const value = rest.join('\t');
    return { field: beside, lines: 1, value: { ...line, text: value, raw: value } };
  }
  const next = lines[i + 1];
  const both = next && !next.bullet ? LABEL.get(labelKey(`${line.text} ${next.text}`)) : undefined;
  return both ? { field: both, lines: 2 } : undefined;
}

/** The label asks for the employer's address too ('Name and address of employer', 'Naam en adres van de werkgever'). */
function namesAddress(lines: readonly Line[], at: number, label: Labelled): boolean {
  const words = label.value
    ? lines[at]!.text.split('\t')[0]!
    : lines
        .slice(at, at + label.lines)
        .map((line) => line.text)
        .join(' ');
  return /\b(?:address|adresse|adres)\b/i.test(words);
}

/**
 * 'Golden Vale Dairy Farm, Kilmallock', 'Acme, Inc., 12 High Street, Leeds': the name, then its address — a unit
 * and its organisation are one name ('Laboratoire de biologie cellulaire, Université de Lyon').
 */
function nameThenAddress(text: string): { company: string; town?: string } {
  const [name, ...rest] = unitsWithTheirEmployer(commaPieces(text));
  return rest.length > 0 && name !== undefined ? { company: name, town: rest.join(', ') } : { company: text };
}

export function readLabelledEntries(lines: readonly Line[]): ReadJob[] | undefined {
  const labels = lines.map((_, i) => labelAt(lines, i));
  if (labels.filter(Boolean).length < 2) return undefined;
  type Draft = { fields: Map<BlockField, Line[]>; lines: Line[]; header: Line[]; addressed?: boolean };
  const drafts: Draft[] = [];
  let current: Draft | undefined;
  let field: BlockField | undefined;
  for (let i = 0; i < lines.length; i++) {
    const label = labels[i];
    if (label) {
      if (!current || current.fields.has(label.field)) {
        current = { fields: new Map(), lines: [], header: [] };
        drafts.push(current);
      }
      field = label.field;
      current.fields.set(field, label.value ? [label.value] : []);
      if (field === 'company' && namesAddress(lines, i, label)) current.addressed = true;
      if (label.value && field !== 'activities') current.header.push(label.value);
      for (let k = 0; k < label.lines; k++) current.lines.push(lines[i + k]!);
      i += label.lines - 1;
      continue;
    }
    if (!current || !field) continue; // lines before the first label belong to no job
    current.fields.get(field)!.push(lines[i]!);
    current.lines.push(lines[i]!);
    if (field !== 'activities') current.header.push(lines[i]!);
  }
  const jobs = drafts.map((draft): ReadJob => {
    const of = (f: BlockField) => draft.fields.get(f) ?? [];
    const [companyLine, ...address] = of('company');
    // 'Employer: BrightSpace Facility Services, Antwerp': a name and its town, as a header line writes them; under
    // Europass's 'Name and address of employer' the address has lines of its own, and the first is the name whole
    // — or, on the name's line, it follows the name's first comma ('Golden Vale Dairy Farm, Kilmallock')
    const { company, town } = draft.addressed
      ? address.length > 0
        ? { company: companyLine?.text ?? '', town: undefined }
        : nameThenAddress(companyLine?.text ?? '')
      : employerAndTown(companyLine?.text ?? '');
    const datesLine = of('period').find((line) => findPeriod(line.text));
    const place = [
      ...(town ? [town] : []),
      ...address.map((l) => l.text),
      ...of('sector').map((l) => l.text),
    ];
    return {
      job: {
        company,
        position: of('position')[0]?.text ?? '',
        period: datesLine ? datesLine.text : null,
        description: [
          ...(place.length > 0 ? [place.join(' · ')] : []),
          ...of('activities').map((l) => l.text),
        ],
      },
      employerOnItsLine: false,
      lines: draft.lines,
      header: draft.header,
      labelled: true,
    };
  });
  return jobs.filter((job) => job.job.position !== '' || job.job.company !== '');
}
