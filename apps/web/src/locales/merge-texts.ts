import { i18n } from '../lib/i18n';

/**
 * Adds a chunk's texts to the main namespace, in both languages: the keys stay where fr.json had them
 * ('admin.title'), so the components that read them need no namespace, while the first page's French
 * does not carry them (initial JS budget). Called once by the module of those texts, which the chunk that
 * shows them imports.
 */
export function mergeTexts<T extends object>(fr: T, en: T): void {
  i18n.addResourceBundle('fr', 'translation', fr, true, false);
  i18n.addResourceBundle('en', 'translation', en, true, false);
}
