import type { LayoutLine } from '@cv/contracts';
import type { Line } from '../parse/split-lines';
import { hasEmail, hasPhone } from '../text/contact-patterns';

/**
 * Headings by their type (issue 22): a CV sets all its section headings alike — larger, bold, in capitals, in
 * small capitals — and that look is learnt from the headings whose names we know. A short line set the same way
 * is a heading too, whatever words it uses ('Beroepservaring', 'Professional journey', 'Mes postes'); the
 * section's content then says which section it is. And a line that names a section but is set like the body,
 * while the CV's headings are set apart, is not one ('Software' in a list of skills).
 *
 * A look counts as the headings' only when it tells them from the body (larger, bold or capitals) and is not
 * also the look of many other lines: a CV that prints its employers exactly like its headings gives no answer,
 * and the words decide as they do without a layout.
 */
export type HeadingTypes = {
  /** The CV's headings have a look of their own: the type decides, not the words' shape. */
  established: boolean;
  /** The line is set like the CV's known headings. */
  setLikeHeadings: (line: Line) => boolean;
  /** The CV's headings have a look of their own and this line is set like the body. */
  setLikeBody: (line: Line) => boolean;
  /** The line stands further right than any heading of its column: inside an entry (a bullet's wrap). */
  indentedPastHeadings: (line: Line) => boolean;
  /** The CV sets its headings in a margin and the line starts right of every one of them: content beside it. */
  besideHeadingsMargin: (line: Line) => boolean;
  /** The line is set a point or more larger than the body. */
  largerThanBody: (line: Line) => boolean;
};

const NO_TYPES: HeadingTypes = {
  established: false,
  setLikeHeadings: () => false,
  setLikeBody: () => false,
  indentedPastHeadings: () => false,
  besideHeadingsMargin: () => false,
  largerThanBody: () => false,
};
// More to the right than the headings of its column by this much (points): indented.
const INDENT = 8;
// Right of the right edge of every heading by this much (points): beside a margin of headings.
const BESIDE = 4;

// A heading is a few words; what is longer is an entry or a sentence, whatever its type.
const MAX_HEADING_WORDS = 6;
// How many lines of a heading look that are not known headings the look tolerates, per known heading: a few
// headings we do not know, not an employer per job.
const UNKNOWN_PER_KNOWN = 1;
const EXTRA_UNKNOWN = 2;

/** The look of a line: what sets a heading apart (a rule drawn under it among them). Sizes to the half point (extraction rounds differently). */
function lookOf(layout: LayoutLine, text: string): string {
  const caps = layout.caps ?? (/\p{Lu}{2}/u.test(text) && !/\p{Ll}/u.test(text) ? 'upper' : '');
  const ruled = layout.ruled ? 'r' : '';
  return `${Math.round(layout.size * 2) / 2}|${layout.bold ? 'b' : ''}|${layout.italic ? 'i' : ''}|${ruled}|${caps}`;
}

const isBodyLook = (look: string, body: string) => look === body;
const standsApart = (layout: LayoutLine, text: string, bodySize: number) =>
  layout.size >= bodySize + 1 ||
  layout.bold === true ||
  layout.ruled === true ||
  lookOf(layout, text).endsWith('|upper') ||
  layout.caps === 'small';

/** Could this line be a heading by its words' shape: short, no bullet, no contact detail, no sentence. */
export function headingShaped(line: Line): boolean {
  if (line.bullet || /[.!?;]$/.test(line.text) || hasEmail(line.text) || hasPhone(line.text)) return false;
  return line.text.split(/\s+/).length <= MAX_HEADING_WORDS;
}

