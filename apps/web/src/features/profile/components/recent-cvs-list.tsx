import type { GeneratedCvRecord } from '@cv/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { RECENT_CVS_LIMIT } from '../api/get-generated-cvs';

function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(currentLanguage() === 'en' ? 'en-GB' : 'fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** Which of the account's CVs this browser keeps (D16b: the server has their metadata only). */
export interface LocalCopies {
  /** False until the browser's list was read: nothing is said before. */
  ready: boolean;
  has: (generationId: string) => boolean;
  open: (generationId: string) => void;
}

/**
 * Spec §2: the last 5 generated CVs — original file name, ATS score in %, creation date; each opens when
 * this browser keeps it, or says it was made elsewhere.
 */
export function RecentCvsList({ cvs, local }: { cvs: readonly GeneratedCvRecord[]; local?: LocalCopies }) {
  const { t } = useTranslation();
  if (cvs.length === 0) return <p className="text-sm text-slate-500">{t('profile.noCvs')}</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {cvs.slice(0, RECENT_CVS_LIMIT).map((cv) => (
        <li key={cv.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2">
          <span id={`cv-${cv.id}`} className="min-w-0 truncate font-medium text-slate-800">
            {cv.originalFileName || t('profile.unnamedFile')}
          </span>
          <span className="flex shrink-0 gap-3 text-sm text-slate-600">
            <span className="font-semibold text-brand-800">
              {cv.atsScore === null ? t('profile.noScore') : t('profile.score', { score: cv.atsScore })}
            </span>
            <time dateTime={cv.createdAt}>{formatDate(cv.createdAt)}</time>
          </span>
          {local?.ready ? (
            <span className="basis-full text-sm">
              {local.has(cv.id) ? (
                <button
                  type="button"
                  aria-describedby={`cv-${cv.id}`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  onClick={() => local.open(cv.id)}
                >
                  {t('profile.openCv')}
                </button>
              ) : (
                <span className="text-slate-500">{t('profile.cvElsewhere')}</span>
              )}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
