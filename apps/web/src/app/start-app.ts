import { followSessionOfOtherTabs, useAuthStore } from '../features/auth/stores/auth-store';
import { checkProductionConfig } from '../lib/config-check';
import { applyDocumentMeta } from '../lib/document-meta';
import { currentLanguage, documentMetaFor } from '../lib/i18n';
import { loadPublicConfig } from '../lib/public-config';

let started: Promise<void> | null = null;

/** Once per page load (StrictMode runs effects twice): read the public config and resolve the sign-in state. */
export function startApp(): Promise<void> {
  if (started) return started;
  followSessionOfOtherTabs();
  started = Promise.all([
    loadPublicConfig().then((config) => {
      if (!config) return;
      applyDocumentMeta(document, documentMetaFor(currentLanguage(), config.appName));
      checkProductionConfig(config);
    }),
    useAuthStore.getState().initialize(),
  ]).then(() => undefined);
  return started;
}
