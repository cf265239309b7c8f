import { readAuthRedirect, withoutAuthRedirect } from '../features/auth/auth-redirect';
import { useAuthDialog } from '../features/auth/stores/auth-dialog-store';
import { followSessionOfOtherTabs, useAuthStore } from '../features/auth/stores/auth-store';
import { checkProductionConfig } from '../lib/config-check';
import { applyDocumentMeta } from '../lib/document-meta';
import { currentLanguage, documentMetaFor, i18nReady } from '../lib/i18n';
import { DEFAULT_APP_NAME, loadPublicConfig } from '../lib/public-config';

let started: Promise<void> | null = null;

/**
 * Once per page load (main.tsx calls it before the first render, the app's effect again): read the public
 * config and resolve the sign-in state, in parallel with the loading of a non-French locale.
 */
export function startApp(): Promise<void> {
  if (started) return started;
  followSessionOfOtherTabs();
  const redirect = readAuthRedirect(window.location.search);
  if (redirect.resetToken || redirect.signedIn || redirect.emailChanged || redirect.error) {
    window.history.replaceState(window.history.state, '', withoutAuthRedirect(window.location.href));
  }
  if (redirect.resetToken) useAuthDialog.getState().openReset(redirect.resetToken);
  if (redirect.error) {
    const expired = redirect.error === 'INVALID_TOKEN' || redirect.error === 'EXPIRED_TOKEN';
    useAuthDialog
      .getState()
      .openWithNotice({ kind: 'error', key: expired ? 'auth.errors.linkExpired' : 'auth.errors.authFailed' });
  }
  started = Promise.all([
    Promise.all([loadPublicConfig(), i18nReady()]).then(([config]) => {
      const appName = config?.appName || DEFAULT_APP_NAME;
      // index.html is written in French for the default name: nothing to change then (and i18next's first
      // lookups stay out of the task that evaluates the scripts). Before the first render in any case.
      if (currentLanguage() !== 'fr' || appName !== DEFAULT_APP_NAME) {
        applyDocumentMeta(document, documentMetaFor(currentLanguage(), appName));
      }
      if (config) checkProductionConfig(config);
    }),
    useAuthStore
      .getState()
      .initialize({ preferCookie: redirect.signedIn })
      .then(() => {
        // A signed-in browser sees the new address in the header; another one is told to use it.
        if (redirect.emailChanged && !useAuthStore.getState().isAuthenticated) {
          useAuthDialog.getState().openWithNotice({ kind: 'success', key: 'auth.emailChanged' });
        }
      }),
  ]).then(() => undefined);
  return started;
}
