import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { applyDocumentMeta, type DocumentMeta } from './document-meta';
import { LANGUAGE_STORAGE_KEY, type Language, resolveLanguage } from './language';
import { readItem, writeItem } from './storage';

// `satisfies` makes a key present in fr.json but missing from en.json a type error.
export const resources = {
  fr: { translation: fr },
  en: { translation: en satisfies typeof fr },
} as const;

export function initialLanguage(): Language {
  const browserLanguage = typeof navigator === 'undefined' ? undefined : navigator.language;
  return resolveLanguage(readItem(LANGUAGE_STORAGE_KEY), browserLanguage);
}

/** Synchronous: both languages are bundled (a few KB), so the first render is already translated. */
export function initI18n(language: Language): typeof i18n {
  void i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'fr',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'fr';
}

export function documentMetaFor(language: Language, appName: string): DocumentMeta {
  const t = i18n.getFixedT(language);
  return {
    lang: language,
    title: t('meta.title', { appName }),
    description: t('meta.description'),
    keywords: t('meta.keywords'),
    ogLocale: t('meta.ogLocale'),
  };
}

/** Spec §4 Language: store the choice, update the document's title and meta tags, then reload the page. */
export function switchLanguage(language: Language, appName: string): void {
  writeItem(LANGUAGE_STORAGE_KEY, language);
  applyDocumentMeta(document, documentMetaFor(language, appName));
  window.location.reload();
}

export { i18n };
