import { describe, expect, it } from 'vitest';
import { readFixture } from '../__fixtures__/read-fixture';
import { analyzeJob } from '../job/analyze-job';
import { markRequirements } from './mark-requirements';

describe('markRequirements: the CV’s words that meet the offer, where they stand (issue 24)', () => {
  it('gives the CV’s own spelling of a requirement met under another name, and the must-haves it lacks first', () => {
    const job = analyzeJob(
      'Développeur web\n\nPROFIL RECHERCHÉ\n- Pratique de la CI/CD et de Docker.\n- Anglais courant.\n- Kafka est un plus.\n',
    );
    const result = markRequirements('Développeuse web. Pipelines GitLab CI, conteneurs Docker.', job);
    expect(result.marks).toEqual(
      expect.arrayContaining([
        { text: 'GitLab CI', keyword: 'CI/CD', mustHave: true },
        { text: 'Docker', keyword: 'Docker', mustHave: true },
      ]),
    );
    expect(result.missing.map((m) => m.keyword)).toEqual(['anglais', 'Kafka']);
    expect(result.missing[0]!.mustHave).toBe(true);
  });

  it('marks a requirement no table knows by the CV’s words for it', () => {
    const job = analyzeJob(readFixture('offre-fr-developpeur-fullstack'));
    const { marks } = markRequirements(readFixture('cv-fr-developpeuse-fullstack'), job);
    const cv = readFixture('cv-fr-developpeuse-fullstack');
    expect(marks.length).toBeGreaterThan(10);
    for (const mark of marks) expect(cv).toContain(mark.text);
  });
});
