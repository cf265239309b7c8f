import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Dialog } from '../../../components/dialog';
import { RESULTS } from '../../../locales/results-texts';
import type { SavedCvSummary } from '../saved-cv';
import { HistoryRow } from './history-row';

interface HistoryPanelProps {
  entries: readonly SavedCvSummary[];
  /** The kept CV on the page, with its text as it stands. */
  current: { id: string; text: string } | null;
  onOpen: (id: string) => void;
  onDuplicate: (id: string) => void;
  onDelete: (id: string) => void;
  /** The download button for a text (the export feature's, composed in by the page). */
  renderDownload: (text: string, entry: SavedCvSummary) => ReactNode;
}

/**
 * The last CVs this browser keeps for the account (D16b): reopen, download again, duplicate or delete — none
 * costs a credit. Folded by default (a disclosure button in the heading): the texts the download buttons
 * need are read only once it is opened.
 */
export function HistoryPanel({
  entries,
  current,
  onOpen,
  onDuplicate,
  onDelete,
  renderDownload,
}: HistoryPanelProps) {
  const { t } = useTranslation(RESULTS);
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<SavedCvSummary | null>(null);

  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2 className="text-base font-bold text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-3 rounded-2xl px-5 py-4 text-left focus-visible:outline-2 focus-visible:outline-brand-600 sm:px-6"
        >
          {t('history.title', { count: entries.length })}
          <svg
            viewBox="0 0 20 20"
            className={`size-5 shrink-0 text-slate-500 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <path d="M5.5 7.5L10 12l4.5-4.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </h2>
      <div id={listId} hidden={!open} className="border-t border-slate-100 px-5 pb-5 sm:px-6">
        {open ? (
          <>
            <p className="mt-3 text-sm text-slate-600">{t('history.explanation')}</p>
            <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200">
              {entries.map((entry) => (
                <HistoryRow
                  key={entry.id}
                  entry={entry}
                  currentText={current?.id === entry.id ? current.text : null}
                  onOpen={() => onOpen(entry.id)}
                  onDuplicate={() => onDuplicate(entry.id)}
                  onDelete={() => setDeleting(entry)}
                  renderDownload={renderDownload}
                />
              ))}
            </ul>
          </>
        ) : null}
      </div>

      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} title={t('history.deleteTitle')}>
        <p className="text-sm text-slate-700">
          {t('history.deleteBody', { name: deleting?.fileName || t('history.unnamed') })}
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button
            type="button"
            data-autofocus
            className={buttonStyles.secondary}
            onClick={() => setDeleting(null)}
          >
            {t('history.cancel')}
          </button>
          <button
            type="button"
            className={`${buttonStyles.primary} bg-red-700 hover:bg-red-800`}
            onClick={() => {
              if (deleting) onDelete(deleting.id);
              setDeleting(null);
            }}
          >
            {t('history.deleteConfirm')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
