import { describe, expect, it } from 'vitest';
import { analyzeJob } from '../../job/analyze-job';
import { readCvDocument } from '../read-cv-document';
import { planSkillOrders } from './plan-skill-orders';

const job = analyzeJob(
  ['Développeur front-end (H/F)', 'Profil recherché', '- React et TypeScript exigés'].join('\n'),
);
const orderOf = (line: string) =>
  planSkillOrders(readCvDocument(['Léa Martin', 'Compétences', line].join('\n')), job)[0]?.after;

describe('a skills line reordered keeps each label at its head and each item whole (issue 23)', () => {
  it.each([
    ['Frameworks — Vue, Angular, React', 'Frameworks — React, Vue, Angular'],
    ['Frameworks – Vue, Angular, React', 'Frameworks – React, Vue, Angular'],
    ['Langages : PHP, Python, TypeScript', 'Langages : TypeScript, PHP, Python'],
    ['Languages: PHP, Python, TypeScript', 'Languages: TypeScript, PHP, Python'],
  ])('%s → %s', (line, after) => {
    expect(orderOf(line)).toBe(after);
  });

  it('moves an item in brackets whole', () => {
    expect(orderOf('Outils — Sass (BEM, SMACSS), React (hooks, Redux)')).toBe(
      'Outils — React (hooks, Redux), Sass (BEM, SMACSS)',
    );
  });

  it('keeps the line’s full stop at its end', () => {
    expect(orderOf('Outils : Vue, Angular, React.')).toBe('Outils : React, Vue, Angular.');
  });

  it('puts the must-haves the CV proves before the offer’s other words, in a line of qualities too', () => {
    const bus = analyzeJob(
      [
        'Conducteur de bus (H/F)',
        'Profil recherché',
        '- Sens du service client indispensable',
        '- Écoconduite appréciée',
      ].join('\n'),
    );
    const document = readCvDocument(
      ['Jean Morvan', 'Qualités', 'Maîtrise de soi, Écoconduite, Sens du service'].join('\n'),
    );
    expect(planSkillOrders(document, bus, new Set(), ['Sens du service'])[0]?.after).toBe(
      'Sens du service, Écoconduite, Maîtrise de soi',
    );
  });

  it('writes no change when no item moves, the line’s spaces kept as written', () => {
    expect(orderOf('React ; TypeScript ; Sass')).toBeUndefined();
    expect(orderOf('Sass ; React')).toBe('React ; Sass');
  });
});
