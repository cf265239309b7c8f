/**
 * The small shapes a page draws: the discs, squares and dashes that browsers (CSS `list-style`) and Word print as
 * vector paths in front of a list's items, where a typed bullet would be a character of the text. pdf.js gives
 * them only in the page's operator list (`constructPath`, in the coordinates of the transforms around it), so
 * the list is walked once, the current transform followed through save / restore / transform and form
 * XObjects, and each simple, small, painted path kept with its box on the page. Whether a mark is a bullet is
 * decided beside the text (place-drawn-bullets.ts). The same walk keeps the thin horizontal rules (a heading's
 * border-bottom, an underline): a line with a rule close under it is set apart like a heading (line-features.ts).
 */
export type DrawnMark = { x: number; xEnd: number; y: number; yTop: number };
export type DrawnShapes = { marks: DrawnMark[]; rules: DrawnMark[] };

/** pdf.js's operation codes this walk needs, from its OPS table (each side brings its own pdf.js). */
export type PdfOperators = {
  images: ReadonlySet<number>;
  painted: ReadonlySet<number>;
  constructPath: number;
  save: number;
  restore: number;
  transform: number;
  formBegin: number;
  formEnd: number;
};

export function pdfOperators(ops: Readonly<Record<string, number>>): PdfOperators {
  const code = (name: string) => ops[name] ?? -1;
  return {
    images: new Set(
      Object.entries(ops)
        .filter(([name]) => /^paint.*Image/.test(name))
        .map(([, value]) => value),
    ),
    // filled or stroked: a disc is filled, a 'circle' marker stroked; a clipping path (endPath) paints nothing
    painted: new Set(
      [
        'fill',
        'eoFill',
        'fillStroke',
        'eoFillStroke',
        'closeFillStroke',
        'closeEOFillStroke',
        'stroke',
        'closeStroke',
      ]
        .map(code)
        .filter((value) => value >= 0),
    ),
    constructPath: code('constructPath'),
    save: code('save'),
    restore: code('restore'),
    transform: code('transform'),
    formBegin: code('paintFormXObjectBegin'),
    formEnd: code('paintFormXObjectEnd'),
  };
}

type Matrix = readonly [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
// Points on the page: a bullet is a few points across; a shape larger than this is a rule, a box, an icon.
const LARGEST = 12;
const SMALLEST = 0.8;
// A square is a move, three lines and a close; a disc a move and 4 to 16 curves (Skia cuts it in sixteenths):
// an icon (a phone, an envelope) has many more.
const MOST_SEGMENTS = 20;
// pdf.js's path data: an operation, then its coordinates (moveTo, lineTo, curveTo, quadraticCurveTo, closePath).
const COORDINATES = [2, 2, 6, 4, 0];
// More marks than this on a page is a pattern or a chart, not a list's bullets: none is read.
const MOST_MARKS = 400;
// Points: a rule is a bar or a stroked line at most this thick and at least this long (a bullet's dash is shorter)
const THICKEST_RULE = 2.5;
const SHORTEST_RULE = 15;
// A rectangle or a line: a move, a few lines and a close (a table's whole grid drawn as one path is no rule).
const RULE_SEGMENTS = 6;
// More rules than this on a page is a grid or a chart: none is read.
const MOST_RULES = 200;

export function drawnMarks(
  list: { fnArray: ArrayLike<number>; argsArray: ArrayLike<unknown> },
  ops: PdfOperators,
): DrawnMark[] {
  return drawnShapes(list, ops).marks;
}

export function drawnShapes(
  list: { fnArray: ArrayLike<number>; argsArray: ArrayLike<unknown> },
  ops: PdfOperators,
): DrawnShapes {
  let marks: DrawnMark[] | null = [];
  let rules: DrawnMark[] | null = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = IDENTITY;
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i];
    const args = list.argsArray[i] as unknown[] | null;
    if (fn === ops.save) stack.push(ctm);
    else if (fn === ops.restore) ctm = stack.pop() ?? IDENTITY;
    else if (fn === ops.transform && args) ctm = multiply(ctm, args as unknown as Matrix);
    else if (fn === ops.formBegin) {
      stack.push(ctm);
      if (Array.isArray(args?.[0]) || ArrayBuffer.isView(args?.[0]))
        ctm = multiply(ctm, Array.from(args[0] as ArrayLike<number>) as unknown as Matrix);
    } else if (fn === ops.formEnd) ctm = stack.pop() ?? IDENTITY;
    else if (fn === ops.constructPath && args && ops.painted.has(args[0] as number)) {
      const shape = shapeOf(args, ctm);
      if (!shape) continue;
      const { box, count } = shape;
      const [width, height] = [box.xEnd - box.x, box.yTop - box.y];
      if (
        count <= MOST_SEGMENTS &&
        width <= LARGEST &&
        height <= LARGEST &&
        Math.max(width, height) >= SMALLEST
      )
        marks = keep(marks, box, MOST_MARKS);
      else if (count <= RULE_SEGMENTS && height <= THICKEST_RULE && width >= SHORTEST_RULE)
        rules = keep(rules, box, MOST_RULES);
    }
  }
  return { marks: marks ?? [], rules: rules ?? [] };
}

/** The list with the shape added, or null once it holds more than `most` (a pattern: none is read). */
function keep(list: DrawnMark[] | null, box: DrawnMark, most: number): DrawnMark[] | null {
  if (!list || list.length >= most) return null;
  list.push(box);
  return list;
}

/** A painted path's box on the page and how many drawing operations it has (at most MOST_SEGMENTS + 1). */
function shapeOf(args: readonly unknown[], ctm: Matrix): { box: DrawnMark; count: number } | null {
  const data = (args[1] as ArrayLike<unknown> | undefined)?.[0] as ArrayLike<number> | undefined;
  const box = args[2] as ArrayLike<number> | null | undefined;
  if (!data || !box || box.length < 4) return null;
  const count = segments(data);
  if (count > MOST_SEGMENTS) return null;
  const corners = [
    apply(ctm, box[0]!, box[1]!),
    apply(ctm, box[2]!, box[1]!),
    apply(ctm, box[0]!, box[3]!),
    apply(ctm, box[2]!, box[3]!),
  ];
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  return {
    box: { x: Math.min(...xs), xEnd: Math.max(...xs), y: Math.min(...ys), yTop: Math.max(...ys) },
    count,
  };
}

/** How many drawing operations a path has, at most MOST_SEGMENTS + 1 (a long path is not walked to its end). */
function segments(data: ArrayLike<number>): number {
  let count = 0;
  for (let at = 0; at < data.length && count <= MOST_SEGMENTS; count++) {
    const size = COORDINATES[data[at]!];
    if (size === undefined) return Number.POSITIVE_INFINITY;
    at += 1 + size;
  }
  return count;
}

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

const apply = (m: Matrix, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];
