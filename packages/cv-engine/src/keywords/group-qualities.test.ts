import { describe, expect, it } from 'vitest';
import { analyzeJob } from '../job/analyze-job';
import { matchJobKeywords } from './match-job-keywords';

const missingMusts = (job: string, cv: string) =>
  matchJobKeywords(analyzeJob(job), cv)
    .filter((p) => p.mustHave && !p.found)
    .map((p) => p.keyword);

describe('qualities listed together are one requirement (issue 24)', () => {
  it('a CV showing one of them is not told the others are missing must-haves, in each language', () => {
    const fr =
      'Chargé de recrutement\n\nProfil\n- Excellent relationnel, sens de l’écoute, capacité à convaincre et à tenir des délais\n- Maîtrise de Taleo\n';
    expect(missingMusts(fr, 'Recruteuse. Taleo. Sens de l’écoute reconnu.')).toEqual([]);
    const nl = 'Elektricien\n\nWat verwachten we van jou\n- Je bent nauwkeurig en klantvriendelijk\n- VCA\n';
    expect(missingMusts(nl, 'Elektricien. VCA-attest. Nauwkeurig werk.')).toEqual([]);
    const en =
      'Home Care Assistant\n\nWhat we need from you\n* Kindness, reliability and respect for the dignity of every client\n* QQI Level 5\n';
    expect(missingMusts(en, 'Carer, QQI Level 5. I treat every resident with dignity and respect.')).toEqual(
      [],
    );
  });

  it('a CV showing none of them is told so, when they are named as competences', () => {
    const job = 'Chauffeur\n\nProfil\n- Permis C\n- Rigueur, sens de l’organisation et esprit d’équipe\n';
    expect(missingMusts(job, 'Chauffeur. Permis C.').length).toBeGreaterThan(0);
  });

  it('the person described by adjectives is no must-have (is-person-trait.ts)', () => {
    const job = 'Chauffeur\n\nProfil\n- Permis C\n- Ponctuel, soigneux, orienté client\n';
    expect(missingMusts(job, 'Chauffeur. Permis C.')).toEqual([]);
  });

  it('a qualification and the lesser one that may replace it, in brackets after "or", are one choice', () => {
    const job =
      'Carer\n\nWhat we need from you\n* QQI Level 5 in Healthcare Support (or at least the Care of the Older Person module)\n';
    expect(missingMusts(job, 'Carer. QQI Level 5 Major Award in Healthcare Support.')).toEqual([]);
  });

  it('"spoken and written English" asks for English; "access to your own car" asks for no accessibility', () => {
    const job =
      'Carer\n\nWhat we need from you\n* Good spoken and written English\n* Full driving licence and access to your own car\n';
    const keywords = analyzeJob(job).keywords.map((k) => k.word);
    expect(keywords).not.toContain('spoken');
    expect(keywords.some((k) => /access/i.test(k))).toBe(false);
  });
});
