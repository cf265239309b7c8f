import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../features/credits/credit-packs';
import { useCreditPacks } from '../../features/credits/use-credit-packs';
import { currentLanguage } from '../../lib/i18n';
import { usePublicConfig } from '../../lib/public-config';

/** The packs of the server's catalogue (D5) with their prices, the cost of one CV and the welcome credits. */
export function PackPrices() {
  const { t } = useTranslation();
  const packs = useCreditPacks();
  const welcome = usePublicConfig((state) => state.config?.welcomeCredits ?? 0);
  const language = currentLanguage();
  return (
    <div className="mt-2 space-y-2 text-sm text-slate-700">
      <p>{t('landing.perCv')}</p>
      <ul className="space-y-1">
        {packs.map((pack) => (
          <li key={pack.credits} className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {t('credits.pack', { credits: pack.credits, price: formatEuros(pack.priceEur, language) })}
            {pack.popular ? (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-[10px] font-bold uppercase tracking-wide text-white">
                {t('credits.popular')}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {welcome > 0 ? <p className="text-emerald-800">{t('landing.welcome', { count: welcome })}</p> : null}
    </div>
  );
}
