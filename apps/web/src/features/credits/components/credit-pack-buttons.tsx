import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { formatEuros } from '../credit-packs';
import { useCreditPacks } from '../use-credit-packs';

/** The catalogue's packs as buttons (D5: 10 credits for 1 €, 100 for 5 € marked popular); `onBuy(credits)`. */
export function CreditPackButtons({ onBuy }: { onBuy: (credits: number) => void }) {
  const { t } = useTranslation();
  const packs = useCreditPacks();
  const language = currentLanguage();
  return (
    <div className="grid grid-cols-2 gap-3">
      {packs.map((pack) => (
        <button
          key={pack.credits}
          type="button"
          onClick={() => onBuy(pack.credits)}
          className={`relative rounded-xl border-2 px-3 py-3 text-center font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
            pack.popular
              ? 'border-brand-600 bg-brand-50 text-brand-900 hover:bg-brand-100'
              : 'border-slate-200 bg-white text-slate-800 hover:border-brand-300'
          }`}
        >
          {pack.popular ? (
            <span className="absolute -top-2.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-2 py-0.5 text-[10px] font-bold uppercase tracking-wide text-white">
              {t('credits.popular')}
            </span>
          ) : null}
          {t('credits.pack', { credits: pack.credits, price: formatEuros(pack.priceEur, language) })}
        </button>
      ))}
    </div>
  );
}
