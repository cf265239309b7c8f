import { describe, expect, it } from 'vitest';
import { readCvDocument } from '../read-cv-document';
import { planLineRemovals } from './plan-line-removals';

describe('the lines removed as not the CV', () => {
  it('removes the name printed again atop page 2 and the page footers, keeping a title that repeats the header’s', () => {
    const document = readCvDocument(
      [
        'Grace Okafor',
        'Staff Nurse',
        'grace@example.co.uk',
        '',
        'EMPLOYMENT HISTORY',
        'Staff Nurse — Meadowview Care Home · 2016 – 2017',
        '• Night nurse in charge for 48 residents',
        'Grace Okafor – CV – Page 1 of 2',
        'Grace Okafor',
        '• Medication rounds and wound care',
      ].join('\n'),
    );
    expect(planLineRemovals(document).map((draft) => draft.before)).toEqual([
      'Grace Okafor – CV – Page 1 of 2',
      'Grace Okafor',
    ]);
  });
});
