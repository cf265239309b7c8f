import { describe, expect, it } from 'vitest';
import { parseCv } from './parse-cv';

const cv = (sections: string) => `Jeanne Martin
Comptable
jeanne@example.fr · 06 12 34 56 78

PROFIL
Comptable depuis dix ans, en cabinet puis en entreprise.

${sections}`;

const JOBS = `Comptable — Cabinet Durand
mars 2018 – aujourd'hui
• Tenue de 80 dossiers de TPE
Aide-comptable — Garage Morel
2014 – 2018
• Saisie des factures`;

describe('a section under a heading the parser does not know', () => {
  it('is read as the experience when it lists dated jobs with bullets and the CV has no experience heading', () => {
    const parsed = parseCv(cv(`OÙ J'AI TRAVAILLÉ\n${JOBS}\n\nFORMATION\nDCG — Université de Nantes, 2014`));
    expect(parsed.experience.map((job) => [job.position, job.company, job.period])).toEqual([
      ['Comptable', 'Cabinet Durand', "mars 2018 – aujourd'hui"],
      ['Aide-comptable', 'Garage Morel', '2014 – 2018'],
    ]);
  });

  it('is read as the experience though its places end on a state written like a degree ("Boston, MA")', () => {
    const parsed = parseCv(
      cv(
        [
          "OÙ J'AI TRAVAILLÉ",
          'The Harborview Hotel — Front Office Manager, Boston, MA\t2021 – Present',
          '• Lead a team of 18 agents',
          'Cape Cod Inn & Resort — Guest Service Agent, Hyannis, MA\t2014 – 2017',
          '• Night audit two nights a week',
        ].join('\n'),
      ),
    );
    expect(parsed.experience.map((job) => [job.position, job.company])).toEqual([
      ['Front Office Manager', 'The Harborview Hotel'],
      ['Guest Service Agent', 'Cape Cod Inn & Resort'],
    ]);
  });

  it('is a heading when the plain text underlines it, and read as the experience by its jobs', () => {
    const parsed = parseCv(
      cv(
        [
          'CE QUE J’AI FAIT',
          '================',
          '',
          'mars 2018 – aujourd’hui | Cabinet Durand | Comptable',
          '- Tenue de 80 dossiers de TPE',
          '2014 – 2018 | Garage Morel | Aide-comptable',
          '- Saisie des factures',
        ].join('\n'),
      ),
    );
    expect(parsed.experience.map((job) => [job.position, job.company])).toEqual([
      ['Comptable', 'Cabinet Durand'],
      ['Aide-comptable', 'Garage Morel'],
    ]);
  });

  it('is left alone when the CV has an experience heading: its dated entries are not jobs', () => {
    const parsed = parseCv(
      cv(`EXPÉRIENCE\n${JOBS}\n\nENGAGEMENTS ASSOCIATIFS\nTrésorière — Club de voile\n2016 – 2019\n• Budget`),
    );
    expect(parsed.experience.map((job) => job.company)).toEqual(['Cabinet Durand', 'Garage Morel']);
  });

  it('is not taken for the experience when its dated entries are degrees', () => {
    const parsed = parseCv(
      cv('MON CURSUS\nMaster Développement logiciel — Université de Nantes\n2012 – 2014\n• Mention bien'),
    );
    expect(parsed.experience).toEqual([]);
  });
});

describe('other kinds of section under headings the parser does not know', () => {
  const parsed = parseCv(
    cv(`EXPÉRIENCE
${JOBS}

CURSUS SUPÉRIEUR
Master Comptabilité, Contrôle, Audit — Université de Nantes
2012 – 2014

MES OUTILS DU QUOTIDIEN
Sage 100
Cegid
Excel avancé

PARLÉ ET ÉCRIT
Anglais : courant
Espagnol : notions`),
  );

  it('reads dated degrees and schools as the education', () => {
    expect(parsed.education.map((e) => e.degree)).toEqual(['Master Comptabilité, Contrôle, Audit']);
  });

  it('reads short undated items as the skills, and lines opening on a language as the languages', () => {
    expect(parsed.technicalSkills).toBe('Sage 100\nCegid\nExcel avancé');
    expect(parsed.additionalInfo).toContain('Anglais : courant');
    expect(parsed.technicalSkills).not.toContain('Anglais');
  });
});
