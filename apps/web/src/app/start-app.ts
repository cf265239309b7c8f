import { followSessionOfOtherTabs, useAuthStore } from '../features/auth/stores/auth-store';
import { checkProductionConfig } from '../lib/config-check';
import { applyDocumentMeta } from '../lib/document-meta';
import { currentLanguage, documentMetaFor, i18nReady } from '../lib/i18n';
import { loadPublicConfig } from '../lib/public-config';

let started: Promise<void> | null = null;

/**
 * Once per page load (main.tsx calls it before the first render, the app's effect again): read the public
 * config and resolve the sign-in state, in parallel with the loading of a non-French locale.
 */
export function startApp(): Promise<void> {
  if (started) return started;
  followSessionOfOtherTabs();
  started = Promise.all([
    Promise.all([loadPublicConfig(), i18nReady()]).then(([config]) => {
      if (!config) return;
      applyDocumentMeta(document, documentMetaFor(currentLanguage(), config.appName));
      checkProductionConfig(config);
    }),
    useAuthStore.getState().initialize(),
  ]).then(() => undefined);
  return started;
}
