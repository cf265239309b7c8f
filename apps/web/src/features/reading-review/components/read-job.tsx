import type { EntryCorrection, ReadField as Field, ReadEntry } from '@cv/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { READING } from '../../../locales/reading-texts';
import { ReadField } from './read-field';
import { WarningIcon } from './reading-icons';

const FIELDS: readonly Field[] = ['company', 'position', 'period'];

interface ReadJobProps {
  entry: ReadEntry;
  number: number;
  /** The user's corrections of this job, by field. */
  corrections: ReadonlyMap<Field, EntryCorrection>;
  onCorrect: (correction: EntryCorrection) => void;
  onUndo: (entry: string, field: Field) => void;
}

/**
 * One job as read: employer, role and dates, each correctable; a job the engine is unsure of says so in words
 * and with a mark (never by its colour alone), and why it matters: the rewrite leaves it as written.
 */
export function ReadJob({ entry, number, corrections, onCorrect, onUndo }: ReadJobProps) {
  const { t } = useTranslation(READING);
  const helpId = useId();
  const shown = (field: Field) => shownField(entry, field, corrections.get(field));
  const title = shown('position').value || shown('company').value || t('noValue');
  const unsure = !entry.confident && !FIELDS.some((field) => shown(field).corrected);

  return (
    <article
      aria-label={t('jobLabel', { number, position: title })}
      aria-describedby={unsure ? helpId : undefined}
      className={`rounded-xl border px-3 py-2 sm:px-4 ${
        unsure ? 'border-amber-300 bg-amber-50/60' : 'border-slate-200 bg-white'
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
        <h4 className="text-sm font-semibold text-slate-900">{t('jobNumber', { number })}</h4>
        {unsure ? (
          <span className="inline-flex items-center gap-1 rounded-full border border-amber-400 bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            <WarningIcon className="size-3.5 text-amber-700" />
            {t('toCheck')}
          </span>
        ) : null}
      </div>
      {unsure ? (
        <p id={helpId} className="mt-1 text-xs text-amber-900">
          {t('toCheckHelp')}
        </p>
      ) : null}
      <dl className="mt-1 grid divide-y divide-slate-100 pb-1 sm:mt-2 sm:grid-cols-3 sm:gap-x-6 sm:divide-y-0">
        {FIELDS.map((field) => {
          const { value, corrected } = shown(field);
          const correction = corrections.get(field);
          return (
            <ReadField
              key={field}
              field={field}
              value={value}
              original={corrected ? (correction?.from ?? null) : undefined}
              onSave={(to) => onCorrect({ entry: entry.id, field, from: entry[field], to })}
              onUndo={() => onUndo(entry.id, field)}
            />
          );
        })}
      </dl>
    </article>
  );
}

/**
 * A field as the page shows it. The reading in hand may predate the user's last correction (the worker answers
 * a moment later): a correction the engine will apply — the job still reads what the user saw — shows at once.
 */
function shownField(
  entry: ReadEntry,
  field: Field,
  correction: EntryCorrection | undefined,
): { value: string | null; corrected: boolean } {
  if (entry.corrected?.includes(field)) return { value: entry[field], corrected: true };
  if (correction && (entry[field] ?? '') === (correction.from ?? ''))
    return { value: correction.to || null, corrected: true };
  return { value: entry[field], corrected: false };
}
