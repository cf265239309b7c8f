import type { LayoutLine } from '@cv/contracts';
import { describe, expect, it } from 'vitest';
import { extractExperience } from './extract-experience';
import type { Line } from './split-lines';

/** Lines as a Word file gives them: each with the heading level of its paragraph's style, or none. */
const lines = (rows: readonly [string, number | undefined][]): Line[] =>
  rows.map(([text, heading], i) => {
    const bullet = text.startsWith('• ');
    const layout: LayoutLine = {
      key: `k${i}`,
      page: 1,
      column: 1,
      region: 'main',
      x: bullet ? 18 : 0,
      width: 480,
      size: heading === 2 ? 11.5 : 10.5,
      ...(heading === undefined ? {} : { heading }),
    };
    const clean = bullet ? text.slice(2) : text;
    return { text: clean, raw: clean, bullet, from: i + 1, to: i + 1, layout };
  });
const jobs = (rows: readonly [string, number | undefined][]) =>
  extractExperience(lines(rows)).map((job) => [job.position, job.company, job.period]);

describe('job lines in the Word file’s own heading style', () => {
  it('reads a second "Title, Employer" line of the style the jobs use as the next job, undated and bulletless', () => {
    expect(
      jobs([
        ['2015 – 2018', 3],
        ['Accounts Assistant, Harbourview Hotels Group', 2],
        ['• Purchase ledger', undefined],
        ['2013 – 2015', 3],
        ['Office Junior, Murphy & Lynch Accountants', 2],
        ['Part-time Cashier, Riverside Credit Union', 2],
      ]),
    ).toEqual([
      ['Accounts Assistant', 'Harbourview Hotels Group', '2015 – 2018'],
      ['Office Junior', 'Murphy & Lynch Accountants', '2013 – 2015'],
      ['Part-time Cashier', 'Riverside Credit Union', null],
    ]);
  });

  it('keeps an employer and its role together when only one of them is "Title, Employer"', () => {
    expect(
      jobs([
        ['Harbourview Hotels Group, Cork', 2],
        ['Accounts Assistant', 2],
        ['2015 – 2018', 3],
        ['• Purchase ledger', undefined],
      ]),
    ).toEqual([['Accounts Assistant', 'Harbourview Hotels Group', '2015 – 2018']]);
  });
});
