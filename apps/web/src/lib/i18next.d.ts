import 'i18next';
import type fr from '../locales/fr.json';

// French is the source language: every key of fr.json is typed, so `t('missing.key')` is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof fr };
  }
}
