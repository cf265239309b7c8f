import type { TargetLanguage } from '@cv/contracts';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../lib/public-config';
import { useGeneratorStore } from '../stores/generator-store';
import { useDetectedLanguage } from '../use-detected-language';
import { cardStyles } from './card-styles';

// A type-only import of the contracts: importing their zod schema would put zod in the first bundle.
const LANGUAGES: readonly TargetLanguage[] = ['french', 'english', 'dutch'];
// « ou collez le lien de l'offre » (issue 27) with its texts: a chunk of its own, when the server reads links.
const JobLinkField = lazy(() => import('./job-link-field'));

/**
 * Spec §2 job description card: 7 rows, at least 130 px high, the hint of what is written in the offer's
 * language, the language detected as the user types, and a select to choose another one. Everything here is
 * a visitor's too (issue 25) but reading an offer's link, a request of an account: `requireSignIn` gates it.
 */
export function JobOfferCard({ requireSignIn }: { requireSignIn: () => boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const fieldId = useId();
  const selectId = useId();
  const { jobDescription, setJobDescription, languageOverride, setLanguageOverride } = useGeneratorStore();
  const detected = useDetectedLanguage(jobDescription);
  const readsLinks = usePublicConfig((state) => state.config?.features.jobFetch);
  // The built-in engine writes headings and dates in the offer's language, not the content (D21): the hint
  // says what the configured engine really does (issue 25).
  const translates = usePublicConfig((state) => (state.config?.aiProvider ?? 'local') !== 'local');
  const detectedName = detected ? t(`generator.languages.${detected}`) : null;

  return (
    <section aria-labelledby={titleId} className={cardStyles.card}>
      <h2 id={titleId} className={cardStyles.title}>
        {t('generator.job.title')}
      </h2>
      <label htmlFor={fieldId} className="mt-4 block text-sm font-medium text-slate-700">
        {t('generator.job.label')}
      </label>
      <textarea
        id={fieldId}
        rows={7}
        value={jobDescription}
        onChange={(event) => setJobDescription(event.target.value)}
        placeholder={t('generator.job.placeholder')}
        aria-describedby={`${fieldId}-hint`}
        className={`${cardStyles.textarea} mt-1 min-h-[130px]`}
      />
      <p id={`${fieldId}-hint`} className="mt-2 text-xs text-slate-500">
        {translates ? t('generator.job.hintAi') : t('generator.job.hint')}
      </p>
      {readsLinks && (
        <Suspense>
          <JobLinkField requireSignIn={requireSignIn} />
        </Suspense>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {detectedName ? t('generator.job.detected', { language: detectedName }) : null}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
            {t('generator.job.languageLabel')}
          </label>
          <select
            id={selectId}
            value={languageOverride ?? ''}
            onChange={(event) => setLanguageOverride((event.target.value || null) as TargetLanguage | null)}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
          >
            <option value="">
              {t('generator.job.languageAuto', { language: detectedName ?? t('generator.languages.french') })}
            </option>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`generator.languages.${language}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </section>
  );
}
