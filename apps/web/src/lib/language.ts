/** Interface languages (spec §4 Language): fr or en, French by default. */
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'fr';
export const LANGUAGE_STORAGE_KEY = 'cv.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The stored choice wins; otherwise the browser's language when we support it ('en-GB' counts as 'en');
 * otherwise French.
 */
export function resolveLanguage(
  stored: string | null | undefined,
  browserLanguage: string | undefined,
): Language {
  if (isLanguage(stored)) return stored;
  const base = browserLanguage?.trim().toLowerCase().split(/[-_]/)[0];
  if (isLanguage(base)) return base;
  return DEFAULT_LANGUAGE;
}
