import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../render/families';
import { cvFor } from '../render/render-cv';
import { generateCv } from './generate-cv';
import { jobsOf } from './generated-cv';

const SEEDS = Array.from({ length: 60 }, (_, i) => i + 1);

describe('generateCv', () => {
  it('gives the same CV for the same seed', () => {
    expect(generateCv(42)).toEqual(generateCv(42));
    expect(generateCv(42)).not.toEqual(generateCv(43));
  });

  it('writes 1–7 jobs, newest first, each role with its own bullets, none twice', () => {
    for (const seed of SEEDS) {
      const cv = generateCv(seed);
      const jobs = jobsOf(cv);
      expect(jobs.length).toBeGreaterThanOrEqual(1);
      expect(jobs.length).toBeLessThanOrEqual(7);
      const starts = jobs.map((j) => j.start.year * 12 + j.start.month);
      expect(starts).toEqual([...starts].sort((a, b) => b - a));
      const bullets = jobs.flatMap((j) => j.bullets);
      expect(new Set(bullets).size, `seed ${seed}`).toBe(bullets.length);
    }
  });

  it('uses only phone ranges kept for fiction and reserved e-mail domains', () => {
    const fiction = [
      /^06 39 98 /,
      /^01 99 00 /,
      /^\+33 6 39 98 /,
      /^07700 900/,
      /^020 7946 0/,
      /^\+44 7700 900/,
      /^\(\d{3}\) 555-01\d\d$/,
    ];
    for (const seed of SEEDS) {
      const cv = generateCv(seed);
      expect(
        fiction.some((range) => range.test(cv.phone)),
        cv.phone,
      ).toBe(true);
      expect(cv.email).toMatch(/@example\.(com|org|net)$/);
    }
  });

  it('covers the three languages, several trades, grouped roles, undated and seasonal entries', () => {
    const cvs = SEEDS.map((seed) => generateCv(seed));
    expect(new Set(cvs.map((cv) => cv.lang))).toEqual(new Set(['fr', 'en', 'nl']));
    expect(new Set(cvs.map((cv) => cv.trade)).size).toBeGreaterThanOrEqual(10);
    expect(cvs.some((cv) => cv.experience.some((g) => g.jobs.length > 1))).toBe(true);
    expect(cvs.some((cv) => jobsOf(cv).some((j) => j.period === null))).toBe(true);
    expect(cvs.some((cv) => jobsOf(cv).some((j) => /^(Été|Saison|Summer|Zomer)/.test(j.period ?? '')))).toBe(
      true,
    );
  });

  it('keeps data only for the sections it prints, and a family’s rules', () => {
    for (const seed of SEEDS) {
      const cv = generateCv(seed);
      const kinds = new Set(cv.sections.map((s) => s.kind));
      if (!kinds.has('skills')) expect(cv.skills).toEqual([]);
      if (!kinds.has('interests')) expect(cv.interests).toEqual([]);
      if (!kinds.has('summary')) expect(cv.summary).toBe('');
      const linkedin = cvFor(FAMILIES.find((f) => f.name === 'linkedin')!, seed);
      expect(linkedin.skills.length).toBeLessThanOrEqual(3);
      expect(jobsOf(linkedin).every((j) => j.period !== null && j.context === null)).toBe(true);
      // a family's rules change what they govern only: the same person, trade and employers
      expect(linkedin.name).toBe(cv.name);
      expect(linkedin.experience.map((g) => g.company)).toEqual(cv.experience.map((g) => g.company));
    }
  });
});
