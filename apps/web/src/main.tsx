import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startApp } from './app/start-app';
import { applyDocumentMeta } from './lib/document-meta';
import { documentMetaFor, initI18n, initialLanguage } from './lib/i18n';
import { DEFAULT_APP_NAME } from './lib/public-config';

const root = document.getElementById('root');
if (!root) throw new Error('#root manquant dans index.html');

const language = initialLanguage();
const i18nReady = initI18n(language);
// `/api/config` and the session are asked for now, while React loads and (in English) the locale arrives.
void startApp();

function render(container: HTMLElement) {
  // index.html carries the French meta tags; an English reader gets English ones before anything renders.
  applyDocumentMeta(document, documentMetaFor(language, DEFAULT_APP_NAME));
  createRoot(container).render(
    <StrictMode>
      <App pathname={window.location.pathname} />
    </StrictMode>,
  );
}

// French is bundled (initI18n is then synchronous): render at once. Another language renders when its file
// is in, so the first paint is already in that language.
if (language === 'fr') render(root);
else void i18nReady.then(() => render(root));
