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

/** Spec §2: the last 5 generated CVs — original file name, ATS score in %, creation date. */
export function RecentCvsList({ cvs }: { cvs: readonly GeneratedCvRecord[] }) {
  const { t } = useTranslation();
  if (cvs.length === 0) return <p className="text-sm text-slate-500">{t('profile.noCvs')}</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {cvs.slice(0, RECENT_CVS_LIMIT).map((cv) => (
        <li key={cv.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2">
          <span className="min-w-0 truncate font-medium text-slate-800">
            {cv.originalFileName || t('profile.unnamedFile')}
          </span>
          <span className="flex shrink-0 gap-3 text-sm text-slate-600">
            <span className="font-semibold text-brand-800">
              {cv.atsScore === null ? t('profile.noScore') : t('profile.score', { score: cv.atsScore })}
            </span>
            <time dateTime={cv.createdAt}>{formatDate(cv.createdAt)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
