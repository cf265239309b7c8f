import { describe, expect, it } from 'vitest';
import { drawnMarks, drawnShapes, pdfOperators } from './drawn-marks';

// pdf.js's own codes (its OPS table), as both sides pass them in
const OPS = {
  save: 10,
  restore: 11,
  transform: 12,
  fill: 22,
  stroke: 20,
  endPath: 28,
  paintFormXObjectBegin: 74,
  paintFormXObjectEnd: 75,
  paintImageXObject: 85,
  constructPath: 91,
};
const ops = pdfOperators(OPS);
// pdf.js 6's path data: 0 moveTo x y, 1 lineTo x y, 2 curveTo x1 y1 x2 y2 x y, 4 closePath
const square = (x: number, y: number, side: number) => [
  0,
  x,
  y,
  1,
  x + side,
  y,
  1,
  x + side,
  y + side,
  1,
  x,
  y + side,
  4,
];
const path = (paint: number, data: number[], box: number[]) => [paint, [new Float32Array(data)], box];
const list = (...ops: [number, unknown][]) => ({
  fnArray: ops.map(([fn]) => fn),
  argsArray: ops.map(([, args]) => args),
});

describe('drawnMarks', () => {
  it('places a small painted shape on the page through the transforms around it (Chromium scales and flips)', () => {
    const marks = drawnMarks(
      list(
        [OPS.transform, [0.24, 0, 0, -0.24, 0, 841.92]],
        [OPS.save, null],
        [OPS.transform, [3.125, 0, 0, 3.125, 165.6, 178.1]],
        [OPS.constructPath, path(OPS.fill, square(4, 161, 4), [4, 161, 8, 165])],
        [OPS.restore, null],
        [OPS.constructPath, path(OPS.fill, square(100, 100, 4), [100, 100, 104, 104])],
      ),
      ops,
    );
    expect(marks).toHaveLength(2);
    expect(marks[0]!.x).toBeCloseTo(42.7, 1);
    expect(marks[0]!.xEnd - marks[0]!.x).toBeCloseTo(3, 1);
    expect(marks[0]!.yTop).toBeCloseTo(678.4, 1);
    // after the restore, only the outer transform applies
    expect(marks[1]!.x).toBeCloseTo(24, 1);
  });

  it('keeps neither a clipping path, a rule, nor a shape of many segments (an icon)', () => {
    const icon = [0, 0, 0, ...Array.from({ length: 30 }, (_, i) => [1, i % 5, i % 3]).flat(), 4];
    expect(
      drawnMarks(
        list(
          [OPS.constructPath, path(OPS.endPath, square(0, 0, 4), [0, 0, 4, 4])],
          [OPS.constructPath, path(OPS.fill, [0, 0, 0, 1, 400, 0, 1, 400, 1, 4], [0, 0, 400, 1])],
          [OPS.constructPath, path(OPS.fill, icon, [0, 0, 4, 4])],
        ),
        ops,
      ),
    ).toEqual([]);
  });

  it('follows a form XObject’s matrix until its end', () => {
    const marks = drawnMarks(
      list(
        [OPS.paintFormXObjectBegin, [[1, 0, 0, 1, 50, 0], null]],
        [OPS.constructPath, path(OPS.stroke, square(0, 0, 3), [0, 0, 3, 3])],
        [OPS.paintFormXObjectEnd, null],
        [OPS.constructPath, path(OPS.fill, square(0, 0, 3), [0, 0, 3, 3])],
      ),
      ops,
    );
    expect(marks.map((m) => m.x)).toEqual([50, 0]);
  });
});

describe('drawnShapes', () => {
  it('keeps a thin long bar or a stroked line apart as a rule, not a bullet, and no short dash or box', () => {
    const { marks, rules } = drawnShapes(
      list(
        [
          OPS.constructPath,
          path(OPS.fill, [0, 40, 680, 1, 287, 680, 1, 287, 680.8, 1, 40, 680.8, 4], [40, 680, 287, 680.8]),
        ],
        [OPS.constructPath, path(OPS.stroke, [0, 300, 500, 1, 550, 500], [300, 500, 550, 500])],
        [
          OPS.constructPath,
          path(OPS.fill, [0, 60, 600, 1, 66, 600, 1, 66, 601, 1, 60, 601, 4], [60, 600, 66, 601]),
        ],
        [OPS.constructPath, path(OPS.fill, square(40, 100, 200), [40, 100, 240, 300])],
      ),
      ops,
    );
    expect(rules.map((r) => [r.x, r.xEnd])).toEqual([
      [40, 287],
      [300, 550],
    ]);
    expect(marks.map((m) => m.x)).toEqual([60]);
  });
});
