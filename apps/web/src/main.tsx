import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyDocumentMeta } from './lib/document-meta';
import { documentMetaFor, initI18n, initialLanguage } from './lib/i18n';
import { DEFAULT_APP_NAME } from './lib/public-config';

const language = initialLanguage();
initI18n(language);
// index.html carries the French meta tags; an English reader gets English ones before anything renders.
applyDocumentMeta(document, documentMetaFor(language, DEFAULT_APP_NAME));

const root = document.getElementById('root');
if (!root) throw new Error('#root manquant dans index.html');

createRoot(root).render(
  <StrictMode>
    <App pathname={window.location.pathname} />
  </StrictMode>,
);
