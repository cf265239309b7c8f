import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkMatch } from './check-match';

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../../../../packages/cv-engine/src/__fixtures__', name), 'utf8');

describe('checkMatch: the free check before paying (issue 14)', () => {
  it('gives the must-haves a matching CV has and lacks, without a poor-match verdict', () => {
    const report = checkMatch({
      cvText: fixture('cv-fr-developpeuse-fullstack.txt'),
      jobText: fixture('offre-fr-developpeur-fullstack.txt'),
      language: null,
    });
    expect(report.poorMatch).toBe(false);
    expect(report.mustHave.matched).toEqual(expect.arrayContaining(['React', 'intégration continue']));
    expect(report.mustHave.missing).toEqual(['expérience utilisateur']);
    expect(report.cvLanguage).toBe(report.targetLanguage);
  });

  it('says a developer’s CV is a poor match for a marketing offer', () => {
    const report = checkMatch({
      cvText: fixture('cv-fr-developpeuse-fullstack.txt'),
      jobText: fixture('offre-fr-chef-de-projet-marketing.txt'),
      language: null,
    });
    expect(report.poorMatch).toBe(true);
  });

  it('tells the CV’s language from the one the CV will be written in (D21)', () => {
    const report = checkMatch({
      cvText: fixture('cv-en-marketing.txt'),
      jobText: fixture('offre-fr-chef-de-projet-marketing.txt'),
      language: null,
    });
    expect([report.cvLanguage, report.targetLanguage]).toEqual(['english', 'french']);
    const kept = checkMatch({
      cvText: fixture('cv-en-marketing.txt'),
      jobText: fixture('offre-fr-chef-de-projet-marketing.txt'),
      language: 'english',
    });
    expect(kept.targetLanguage).toBe('english');
  });

  it('marks the CV’s words meeting a requirement, in the CV’s own spelling (issue 24)', () => {
    const cvText = fixture('cv-fr-developpeuse-fullstack.txt');
    const report = checkMatch({
      cvText,
      jobText: fixture('offre-fr-developpeur-fullstack.txt'),
      language: null,
    });
    const react = report.marks.find((m) => m.keyword === 'React');
    expect(react).toMatchObject({ text: 'React', mustHave: true });
    for (const mark of report.marks) expect(report.text).toContain(mark.text);
  });

  it('adds a ticked skill to the CV’s skills: the score and the text follow (D22, issue 24)', () => {
    const request = {
      cvText: fixture('cv-fr-developpeuse-fullstack.txt'),
      jobText: fixture('offre-fr-developpeur-fullstack.txt'),
      language: null,
    };
    const before = checkMatch(request);
    const after = checkMatch({ ...request, ticked: ['expérience utilisateur'] });
    expect(before.mustHave.missing).toContain('expérience utilisateur');
    expect(after.mustHave.missing).not.toContain('expérience utilisateur');
    expect(after.text).toContain('expérience utilisateur');
    expect(after.score).toBeGreaterThan(before.score);
  });
});
