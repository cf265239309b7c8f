import type { Language } from './language';

export interface DocumentMeta {
  lang: Language;
  title: string;
  description: string;
  keywords: string;
  ogLocale: string;
}

/** Spec §4 Language: title, description, keywords, social title and description, locale and `<html lang>`. */
export function applyDocumentMeta(doc: Document, meta: DocumentMeta): void {
  doc.documentElement.lang = meta.lang;
  doc.title = meta.title;
  setMeta(doc, 'name', 'description', meta.description);
  setMeta(doc, 'name', 'keywords', meta.keywords);
  setMeta(doc, 'property', 'og:title', meta.title);
  setMeta(doc, 'property', 'og:description', meta.description);
  setMeta(doc, 'property', 'og:locale', meta.ogLocale);
}

function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string): void {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.append(element);
  }
  element.setAttribute('content', content);
}
