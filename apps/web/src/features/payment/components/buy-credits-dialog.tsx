import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/alert-box';
import { buttonStyles } from '../../../components/button-styles';
import { Dialog } from '../../../components/dialog';
import { currentLanguage } from '../../../lib/i18n';
import { formatEuros } from '../../credits/credit-packs';
import { useCreditPacks } from '../../credits/use-credit-packs';
import { goToCheckout, purchaseErrorReason } from '../checkout';
import { closeBuyCredits, usePaymentStore } from '../stores/payment-store';

/**
 * Spec §2's buy-credits modal, on the server's catalogue (D5): choosing a pack reveals 'Acheter N crédits',
 * which starts the hosted checkout. Opened by a generation asked with no credit, it speaks to someone who has
 * never bought any (issue 25). Loaded on first opening.
 */
export default function BuyCreditsDialog() {
  const { t } = useTranslation();
  const open = usePaymentStore((state) => state.buyOpen);
  const forGeneration = usePaymentStore((state) => state.buyPurpose === 'generate');
  const packs = useCreditPacks();
  const language = currentLanguage();
  const [selected, setSelected] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) {
      setSelected(null);
      setError(null);
    }
  }, [open]);

  async function buy(credits: number) {
    setPending(true);
    setError(null);
    try {
      await goToCheckout(credits);
    } catch (failure) {
      setError(t('payment.buy.error', { reason: purchaseErrorReason(failure) }));
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={closeBuyCredits}
      title={forGeneration ? t('payment.buy.generateTitle') : t('payment.buy.title')}
    >
      {forGeneration ? (
        <div className="space-y-1 text-sm text-slate-700">
          <p>{t('payment.buy.generateCost')}</p>
          <p>{t('payment.buy.kept')}</p>
        </div>
      ) : null}
      <div className="mt-4 grid grid-cols-2 gap-3">
        {packs.map((pack) => {
          const chosen = selected === pack.credits;
          return (
            <button
              key={pack.credits}
              type="button"
              aria-pressed={chosen}
              onClick={() => setSelected(pack.credits)}
              className={`relative rounded-xl border-2 px-3 pb-3 pt-4 text-center transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                chosen
                  ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-200'
                  : 'border-slate-200 bg-white hover:border-brand-300'
              }`}
            >
              {pack.popular ? (
                <span className="absolute -top-2.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-2 py-0.5 text-[10px] font-bold uppercase tracking-wide text-white">
                  {t('credits.popular')}
                </span>
              ) : null}
              <span className="block text-lg font-bold text-slate-900">
                {t('payment.buy.packCredits', { credits: pack.credits })}
              </span>
              <span className="block text-sm font-semibold text-brand-800">
                {formatEuros(pack.priceEur, language)}
              </span>
            </button>
          );
        })}
      </div>
      {selected !== null ? (
        <button
          type="button"
          disabled={pending}
          onClick={() => void buy(selected)}
          className={`${buttonStyles.primary} mt-5 w-full`}
        >
          {pending ? t('payment.buy.pending') : t('payment.buy.submit', { credits: selected })}
        </button>
      ) : null}
      {error ? (
        <div className="mt-4">
          <AlertBox>{error}</AlertBox>
        </div>
      ) : null}
      <p className="mt-4 text-center text-xs text-slate-500">{t('payment.buy.instant')}</p>
    </Dialog>
  );
}
