import { describe, expect, it } from 'vitest';
import { readFixture } from '../__fixtures__/read-fixture';
import { tokenize } from '../text/tokenize';
import { clearLanguageOfTokens, countLanguageHits, detectLanguage } from './detect-language';

describe('detectLanguage', () => {
  it('recognises French, English and Dutch job offers', () => {
    expect(detectLanguage(readFixture('offre-fr-developpeur-fullstack'))).toBe('french');
    expect(detectLanguage(readFixture('job-en-marketing-manager'))).toBe('english');
    expect(detectLanguage(readFixture('vacature-nl-data-analist'))).toBe('dutch');
    expect(detectLanguage(readFixture('nl-wbo-data-engineer'))).toBe('dutch');
  });

  it('reads short sentences', () => {
    expect(detectLanguage('Nous recherchons un développeur pour notre équipe à Lyon.')).toBe('french');
    expect(detectLanguage('We are looking for a developer to join our team.')).toBe('english');
    expect(detectLanguage('Wij zoeken een ontwikkelaar voor ons team in Utrecht.')).toBe('dutch');
  });

  it('defaults to French without any hit', () => {
    expect(detectLanguage('')).toBe('french');
    expect(detectLanguage('Kubernetes Terraform 2024')).toBe('french');
  });

  it('does not count words shared by two languages ("de", "in")', () => {
    expect(countLanguageHits('de in de')).toEqual({ french: 0, english: 0, dutch: 0 });
  });

  it('reads a short Dutch offer as Dutch ("of" is Dutch for "or"), and says nothing of a list of skills', () => {
    const offer =
      'Junior Marketeer – FMCG merk, Amsterdam. Je ondersteunt campagnes, analyseert social media data en schrijft content. Afgeronde master marketing of communicatie, vloeiend Engels.';
    expect(detectLanguage(offer)).toBe('dutch');
    expect(
      clearLanguageOfTokens(tokenize('Senior Financial Analyst. Power BI, Python, forecasting.')),
    ).toBeUndefined();
  });
});
