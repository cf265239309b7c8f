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

describe('a list naming a must-have of the offer, brought forward where it stands (issue 23)', () => {
  const text = [
    'Wouter De Smedt',
    'Beroepservaring',
    'Boekhouder — Fiduciaire Dijlevallei | 2018 – heden',
    '• Opmaak van btw-aangiften',
    'Software',
    '• Exact Online',
    'Talen',
    '• Nederlands',
    '• Frans',
  ].join('\n');

  it('sets the languages the offer asks for right after the skills, above the jobs', () => {
    const document = readCvDocument(text);
    expect(planSectionOrder(document, (s) => s.key === 'languages')).toMatchObject([
      { after: 'Software · Talen · Beroepservaring' },
    ]);
    // a list the offer asks nothing of stays in the order an ATS reads
    expect(planSectionOrder(document)).toMatchObject([{ after: 'Software · Beroepservaring · Talen' }]);
  });
});
