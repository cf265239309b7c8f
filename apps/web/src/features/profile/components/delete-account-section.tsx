import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/alert-box';
import { buttonStyles } from '../../../components/button-styles';
import { useProfileStore } from '../stores/profile-store';

/**
 * Decision D18: 'Supprimer mon compte', confirmed, then DELETE /api/user/account and sign-out. The demo
 * account, shared by every visitor of a demo, cannot be deleted (the server refuses it too): the button is
 * disabled and says why.
 */
export function DeleteAccountSection({
  onDeleted,
  isDemoAccount = false,
  keptCount = 0,
}: {
  onDeleted: (clearBrowser: boolean) => void;
  isDemoAccount?: boolean;
  /** CVs this browser keeps for the account (D16b): the user may erase them with it. */
  keptCount?: number;
}) {
  const { t } = useTranslation();
  const deleteAccount = useProfileStore((state) => state.deleteAccount);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [clearBrowser, setClearBrowser] = useState(true);

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      await deleteAccount();
      onDeleted(keptCount > 0 && clearBrowser);
    } catch (failure) {
      console.error('Erreur lors de la suppression du compte', failure);
      setError(t('profile.errors.delete'));
      setPending(false);
    }
  }

  if (isDemoAccount) {
    return (
      <div className="space-y-1">
        <button
          type="button"
          disabled
          aria-describedby="profile-demo-kept"
          className="cursor-not-allowed rounded-lg px-3 py-2 text-sm font-semibold text-slate-400"
        >
          {t('profile.deleteAccount')}
        </button>
        <p id="profile-demo-kept" className="text-sm text-slate-600">
          {t('profile.demoAccountKept')}
        </p>
      </div>
    );
  }
  if (!confirming) {
    return (
      <button
        type="button"
        className="rounded-lg px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        onClick={() => setConfirming(true)}
      >
        {t('profile.deleteAccount')}
      </button>
    );
  }
  return (
    <div className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-3">
      <p className="text-sm text-red-800">{t('profile.deleteWarning')}</p>
      {keptCount > 0 ? (
        <label className="flex items-start gap-2 text-sm text-red-900">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-red-700"
            checked={clearBrowser}
            onChange={(event) => setClearBrowser(event.target.checked)}
          />
          {t('profile.deleteBrowserCvs', { count: keptCount })}
        </label>
      ) : null}
      {error ? <AlertBox>{error}</AlertBox> : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={pending}
          className={`${buttonStyles.primary} bg-red-700 hover:bg-red-800`}
          onClick={() => void confirm()}
        >
          {pending ? t('profile.deleting') : t('profile.deleteConfirm')}
        </button>
        <button
          type="button"
          disabled={pending}
          className={buttonStyles.secondary}
          onClick={() => setConfirming(false)}
        >
          {t('profile.cancel')}
        </button>
      </div>
    </div>
  );
}
