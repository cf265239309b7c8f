import { describe, expect, it } from 'vitest';
import { readFixture } from '../__fixtures__/read-fixture';
import { analyzeJob } from '../job/analyze-job';
import { rewriteCv } from '../rewrite/rewrite-cv';
import { isEmployerContext, opensWithEmployerContext } from './employer-context';
import { parseCv } from './parse-cv';

describe('isEmployerContext', () => {
  it.each([
    'Éditeur SaaS de planification de tournées (140 salariés) · Lyon 3e · CDI',
    'Carquefou · PME industrielle, 180 salariés, CA 32 M€',
    'Premium confectionery, €180M turnover · Brussels',
    'London',
    'Landelijke winkelketen met 210 filialen · Utrecht · vast dienstverband, 36 uur',
    'Bijbaan naast de studie, 8 uur per week',
  ])('reads %s as the line about the employer', (line) => {
    expect(isEmployerContext(line)).toBe(true);
  });

  it.each([
    'Led development of microservices architecture serving 1M+ daily active users',
    'Ontwerp en bouw van data pipelines (Python, Spark, dbt) op Azure.',
    'Comptabilité générale de 3 sociétés du groupe (environ 9 000 écritures par an).',
    'Developed full-stack web applications using React and Django',
    'Data Engineer | Agence Pixelune | 2019 – 2021', // a job's header: written plain, it would become a job
    'Studio web — Grenoble — stage de 10 semaines', // reads as a job's header too (separators, 'stage')
  ])('reads %s as an achievement', (line) => {
    expect(isEmployerContext(line)).toBe(false);
  });
});

describe('the employer’s context line in the rewritten CV', () => {
  const cv = parseCv(readFixture('cv-fr-comptable'));
  const out = rewriteCv(cv, analyzeJob(readFixture('offre-fr-chef-de-projet-marketing')));

  it('stays first in the description, as written', () => {
    expect(out.cv.experience[0]!.description[0]).toBe('Carquefou · PME industrielle, 180 salariés, CA 32 M€');
  });

  it('is a plain line under the entry’s header, not a bullet', () => {
    expect(out.text).toContain(
      '**Comptable général** — Ateliers Lebreton Métallerie | Depuis janvier 2017\nCarquefou · PME industrielle, 180 salariés, CA 32 M€\n• Comptabilité générale',
    );
    expect(out.text).not.toMatch(/^• (?:Carquefou|Saint-Herblain|Nantes ·|Rezé)/mu);
  });

  it('parses back to the same place, so rewriting the output changes nothing', () => {
    const again = parseCv(out.text);
    expect(again.experience.map((e) => e.description[0])).toEqual(cv.experience.map((e) => e.description[0]));
    expect(rewriteCv(again, analyzeJob(readFixture('offre-fr-chef-de-projet-marketing'))).text).toBe(
      out.text,
    );
  });
});

describe('opensWithEmployerContext', () => {
  const entry = (position: string, description: string[]) => ({
    company: '',
    position,
    period: null,
    description,
  });

  it('writes the line plain only under a header and above a bullet, so it parses back to the same job', () => {
    expect(opensWithEmployerContext(entry('Analyst', ['London', 'Built reports']))).toBe(true);
    expect(opensWithEmployerContext(entry('', ['Python', 'Built reports']))).toBe(false); // no header above
    expect(opensWithEmployerContext(entry('Analyst', ['London']))).toBe(false); // the next job's header below
  });
});
