import { describe, expect, it } from 'vitest';
import { optimizeCv } from '../optimize/optimize-cv';

const OFFER = 'Marine ecologist, field surveys, R, GIS. You hold a PhD in marine ecology.';

describe('a job the reading is unsure of is left as written', () => {
  const cv = [
    'Tamsin Hale',
    'Marine ecologist',
    'tamsin@example.com',
    '',
    'EXPERIENCE',
    'Research Assistant — Marine Biological Association',
    'Sep 2016 – Aug 2017',
    '• Worked on benthic samples and the monitoring database',
    'Oct 2021 –',
    'Aug',
    '2017',
    '• Worked on fieldwork across 14 sites',
  ].join('\n');
  const result = optimizeCv({ cvText: cv, jobDescription: OFFER });
  const touched = (words: string) =>
    result.changes.some((change) => change.before.includes(words) || change.after.includes(words));

  it('rewords the bullets of a job it read with confidence', () => {
    expect(touched('benthic samples')).toBe(true);
  });

  it('does not touch the bullets of a job it is unsure of', () => {
    expect(touched('fieldwork across 14 sites')).toBe(false);
    expect(result.optimizedText).toContain('Worked on fieldwork across 14 sites');
  });
});
