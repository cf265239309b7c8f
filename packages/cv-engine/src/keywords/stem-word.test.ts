import { describe, expect, it } from 'vitest';
import { analyzeJob } from '../job/analyze-job';
import { matchJobKeywords } from './match-job-keywords';
import { stemWord } from './stem-word';

describe('stemWord: a word and its plural meet', () => {
  it('stems a French singular and its plural alike (Snowball cuts "conflit" further than "conflits")', () => {
    for (const [one, many] of [
      ['conflit', 'conflits'],
      ['emploi', 'emplois'],
      ['transmission', 'transmissions'],
      ['reseau', 'reseaux'],
    ])
      expect(stemWord(many!, 'french')).toBe(stemWord(one!, 'french'));
  });

  it('finds an offer’s plural requirement in a CV writing it in the singular, and the other way round', () => {
    const offer =
      'Gardien de la paix\n\nVotre profil\n- Vous avez des aptitudes en gestion de conflits\n- Permis B\n';
    const found = (cv: string) =>
      matchJobKeywords(analyzeJob(offer), cv).find((p) => /conflit/.test(p.keyword))?.found;
    expect(found('Steward urbain. Médiation et gestion de conflit entre voisins.')).toBe(true);
    expect(found('Steward urbain. Médiation de quartier, rondes, permis B.')).toBe(false);
  });
});
