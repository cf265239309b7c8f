import type { ParsedCv } from '@cv/contracts';
import { describe, expect, it } from 'vitest';
import { generateCv } from '../content/generate-cv';
import { type GeneratedCv, jobsOf } from '../content/generated-cv';
import { measureReading } from './measure-reading';
import { writtenFields } from './nothing-lost';
import type { ProductReading } from './read-like-the-product';

/** A reading that got everything right: what a perfect product would answer for `cv`. */
function perfectReading(cv: GeneratedCv): ProductReading {
  const parsed: ParsedCv = {
    name: cv.name,
    contact: [cv.city, cv.phone, cv.email].join(' | '),
    title: cv.title,
    summary: cv.summary,
    experience: jobsOf(cv).map((j) => ({
      company: j.company,
      position: j.position,
      period: j.period,
      description: [...j.bullets],
    })),
    education: cv.education.map((d) => ({
      institution: d.school,
      degree: d.degree,
      period: d.period,
      description: '',
    })),
    technicalSkills: cv.skills.join(', '),
    softSkills: '',
    certifications: [...cv.certifications],
    additionalInfo: `Langues:\n${cv.languages.map((l) => `${l.name} ${l.level}`).join('\n')}\n\nIntérêts:\n${cv.interests.join('\n')}`,
  };
  return {
    parsed,
    optimizedText: writtenFields(cv)
      .map(([, text]) => text)
      .join('\n'),
    changes: [],
  };
}

/** A CV of several jobs with bullets, for the perturbations below. */
const cv = [...Array(40).keys()]
  .map((i) => generateCv(i + 1))
  .find((c) => jobsOf(c).length >= 3 && jobsOf(c)[1]!.bullets.length >= 2 && !jobsOf(c)[1]!.paragraph)!;

describe('measureReading', () => {
  it('finds nothing wrong with a perfect reading', () => {
    const reading = measureReading(cv, perfectReading(cv));
    expect(reading.jobs.every((j) => j.right)).toBe(true);
    expect(reading.jobCount.read).toBe(reading.jobCount.expected);
    expect(reading.sections.every((s) => s.found)).toBe(true);
    expect(reading.bullets.every((b) => b.whole)).toBe(true);
    expect(reading.lost).toEqual([]);
  });

  it('forgives case, spaces, quotes and dashes in a job’s fields, nothing else', () => {
    const reading = perfectReading(cv);
    const job = reading.parsed.experience[0]!;
    job.company = `  ${job.company.toUpperCase()} `;
    job.period = job.period?.replace(/[–—]/g, '-') ?? null;
    expect(measureReading(cv, reading).jobs[0]!.right).toBe(true);
    job.company = `${job.company}, ${cv.city}`;
    const wrong = measureReading(cv, reading).jobs[0]!;
    expect(wrong.right).toBe(false);
    expect(wrong.pattern).toBe('company with extra text');
  });

  it('sees a bullet split in two, two bullets merged, and a job read twice', () => {
    const reading = perfectReading(cv);
    const items = reading.parsed.experience[1]!.description;
    const [first, second] = items;
    const words = first!.split(' ');
    items.splice(0, 2, words.slice(0, 2).join(' '), words.slice(2).join(' '), second!);
    reading.parsed.experience[2]!.description = [reading.parsed.experience[2]!.description.join(' ')];
    reading.parsed.experience.push({ company: 'Période', position: 'Poste', period: null, description: [] });
    const measured = measureReading(cv, reading);
    expect(measured.bullets.filter((b) => b.job === 2 && !b.whole).map((b) => b.text)).toEqual([first]);
    expect(measured.bullets.filter((b) => b.job === 3).every((b) => b.whole)).toBe(
      jobsOf(cv)[2]!.bullets.length <= 1,
    );
    expect(measured.jobCount.read).toBe(measured.jobCount.expected + 1);
  });

  it('lists the words the rewrite lost, unless a declared change replaced them', () => {
    const reading = perfectReading(cv);
    const bullet = jobsOf(cv)[1]!.bullets[0]!;
    reading.optimizedText = reading.optimizedText.replace(bullet, '');
    const lost = measureReading(cv, reading).lost;
    expect(lost.length).toBeGreaterThan(0);
    // a word also written in a field kept whole is not lost: what is missing is the bullet's own words
    expect(lost.every((l) => l.field === 'job 2 bullet 1')).toBe(true);
    reading.changes = [{ kind: 'reworded', before: bullet }];
    expect(measureReading(cv, reading).lost).toEqual([]);
    reading.changes = [{ kind: 'line_removed', before: bullet }];
    expect(measureReading(cv, reading).lost.length).toBeGreaterThan(0);
  });

  it('does not find a section whose items landed in another field', () => {
    const reading = perfectReading(cv);
    reading.parsed.summary += `\n${reading.parsed.technicalSkills}`;
    reading.parsed.technicalSkills = '';
    const skills = measureReading(cv, reading).sections.find((s) => s.kind === 'skills');
    if (cv.skills.length) expect(skills?.found).toBe(false);
  });
});
