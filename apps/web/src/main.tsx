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

/** Ends the current task: what follows runs in a task of its own, after whatever the browser has waiting. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in short tasks rather than one long one (Lighthouse's Total Blocking Time counts the part of each
 * task beyond 50 ms): the scripts' evaluation, then the texts and the sign-in state, then the first render.
 */
async function start(container: HTMLElement) {
  await nextTask();
  const language = initialLanguage();
  // French is bundled: ready at once. Another language's file is fetched first, so that the first paint is
  // already in that language.
  const i18nReady = initI18n(language);
  // The config and the session: from the page data, or else asked for now, while the texts arrive.
  void startApp();
  await Promise.all([i18nReady, nextTask()]);
  render(container);
}

void start(container);
