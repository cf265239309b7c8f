import { atsBreakdownSchema, improvementSchema, parsedCvSchema } from '@cv/contracts';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../__fixtures__/read-fixture';
import { optimizeCv } from './optimize-cv';

describe('optimizeCv', () => {
  const input = {
    cvText: `${readFixture('cv-fr-developpeuse-fullstack')}\nMerci de votre attention.`,
    jobDescription: readFixture('offre-fr-developpeur-fullstack'),
  };
  const result = optimizeCv({ ...input, interfaceLanguage: 'fr' });

  it('returns what the contracts describe', () => {
    expect(() => parsedCvSchema.parse(result.parsed)).not.toThrow();
    expect(() => atsBreakdownSchema.parse(result.score)).not.toThrow();
    expect(() => atsBreakdownSchema.parse(result.originalScore)).not.toThrow();
    for (const item of result.improvements) expect(() => improvementSchema.parse(item)).not.toThrow();
    expect(result.language).toBe('french');
    expect(result.jobTitle).toBe('Développeur Full-Stack TypeScript / React / Node.js');
  });

  it('scores the final text, and never lowers the score of a matching CV', () => {
    expect(result.score.score).toBeGreaterThanOrEqual(result.originalScore.score);
    expect(result.optimizedText).not.toContain('Merci de votre attention');
  });

  it('lists what changed, in the interface language', () => {
    const codes = result.improvements.map((i) => i.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'keywords-covered',
        'summary-strengths',
        'closing-lines-removed',
        'page-footers-removed',
        'score-change',
      ]),
    );
    expect(codes).not.toContain('experiences-reordered'); // this CV already lists the newest job first
    expect(result.improvements.find((i) => i.code === 'closing-lines-removed')!.text).toMatch(
      /^1 formule de politesse retirée :/,
    );
    // plural forms by the count, never 'mot(s)-clé(s)'; the count travels with the line for the client's i18next
    for (const item of result.improvements) expect(item.text).not.toMatch(/\(s\)/);
    expect(result.improvements.find((i) => i.code === 'keywords-covered')!.params).toMatchObject({
      count: result.score.matchedKeywords.length,
    });
    const english = optimizeCv({ ...input, interfaceLanguage: 'en' });
    expect(english.improvements.find((i) => i.code === 'summary-strengths')!.text).toMatch(
      /^Profile now opens/,
    );
  });

  it('suggests the missing keywords without writing them in', () => {
    // 'livraisons' is the employer's business (its "about us"), not a requirement (issue 14)
    expect(result.missingKeywords).not.toContain('livraisons');
    for (const word of result.missingKeywords)
      expect(result.optimizedText.toLowerCase()).not.toContain(word.toLowerCase());
  });

  it('writes for a terse offer, whose words do not tell their language, in the CV’s language', () => {
    const dutch = optimizeCv({
      cvText: readFixture('cv-nl-data-analist'),
      jobDescription: 'Senior Data Analist. SQL, Power BI, Python, dashboards.',
    });
    expect(dutch.language).toBe('dutch');
    expect(dutch.changes.filter((c) => c.kind === 'heading_translated')).toEqual([]);
    // an offer that does say its language still decides
    expect(
      optimizeCv({ cvText: readFixture('cv-nl-data-analist'), jobDescription: input.jobDescription })
        .language,
    ).toBe('french');
  });

  it('follows the target language over the job’s own', () => {
    const dutch = optimizeCv({ ...input, targetLanguage: 'dutch' });
    expect(dutch.language).toBe('dutch');
    expect(dutch.optimizedText).toContain('\nWERKERVARING\n');
    expect(dutch.improvements.map((i) => i.code)).toContain('headings-translated');
  });

  it('is deterministic and stable on its own output', () => {
    expect(optimizeCv(input).optimizedText).toBe(result.optimizedText);
    const again = optimizeCv({ ...input, cvText: result.optimizedText });
    expect(again.optimizedText).toBe(result.optimizedText);
    expect(again.score.score).toBe(result.score.score);
  });
});
