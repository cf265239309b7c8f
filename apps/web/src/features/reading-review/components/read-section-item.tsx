import type { EntryCorrection, ReadField, ReadSection } from '@cv/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { READING } from '../../../locales/reading-texts';
import { sectionKind } from '../section-kind';
import { ReadJob } from './read-job';
import { SidebarIcon } from './reading-icons';

interface ReadSectionItemProps {
  section: ReadSection;
  /** The number of the section's first job among all the CV's jobs. */
  firstJob: number;
  corrections: readonly EntryCorrection[];
  onCorrect: (correction: EntryCorrection) => void;
  onUndo: (entry: string, field: ReadField) => void;
}

/** One section under the CV's own heading, with what it was taken for, and its jobs when it has some. */
export function ReadSectionItem({ section, firstJob, corrections, onCorrect, onUndo }: ReadSectionItemProps) {
  const { t } = useTranslation(READING);
  const headingId = useId();
  const kind = sectionKind(section.key);
  return (
    <li aria-labelledby={headingId} className="py-3">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 id={headingId} className="min-w-0 break-words font-semibold text-slate-900">
          {section.heading ?? t('header')}
        </h3>
        <span
          className={`rounded-full px-2 py-0.5 text-xs ${KIND_STYLE[kind === 'other' ? 'other' : 'known']}`}
        >
          {t('takenFor', { kind: t(`kinds.${kind}`) })}
        </span>
        {section.sidebar ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs text-sky-900">
            <SidebarIcon />
            {t('sidebar')}
          </span>
        ) : null}
      </div>
      {section.entries.length > 0 ? (
        <ul className="mt-2 space-y-2">
          {section.entries.map((entry, index) => (
            <li key={entry.id}>
              <ReadJob
                entry={entry}
                number={firstJob + index}
                corrections={correctionsOf(entry.id, corrections)}
                onCorrect={onCorrect}
                onUndo={onUndo}
              />
            </li>
          ))}
        </ul>
      ) : kind === 'experience' ? (
        <p className="mt-1 text-sm text-slate-600">{t('noJob')}</p>
      ) : null}
    </li>
  );
}

const KIND_STYLE = {
  known: 'bg-slate-100 text-slate-700',
  // an unknown heading: its content still counts, but the user may want to rename it
  other: 'border border-dashed border-slate-400 text-slate-700',
} as const;

function correctionsOf(entry: string, corrections: readonly EntryCorrection[]) {
  return new Map(corrections.filter((c) => c.entry === entry).map((c) => [c.field, c] as const));
}
