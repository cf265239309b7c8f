import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../components/button-styles';
import { Dialog } from '../../components/dialog';
import { useAuthStore } from '../../features/auth/stores/auth-store';
import { RESULTS } from '../../locales/results-texts';
import { clearSaved, keptCount } from './keep-results';
import { useSignOutPrompt } from './sign-out';

const close = () => useSignOutPrompt.setState({ isOpen: false });

/** Signing out with CVs kept in this browser: keep them, or erase them first. */
export default function SignOutDialog() {
  const { t } = useTranslation(RESULTS);
  const isOpen = useSignOutPrompt((state) => state.isOpen);
  const [pending, setPending] = useState(false);

  async function signOut(clear: boolean) {
    setPending(true);
    if (clear) await clearSaved();
    close();
    await useAuthStore.getState().logout();
    setPending(false);
  }

  return (
    <Dialog open={isOpen} onClose={close} title={t('history.signOutTitle')}>
      <p className="text-sm text-slate-700">{t('history.signOutBody', { count: keptCount() })}</p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          data-autofocus
          disabled={pending}
          className={buttonStyles.secondary}
          onClick={() => void signOut(false)}
        >
          {t('history.signOutKeep')}
        </button>
        <button
          type="button"
          disabled={pending}
          className={`${buttonStyles.primary} bg-red-700 hover:bg-red-800`}
          onClick={() => void signOut(true)}
        >
          {t('history.signOutClear')}
        </button>
      </div>
    </Dialog>
  );
}
