import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startApp } from './app/start-app';
import { initI18n, initialLanguage } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('#root manquant dans index.html');

function render(container: HTMLElement) {
  const root = createRoot(container);
  // A transition: React builds the first screen in slices of a few milliseconds, in tasks of their own,
  // rather than in one long task (Lighthouse's Total Blocking Time counts long tasks). Until it commits, the
  // startup view of index.html stays on screen.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App pathname={window.location.pathname} />
      </StrictMode>,
    );
  });
}

function start(container: HTMLElement) {
  const language = initialLanguage();
  const i18nReady = initI18n(language);
  // The config and the session: from the page data, or else asked for now, while (in English) the locale
  // arrives.
  void startApp();
  // French is bundled (initI18n is then synchronous): render at once. Another language renders when its
  // file is in, so the first paint is already in that language.
  if (language === 'fr') render(container);
  else void i18nReady.then(() => render(container));
}

// In the task after the one that evaluates the scripts (React, i18next…): two shorter tasks, not one long.
setTimeout(() => start(container), 0);
