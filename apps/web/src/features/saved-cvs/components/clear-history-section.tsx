import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { RESULTS } from '../../../locales/results-texts';

/**
 * The profile's 'Supprimer mon historique' (D16b): erases every CV this browser keeps for the account,
 * after asking. The server's list (metadata only) is not touched: it is the account's record of generations.
 */
export function ClearHistorySection({ count, onClear }: { count: number; onClear: () => Promise<void> }) {
  const { t } = useTranslation(RESULTS);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function clear() {
    setPending(true);
    await onClear();
    setPending(false);
    setConfirming(false);
    setDone(true);
  }

  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600" role="status">
        {done && count === 0 ? t('history.cleared') : t('history.keptHere', { count })}
      </p>
      {count > 0 && !confirming ? (
        <button type="button" className={buttonStyles.secondary} onClick={() => setConfirming(true)}>
          {t('history.clear')}
        </button>
      ) : null}
      {count > 0 && confirming ? (
        <div className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-3">
          <p className="text-sm text-amber-900">{t('history.clearWarning', { count })}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={pending}
              className={`${buttonStyles.primary} bg-red-700 hover:bg-red-800`}
              onClick={() => void clear()}
            >
              {t('history.clearConfirm')}
            </button>
            <button
              type="button"
              disabled={pending}
              className={buttonStyles.secondary}
              onClick={() => setConfirming(false)}
            >
              {t('history.cancel')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
