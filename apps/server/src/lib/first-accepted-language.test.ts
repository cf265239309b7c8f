import { expect, it } from 'vitest';
import { firstAcceptedLanguage } from './first-accepted-language';

it('reads the language a browser asks for first, as navigator.language would give it', () => {
  expect(firstAcceptedLanguage('en-US,en;q=0.9')).toBe('en');
  expect(firstAcceptedLanguage('fr-FR,fr;q=0.9,en-US;q=0.8')).toBe('fr');
  expect(firstAcceptedLanguage('fr;q=0.5, en-GB;q=0.7')).toBe('en');
  expect(firstAcceptedLanguage('*;q=1, nl-BE')).toBe('nl');
  expect(firstAcceptedLanguage('en;q=0, fr')).toBe('fr');
  expect(firstAcceptedLanguage('')).toBeNull();
  expect(firstAcceptedLanguage(undefined)).toBeNull();
});
