import { describe, expect, it } from 'vitest';
import { readCvDocument } from '../document/read-cv-document';
import { CONFIDENT } from './entry-confidence';

const entriesOf = (text: string) => readCvDocument(text).sections.flatMap((s) => s.entries ?? []);

describe('how sure the reading is of each job', () => {
  it('is sure of a job whose title, employer and dates read as such', () => {
    const [job] = entriesOf(
      'Ana Ruiz\n\nEXPERIENCE\nStaff Nurse — St Mary’s Hospital\nMarch 2019 – Present\n• Triage',
    );
    expect(job?.confidence).toBeGreaterThanOrEqual(CONFIDENT);
  });

  it('is unsure of a job whose employer is a place or a year, or whose name is cut short', () => {
    const entries = entriesOf(
      [
        'Ana Ruiz',
        '',
        'EXPERIENCE',
        'Oct 2021 –',
        'Aug',
        '2017',
        '• Fieldwork',
        '2016 – 2019 École maternelle des',
        'Marsauderies',
        '• Accueil des enfants',
      ].join('\n'),
    );
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.confidence).toBeLessThan(CONFIDENT);
  });

  it('gives each job the blocks it was read from, header and bullets', () => {
    const [job] = entriesOf(
      'Ana Ruiz\n\nEXPERIENCE\nStaff Nurse — St Mary’s Hospital\nMarch 2019 – Present\n• Triage',
    );
    expect(job?.blocks).toHaveLength(3);
    expect(job?.id).toBe(`e${job?.blocks[0]?.slice(1)}`);
  });
});
