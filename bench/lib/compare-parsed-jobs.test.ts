import { describe, expect, it } from 'vitest';
import { compareParsedJobs, parsePattern } from './compare-parsed-jobs';

const truth = [
  { company: 'Google', position: 'Product Manager', period: '2017 – Present' },
  { company: 'Amazon', position: 'SDE III', period: '2012 – 2017' },
];

describe('compareParsedJobs', () => {
  it('accepts a job equal but for case, dashes and spaces', () => {
    const [google] = compareParsedJobs(truth, [
      { company: 'GOOGLE', position: 'Product  Manager', period: '2017 - present' },
    ]);
    expect(google?.right).toBe(true);
  });

  it('rejects a company with its town attached, and says which fields are wrong', () => {
    const [google, amazon] = compareParsedJobs(truth, [
      { company: '', position: 'Product Manager, Google, Mountain View', period: '2017 – Present' },
      { company: 'Amazon', position: 'SDE III', period: '2012 – 2017' },
    ]);
    expect(google).toMatchObject({ right: false, company: false, position: false, period: true });
    expect(amazon?.right).toBe(true);
  });

  it('pairs each parsed job once, whatever its order', () => {
    const parsed = [truth[1]!, truth[0]!];
    expect(compareParsedJobs(truth, parsed).map((c) => c.right)).toEqual([true, true]);
    expect(compareParsedJobs(truth, [truth[0]!]).map((c) => c.right)).toEqual([true, false]);
  });
});

describe('parsePattern', () => {
  const google = { company: 'Google', position: 'Product Manager', period: '2017 – Present' };
  const pattern = (parsed: { company: string; position: string; period: string | null }) =>
    parsePattern(compareParsedJobs([google], [parsed])[0]!);

  it('names the usual ways a job line is misread', () => {
    expect(
      pattern({ company: '', position: 'Product Manager, Google, Mountain View', period: '2017 – Present' }),
    ).toBe('company left inside the position');
    expect(pattern({ company: 'Present', position: 'Product Manager, Google', period: '2017' })).toBe(
      'company left inside the position + period cut short',
    );
    expect(pattern({ company: 'Mountain View', position: 'Google', period: null })).toBe(
      'company taken as the position + period missing',
    );
    expect(pattern({ company: 'Google', position: 'Product Manager', period: '2017 – present' })).toBe(
      'right',
    );
  });
});
