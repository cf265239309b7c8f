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

  it('finds an ad’s acronym a Dutch CV writes out in a compound ("Europees Referentiekader" for ERK)', () => {
    const offer =
      'Docent NT2\n\nWat vragen wij?\n• Kennis van het ERK en van de inburgeringsexamens\n• Een lesbevoegdheid NT2\n';
    const cv =
      'Werkervaring\nDocent bij het taalcentrum: lessen Nederlands voor groepen van volwassen nieuwkomers, op niveau A1–B1 (Europees Referentiekader), en de begeleiding van hun examens.';
    expect(presence(offer, cv, /^ERK$/)).toMatchObject({
      found: true,
      cvSpelling: 'Europees Referentiekader',
    });
    // the part must be a word of its own: 'Europees Rek' spells no ERK
    expect(presence(offer, cv.replace('Referentiekader', 'Rekwerk'), /^ERK$/)?.found).toBe(false);
    // words in small letters whose initials happen to spell it are a sentence, not the name
    expect(presence(offer, cv.replace('Europees Referentiekader', 'een ruim kader'), /^ERK$/)?.found).toBe(
      false,
    );
  });
});
