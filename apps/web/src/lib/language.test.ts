import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language';

describe('resolveLanguage', () => {
  it('prefers the stored choice', () => {
    expect(resolveLanguage('en', 'fr-FR')).toBe('en');
    expect(resolveLanguage('fr', 'en-US')).toBe('fr');
  });

  it('ignores a stored value that is not a supported language', () => {
    expect(resolveLanguage('de', 'en-GB')).toBe('en');
    expect(resolveLanguage('', 'en')).toBe('en');
  });

  it('uses the browser language when supported, whatever its region', () => {
    expect(resolveLanguage(null, 'en-US')).toBe('en');
    expect(resolveLanguage(null, 'EN_gb')).toBe('en');
    expect(resolveLanguage(undefined, 'fr-CA')).toBe('fr');
  });

  it('falls back to French', () => {
    expect(resolveLanguage(null, 'nl-BE')).toBe('fr');
    expect(resolveLanguage(null, undefined)).toBe('fr');
    expect(resolveLanguage(null, '')).toBe('fr');
  });
});
