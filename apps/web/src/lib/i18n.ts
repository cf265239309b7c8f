import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import fr from '../locales/fr.json';
import { applyDocumentMeta, type DocumentMeta } from './document-meta';
import { LANGUAGE_STORAGE_KEY, type Language, resolveLanguage } from './language';
import { readItem, writeItem } from './storage';

type Translation = typeof fr;

/**
 * French, the default, is in the initial bundle; the other languages are chunks of their own, fetched only by
 * a reader of that language (the switch reloads the page, spec §4). `satisfies` makes a key present in
 * fr.json but missing from another file a type error.
 */
const otherLanguages: Record<Exclude<Language, 'fr'>, () => Promise<Translation>> = {
  en: async () => (await import('../locales/en.json')).default satisfies Translation,
};

let ready: Promise<void> = Promise.resolve();

export function initialLanguage(): Language {
  const browserLanguage = typeof navigator === 'undefined' ? undefined : navigator.language;
  return resolveLanguage(readItem(LANGUAGE_STORAGE_KEY), browserLanguage);
}

/**
 * French: synchronous, the first render is already translated. Another language: its file is fetched first
 * (render once this resolves, so there is no flash of French); if that fails, the page stays in French.
 */
export function initI18n(language: Language): Promise<void> {
  const init = (lng: Language, resources: Partial<Record<Language, Translation>>) => {
    void i18n.use(initReactI18next).init({
      resources: Object.fromEntries(
        Object.entries(resources).map(([code, translation]) => [code, { translation }]),
      ),
      lng,
      fallbackLng: 'fr',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  };
  if (language === 'fr') {
    init('fr', { fr });
    ready = Promise.resolve();
  } else {
    ready = otherLanguages[language]().then(
      (translation) => init(language, { fr, [language]: translation }),
      (error: unknown) => {
        console.error(`Impossible de charger la langue ${language}, affichage en français`, error);
        init('fr', { fr });
      },
    );
  }
  return ready;
}

/** Resolves once the language given to `initI18n` is usable (at once in French). */
export function i18nReady(): Promise<void> {
  return ready;
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

/**
 * Spec §4 Language: store the choice, update the document's title and meta tags, then reload the page.
 * A language not yet loaded is fetched first (the reloaded page then finds its file in the cache).
 */
export async function switchLanguage(language: Language, appName: string): Promise<void> {
  writeItem(LANGUAGE_STORAGE_KEY, language);
  try {
    if (language !== 'fr' && !i18n.hasResourceBundle(language, 'translation')) {
      i18n.addResourceBundle(language, 'translation', await otherLanguages[language]());
    }
    applyDocumentMeta(document, documentMetaFor(language, appName));
  } catch (error) {
    console.error(`Impossible de charger la langue ${language}`, error);
  }
  window.location.reload();
}

export { i18n };
