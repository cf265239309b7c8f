import type { Line } from './split-lines';

export type Cell = { readonly index: number; readonly lines: Line[] };
export type Row = {
  readonly key: string;
  /** The table the row belongs to (extraction's layout); a text's rows have none. */
  readonly table?: number;
  readonly cells: Cell[];
  readonly lines: Line[];
  readonly width?: number;
  /** The job's lines after its row: its table's next row (see twoRowJobs), the list set under the table. */
  readonly more?: Line[];
};

/**
 * A job set over two rows of its table, as a common Word CV template does: row 1 '**Employer** – Place' ⇥ its
 * dates, row 2 the role in italics (beside the place, or alone in a cell merged across the row, with the job's
 * bullets under it). The rows that do not open on dates after a dated row of the same table whose only field
 * besides its dates is one line are that job's lines — read alone, row 2 was a job of its own without dates, and
 * row 1 one without a role. A dated row whose cell holds the whole job (title, employer, bullets) already has
 * all its fields: an undated row after it is a job of its own.
 */
export function twoRowJobs(
  rows: readonly Row[],
  is: { dated: (row: Row) => boolean; opensWithDates: (row: Row) => boolean },
): Row[] {
  const out: Row[] = [];
  let open: Row | undefined;
  for (const row of rows) {
    if (open && row.table !== undefined && row.table === open.table && !is.opensWithDates(row)) {
      const joined: Row = { ...open, more: [...(open.more ?? []), ...row.lines, ...(row.more ?? [])] };
      out[out.length - 1] = joined;
      open = joined;
      continue;
    }
    out.push(row);
    open = is.dated(row) && holdsOneField(row) ? row : undefined;
  }
  return out;
}

/** Besides the dates' cell, one cell of one line (its dates may share that cell: 'Acme – Leeds ⇥ 2019 – 2021'). */
function holdsOneField(row: Row): boolean {
  return (
    row.cells.length <= 2 && row.cells.every((cell) => cell.lines.length === 1 && !cell.lines[0]!.bullet)
  );
}

/** Every line the row's job was read from, in the text's order. */
export const linesOf = (row: Row): Line[] => [...row.lines, ...(row.more ?? [])];
