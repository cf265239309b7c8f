import { describe, expect, it } from 'vitest';
import { analyzeJob } from '../job/analyze-job';
import { positionsOfSpelledOut } from './find-acronym';
import { matchJobKeywords, readCvWords } from './match-job-keywords';

const presence = (job: string, cv: string, keyword: RegExp) =>
  matchJobKeywords(analyzeJob(job), cv).find((p) => keyword.test(p.keyword));

describe('an acronym and the words it stands for meet (issue 24)', () => {
  it('finds an offer’s requirement of several words in the CV’s acronym ("TCD")', () => {
    const offer =
      'Contrôleur de gestion\n\nVotre profil\n- Vous maîtrisez Excel (tableaux croisés dynamiques, macros VBA appréciées)\n- SAP\n';
    expect(presence(offer, 'Excel avancé (TCD, VBA), SAP CO.', /tableaux/)).toMatchObject({
      found: true,
      cvSpelling: 'TCD',
    });
    // a word in small letters is no acronym
    expect(presence(offer, 'Excel avancé, le tcd de la semaine, SAP CO.', /tableaux/)?.found).toBe(false);
  });

  it('finds an acronym in the words a CV writes for it, small words skipped, on one line', () => {
    const cv = readCvWords(
      'Accords de sous-traitance avec les hébergeurs de données de santé.\nHR\nDossiers Santé',
    );
    expect(positionsOfSpelledOut(cv.stream, 'hds')).toHaveLength(1);
    expect(positionsOfSpelledOut(cv.stream, 'hd')).toEqual([]);
  });
});