export function headingTypes(lines: readonly Line[], isKnownHeading: (line: Line) => boolean): HeadingTypes {
  const laidOut = lines.filter((line) => line.layout !== undefined);
  if (laidOut.length === 0) return NO_TYPES;
  const body = bodyLook(laidOut);
  // a Word file's style levels: the ones its known headings use are the sections' ('Heading 2'); the others
  // name the person ('Heading 1') or a job ('Heading 3')
  const levels = new Set(
    laidOut.flatMap((line) =>
      line.layout!.heading !== undefined && isKnownHeading(line) ? [line.layout!.heading] : [],
    ),
  );
  // counted per region: a sidebar may set its headings like the main column's employers ('Compétences' and
  // 'Maison Lorette (Liège)' both bold in the body's size), and its look then says nothing of the main column
  const known = new Map<string, number>();
  const others = new Map<string, number>();
  let bodySize = 0;
  for (const line of laidOut) if (lookOf(line.layout!, line.text) === body) bodySize = line.layout!.size;
  for (const line of laidOut) {
    if (!headingShaped(line)) continue;
    const look = `${line.layout!.region}#${lookOf(line.layout!, line.text)}`;
    const counts = isKnownHeading(line) ? known : others;
    counts.set(look, (counts.get(look) ?? 0) + 1);
  }
  const headingLooks = new Map<string, Set<string>>();
  for (const [regionLook, count] of known) {
    const [region, look] = regionLook.split('#') as [string, string];
    const line = laidOut.find((l) => lookOf(l.layout!, l.text) === look)!;
    if (isBodyLook(look, body) || !standsApart(line.layout!, line.text, bodySize)) continue;
    if ((others.get(regionLook) ?? 0) <= count * UNKNOWN_PER_KNOWN + EXTRA_UNKNOWN)
      headingLooks.set(region, new Set([...(headingLooks.get(region) ?? []), look]));
  }
  const anyRegion = new Set([...headingLooks.values()].flatMap((looks) => [...looks]));
  // a region without a known heading of its own reads its headings by the looks of the others
  const isHeadingLook = (layout: LayoutLine, text: string) =>
    (headingLooks.get(layout.region) ?? anyRegion).has(lookOf(layout, text));
  const largerThanBody = (line: Line) => line.layout !== undefined && line.layout.size >= bodySize + 1;
  if (anyRegion.size === 0 && levels.size === 0) return { ...NO_TYPES, largerThanBody };
  const styled = (layout: LayoutLine) => layout.heading !== undefined && levels.has(layout.heading);
  // the left edge of the known headings of each page column and region
  const edges = new Map<string, number>();
  // …and their right edge, tables included (a margin of headings beside the contents is often a table's first
  // column)
  const rightEdges = new Map<string, number>();
  const place = (layout: LayoutLine) => `${layout.page}|${layout.column}|${layout.region}`;
  for (const line of laidOut) {
    if (!isKnownHeading(line)) continue;
    const layout = line.layout!;
    const at = place(layout);
    if (layout.table === undefined)
      edges.set(at, Math.min(edges.get(at) ?? Number.POSITIVE_INFINITY, layout.x));
    rightEdges.set(at, Math.max(rightEdges.get(at) ?? Number.NEGATIVE_INFINITY, layout.x + layout.width));
  }
  return {
    established: true,
    largerThanBody,
    besideHeadingsMargin: (line) => {
      const right = line.layout ? rightEdges.get(place(line.layout)) : undefined;
      return right !== undefined && line.layout!.x > right + BESIDE;
    },
    indentedPastHeadings: (line) => {
      const edge = line.layout ? edges.get(place(line.layout)) : undefined;
      return edge !== undefined && line.layout!.table === undefined && line.layout!.x > edge + INDENT;
    },
    setLikeHeadings: (line) =>
      line.layout !== undefined && (styled(line.layout) || isHeadingLook(line.layout, line.text)),
    setLikeBody: (line) =>
      line.layout !== undefined &&
      !styled(line.layout) &&
      !isHeadingLook(line.layout, line.text) &&
      !standsApart(line.layout, line.text, bodySize),
  };
}

/** The look most of the CV's characters have. */
function bodyLook(lines: readonly Line[]): string {
  const chars = new Map<string, number>();
  let best = '';
  let bestCount = -1;
  for (const line of lines) {
    const look = lookOf(line.layout!, line.text);
    const count = (chars.get(look) ?? 0) + line.text.length;
    chars.set(look, count);
    if (count > bestCount) [best, bestCount] = [look, count];
  }
  return best;
}
