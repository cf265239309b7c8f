import { useTranslation } from 'react-i18next';
import { cardStyles } from '../../features/generator/components/card-styles';
import { PackPrices } from './pack-prices';

const STEPS = [
  ['landing.step1Title', 'landing.step1'],
  ['landing.step2Title', 'landing.step2'],
  ['landing.step3Title', 'landing.step3'],
] as const;

/**
 * What a visitor reads before trying anything (issue 25): how it works in three steps, what it costs (the
 * server's packs, from the page's own config), what is free and what stays private. The page's title and
 * one-line pitch sit above it; the generator below it works without an account.
 */
export function VisitorIntro() {
  const { t } = useTranslation();
  return (
    <div className="mt-8 space-y-4">
      <section aria-labelledby="landing-steps">
        <h2 id="landing-steps" className="sr-only">
          {t('landing.stepsTitle')}
        </h2>
        <ol className="grid gap-3 sm:grid-cols-3">
          {STEPS.map(([title, text], index) => (
            <li key={title} className="flex gap-3 rounded-2xl bg-brand-50 p-4">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{t(title)}</span>
                <span className="block text-sm text-slate-700">{t(text)}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>
      <div className="grid gap-3 sm:grid-cols-3">
        <section aria-labelledby="landing-price" className={cardStyles.card}>
          <h2 id="landing-price" className={cardStyles.title}>
            {t('landing.priceTitle')}
          </h2>
          <PackPrices />
        </section>
        <section aria-labelledby="landing-free" className={cardStyles.card}>
          <h2 id="landing-free" className={cardStyles.title}>
            {t('landing.freeTitle')}
          </h2>
          <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
            {(['landing.freeCheck', 'landing.freeReview', 'landing.freeHistory'] as const).map((key) => (
              <li key={key} className="flex gap-2">
                <span aria-hidden="true" className="text-emerald-700">
                  ✓
                </span>
                {t(key)}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="landing-private" className={cardStyles.card}>
          <h2 id="landing-private" className={cardStyles.title}>
            {t('landing.privateTitle')}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{t('landing.private')}</p>
        </section>
      </div>
    </div>
  );
}
