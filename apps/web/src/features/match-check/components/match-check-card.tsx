import type { TargetLanguage } from '@cv/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatchCheck } from '../use-match-check';

interface MatchCheckCardProps {
  cvText: string;
  jobText: string;
  /** The output language the user chose; null: the offer's own. */
  language: TargetLanguage | null;
  /** Writes the CV in its own language instead (D21), through the page's sign-in gate. */
  onKeepCvLanguage: (language: TargetLanguage) => void;
}

/**
 * The free check before paying (issue 14): as soon as a CV and an offer are on the page, the match the engine
 * computes in the browser — score, the offer's must-haves found and missing, a plain "poor match" when it is
 * one, and a CV in another language than the one it will be written in (D21). No request, no credit.
 * Loaded with its worker only when both texts are there (never with the page).
 */
export default function MatchCheckCard({ cvText, jobText, language, onKeepCvLanguage }: MatchCheckCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { report, ms } = useMatchCheck(cvText, jobText, language);
  const name = (lang: TargetLanguage) => t(`matchCheck.languageNames.${lang}`);

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-check-ms={ms === null ? undefined : ms.toFixed(1)}
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('matchCheck.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('matchCheck.intro')}</p>
      {report === null ? (
        <p className="mt-3 text-sm text-slate-500" role="status">
          {t('matchCheck.computing')}
        </p>
      ) : (
        <div className="mt-3 space-y-3 text-sm text-slate-700">
          <p role="status" className="text-base font-semibold text-slate-900">
            {t('matchCheck.score', { score: report.score })}
          </p>
          {report.poorMatch ? (
            <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
              {t('matchCheck.poorMatch')}
            </p>
          ) : null}
          {report.cvLanguage !== report.targetLanguage ? (
            <div className="rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sky-900">
              <p>
                {t('matchCheck.languageMismatch', {
                  cv: name(report.cvLanguage),
                  target: name(report.targetLanguage),
                })}
              </p>
              <button
                type="button"
                className="mt-2 rounded-lg border border-sky-300 bg-white px-3 py-1.5 text-sm font-medium text-sky-900 hover:bg-sky-100"
                onClick={() => onKeepCvLanguage(report.cvLanguage)}
              >
                {t('matchCheck.keepCvLanguage', { language: name(report.cvLanguage) })}
              </button>
            </div>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <Terms title={t('matchCheck.mustMissing')} words={report.mustHave.missing} tone="bad" />
            <Terms title={t('matchCheck.mustFound')} words={report.mustHave.matched} tone="good" />
          </div>
          {report.niceToHave.missing.length > 0 ? (
            <Terms title={t('matchCheck.niceMissing')} words={report.niceToHave.missing} tone="neutral" />
          ) : null}
        </div>
      )}
    </section>
  );
}

const TONES = {
  good: 'bg-emerald-50 text-emerald-800',
  bad: 'bg-red-50 text-red-800',
  neutral: 'bg-slate-100 text-slate-700',
} as const;

function Terms({ title, words, tone }: { title: string; words: string[]; tone: keyof typeof TONES }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-1 font-medium text-slate-900">
        {title}
      </h3>
      {words.length === 0 ? (
        <p className="text-slate-500">{t('matchCheck.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {words.map((word) => (
            <li key={word} className={`rounded-full px-2 py-0.5 text-xs ${TONES[tone]}`}>
              {word}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
