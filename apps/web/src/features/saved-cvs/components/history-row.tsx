import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { RESULTS } from '../../../locales/results-texts';
import { formatSavedDate } from '../format-saved-date';
import type { SavedCvSummary } from '../saved-cv';
import { useSavedCvs } from '../stores/saved-cvs-store';

interface HistoryRowProps {
  entry: SavedCvSummary;
  /** The live text when this CV is the one on the page; null otherwise (the kept text is read). */
  currentText: string | null;
  onOpen: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  renderDownload: (text: string, entry: SavedCvSummary) => ReactNode;
}

const small = 'px-2.5 py-1.5 text-sm';

/** One kept CV: the offer it was made for, its file, score and date, and what can be done with it. */
export function HistoryRow({
  entry,
  currentText,
  onOpen,
  onDuplicate,
  onDelete,
  renderDownload,
}: HistoryRowProps) {
  const { t } = useTranslation(RESULTS);
  const titleId = useId();
  const keptText = useKeptText(entry.id, currentText === null);
  const text = currentText ?? keptText;
  const isShown = currentText !== null;

  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-3 py-3">
      <div id={titleId} className="min-w-0 flex-1 basis-56">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="min-w-0 break-words">{rowName(entry) || t('history.unnamed')}</span>
          {entry.isCopy ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {t('history.copy')}
            </span>
          ) : null}
          {entry.hasLetter ? (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
              {t('history.withLetter')}
            </span>
          ) : null}
          {isShown ? (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800">
              {t('history.shown')}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600">
          {entry.fileName && entry.jobTitle ? `${entry.fileName} · ` : ''}
          {t('history.score', { before: entry.originalAtsScore, after: entry.atsScore })} ·{' '}
          <time dateTime={entry.savedAt}>{formatSavedDate(entry.savedAt)}</time>
        </p>
      </div>
      <div className="flex flex-wrap items-start gap-1.5">
        <button
          type="button"
          className={`${buttonStyles.secondary} ${small}`}
          aria-describedby={titleId}
          disabled={isShown}
          onClick={onOpen}
        >
          {t('history.open')}
        </button>
        {text ? renderDownload(text, entry) : null}
        <button
          type="button"
          className={`${buttonStyles.ghost} ${small}`}
          aria-describedby={titleId}
          onClick={onDuplicate}
        >
          {t('history.duplicate')}
        </button>
        <button
          type="button"
          className={`${buttonStyles.ghost} ${small} text-red-700! hover:bg-red-50`}
          aria-describedby={titleId}
          onClick={onDelete}
        >
          {t('history.delete')}
        </button>
      </div>
    </li>
  );
}

/**
 * A kept CV is named by what it was made for — 'Data Engineer — Verdanne Énergies' — rather than by its file,
 * which is the same for every offer it was tailored to (issue 25); the file's name when the offer gave no title.
 */
function rowName({ jobTitle, employer, fileName }: SavedCvSummary): string {
  if (!jobTitle) return fileName ?? '';
  return employer ? `${jobTitle} — ${employer}` : jobTitle;
}

/** The kept text, read when the row shows (the list itself holds no text). */
function useKeptText(id: string, wanted: boolean): string | null {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void useSavedCvs
      .getState()
      .read(id)
      .then((saved) => {
        if (live) setText(saved?.text ?? null);
      });
    return () => {
      live = false;
    };
  }, [id, wanted]);
  return text;
}
