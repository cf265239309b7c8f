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
});
