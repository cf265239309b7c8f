import { describe, expect, it } from 'vitest';
import { analyzeJob } from '../job/analyze-job';
import { matchJobKeywords } from './match-job-keywords';
import { otherForms } from './other-forms';

const found = (job: string, cv: string, keyword: RegExp) =>
  matchJobKeywords(analyzeJob(job), cv).find((p) => keyword.test(p.keyword));

describe('an agent noun and the noun of its action meet (issue 24)', () => {
  it('gives a word’s other forms both ways, per language', () => {
    expect(otherForms('formateur', 'french')).toContain('formation');
    expect(otherForms('coffrage', 'french')).toContain('coffreur');
    expect(otherForms('scaffolder', 'english')).toContain('scaffolding');
    expect(otherForms('begeleiding', 'dutch')).toContain('begeleider');
    // no root left: 'der' is no agent noun
    expect(otherForms('der', 'dutch')).toEqual([]);
    // kept whole against its stem ('marketing' is no 'market'): no 'marketer' either
    expect(otherForms('marketing', 'english')).toEqual([]);
  });

  it('meets an offer’s "coffrage" with a CV’s "coffreur", and a "scaffolder" with "scaffolding"', () => {
    const job =
      'Chef d’équipe gros œuvre (H/F)\n\nProfil recherché\n- Maîtrise du coffrage et du ferraillage\n- Permis B\n';
    const cv =
      'Expérience professionnelle\nCoffreur puis chef d’équipe chez Bâtir Ouest, de 2015 à 2023 : voiles, dalles et ferraillage des poutres.\nPermis B';
    expect(found(job, cv, /^coffrage$/)).toMatchObject({ found: true, cvSpelling: 'Coffreur' });
    const en =
      'Site Supervisor\n\nEssential\n- Experience as a scaffolder on commercial sites\n- CSCS card\n';
    const cvEn =
      'Experience\nSite operative at Northway Build, 2018–2024: tube and fitting scaffolding on commercial sites, CSCS card.';
    expect(found(en, cvEn, /scaffolder/)?.found).toBe(true);
  });
});
