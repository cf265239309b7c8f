import { describe, expect, it } from 'vitest';
import { readCvDocument } from '../read-cv-document';
import { planSectionOrder } from './plan-section-order';

describe('moving sections (D20: only sections recognised with confidence)', () => {
  it('puts known sections in the order an ATS reads', () => {
    const document = readCvDocument(
      ['Léa Martin', 'Formation', 'Master, 2019', 'Expérience', 'Acme — 2019 – 2024', '• Conçu l’API'].join(
        '\n',
      ),
    );
    expect(planSectionOrder(document)).toMatchObject([
      { before: 'Formation · Expérience', after: 'Expérience · Formation' },
    ]);
  });

  it('moves nothing when a list section holds a heading it does not know (its end is not sure)', () => {
    const document = readCvDocument(
      [
        'Léa Martin',
        'Formation',
        'Master, 2019',
        'Compétences',
        'Python, SQL',
        'Récompenses diverses',
        '• Prix 2020',
        'Expérience',
        'Acme — 2019 – 2024',
        '• Conçu l’API',
      ].join('\n'),
    );
    expect(planSectionOrder(document)).toEqual([]);
  });
});
