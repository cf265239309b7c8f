import type { CvLayout, EntryCorrection } from '@cv/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { READING } from '../../../locales/reading-texts';
import { withCorrection, withoutCorrection } from '../corrections';
import { useCvReading } from '../use-cv-reading';
import { ReadSectionItem } from './read-section-item';
import { WarningIcon } from './reading-icons';

interface ReadingReviewCardProps {
  cvText: string;
  /** What extraction saw of the file's layout, when the CV came from a PDF or a Word file. */
  layout?: CvLayout;
  corrections: readonly EntryCorrection[];
  /** The corrections after the user corrected a field or set one back. */
  onChange: (corrections: readonly EntryCorrection[]) => void;
}

/**
 * « Ce que nous avons lu » (issue 22, D24): as soon as a CV is on the page, what the engine read of it — its
 * sections under the CV's own headings with what each was taken for, and each job's employer, role and dates —
 * computed in the browser (no request, no credit) by the reading the generation uses. A job the engine is
 * unsure of asks to be checked; any field can be corrected, and the corrections go with the generation.
 * Loaded with its worker only when a CV is there (never with the page).
 */
export default function ReadingReviewCard({ cvText, layout, corrections, onChange }: ReadingReviewCardProps) {
  const { t } = useTranslation(READING);
  const titleId = useId();
  const { reading, failed, ms } = useCvReading(cvText, layout, corrections);
  const jobs = reading?.sections.flatMap((section) => section.entries) ?? [];
  const toCheck = jobs.filter((job) => !job.confident).length;
  // jobs are numbered through the CV, whatever section they are in
  let next = 1;
  const firstJobs = (reading?.sections ?? []).map((section) => {
    const first = next;
    next += section.entries.length;
    return first;
  });

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-reading-ms={ms === null ? undefined : ms.toFixed(1)}
    >
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      {reading === null ? (
        <p className="mt-3 text-sm text-slate-500" role="status">
          {failed ? t('failed') : t('reading')}
        </p>
      ) : (
        <>
          {/* what extraction could not read (reading.warnings) is said by the upload card, with the file */}
          <p role="status" className="mt-3 text-sm font-medium text-slate-800">
            {t('summary', {
              sections: t('sectionCount', { count: reading.sections.length }),
              jobs: t('jobCount', { count: jobs.length }),
            })}
            {toCheck > 0 ? (
              <span className="ml-2 inline-flex items-center gap-1 text-amber-900">
                <WarningIcon className="size-3.5 text-amber-700" />
                {t('toCheckCount', { count: toCheck })}
              </span>
            ) : null}
          </p>
          <ol className="mt-1 divide-y divide-slate-200">
            {reading.sections.map((section, index) => (
              <ReadSectionItem
                // the same heading may come twice (a sidebar's and the main column's)
                // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; their order is the CV's
                key={index}
                section={section}
                firstJob={firstJobs[index] ?? 1}
                corrections={corrections}
                onCorrect={(correction) => onChange(withCorrection(corrections, correction))}
                onUndo={(entry, field) => onChange(withoutCorrection(corrections, entry, field))}
              />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
