import { describe, expect, it } from 'vitest';
import { planFor } from '../__fixtures__/plan-for';

const offer = ['Data-analist', 'Wat vragen we', '- Ervaring met SQL, Python en Power BI is een must'].join(
  '\n',
);
const cv = (title: string | null) =>
  [
    'Sanne Verhoeven',
    ...(title === null ? [] : [title]),
    'sanne@example.org',
    'Werkervaring',
    'Data-analist — Lindeboom | apr. 2021 – heden',
    '• Dashboards in Power BI voor 40 winkels',
    '• Voorspelmodel in Python en SQL',
  ].join('\n');

describe('a headline aimed at the offer, from the CV’s facts (issue 23)', () => {
  it('follows the title with the must-haves the CV proves and the title does not name', () => {
    const [headline] = planFor(cv('Data-analist · SQL'), offer).of('title_aligned');
    expect(headline).toMatchObject({ section: 'header', before: 'Data-analist · SQL' });
    expect(headline!.after).toMatch(/^Data-analist · SQL · /);
    expect(headline!.after).toContain('Python');
    expect(headline!.after).toContain('Power BI');
    expect(headline!.evidence).toEqual(
      expect.arrayContaining(['Dashboards in Power BI voor 40 winkels', 'Voorspelmodel in Python en SQL']),
    );
  });

  it('gives a CV without a title line one under its name: its role and those must-haves', () => {
    const [headline] = planFor(cv(null), offer).of('title_aligned');
    expect(headline).toMatchObject({ block: 'b0', before: '' });
    expect(headline!.after).toMatch(/^Data-analist — /);
  });

  it('leaves a line the reading took for a title but that names no role, and writes the headline under it', () => {
    const europass = cv(null).replace('Sanne Verhoeven', 'europass\tSanne Verhoeven');
    const [headline] = planFor(europass, offer).of('title_aligned');
    expect(headline).toMatchObject({ block: 'b0', before: '' });
    expect(headline!.after).toMatch(/^Data-analist — .*Power BI/);
  });

  it('gives a CV without a title its role alone under its name when the offer asks for that role', () => {
    const payroll = (position: string) =>
      [
        'Karen Walsh',
        'karen.walsh@example.ie',
        'Experience',
        `${position} — Harbourview Hotels | 2018 – Present`,
        '• Weekly and monthly runs for 420 staff in four hotels',
      ].join('\n');
    const job = ['Payroll Specialist', 'Requirements', '- Payroll experience essential'].join('\n');
    const [headline] = planFor(payroll('Payroll Administrator'), job).of('title_aligned');
    expect(headline).toMatchObject({ block: 'b0', before: '', after: 'Payroll Administrator' });
    expect(planFor(payroll('Night Porter'), job).of('title_aligned')).toEqual([]);
  });

  it('names no skill the CV lacks', () => {
    const [headline] = planFor(cv('Data-analist'), `${offer}\n- Kennis van Tableau is een must`).of(
      'title_aligned',
    );
    expect(headline!.after).not.toContain('Tableau');
  });

  it('aims the first cell of a title line of two columns, the other cell kept as written', () => {
    const [headline] = planFor(cv('Data-analist\t§ sverhoeven'), offer).of('title_aligned');
    expect(headline).toMatchObject({ before: 'Data-analist\t§ sverhoeven' });
    expect(headline!.after).toMatch(/^Data-analist — .*Power BI.*\t§ sverhoeven$/);
  });
});
