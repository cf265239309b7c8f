import type { ReadField as Field } from '@cv/contracts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { READING } from '../../../locales/reading-texts';
import { CheckIcon, PencilIcon } from './reading-icons';

interface ReadFieldProps {
  field: Field;
  /** What the page shows: what was read, or the user's correction. */
  value: string | null;
  /** What was read before the user corrected it; undefined: not corrected. */
  original?: string | null;
  onSave: (value: string) => void;
  onUndo: () => void;
}

// light, so that three of them per job do not outweigh what was read; 24 px high at least (a finger's target)
const textButton =
  'inline-flex min-h-6 items-center gap-1 rounded text-xs font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * One field of a job as read (employer, role or dates), corrected in place: « Corriger » opens an input;
 * Enter or « Enregistrer » keeps the value, Escape or « Annuler » leaves it as it was; a corrected field says
 * so, shows what was read, and can be set back.
 */
export function ReadField({ field, value, original, onSave, onUndo }: ReadFieldProps) {
  const { t } = useTranslation(READING);
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const corrected = original !== undefined;
  const editing = draft !== null;

  // back to the button that opened the input, so the keyboard stays where it was
  useEffect(() => {
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    setDraft(null);
  }

  const empty = field === 'period' ? t('noPeriod') : t('noValue');
  return (
    <div className="min-w-0 py-2 sm:py-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
        {editing ? <label htmlFor={inputId}>{t(`fields.${field}`)}</label> : t(`fields.${field}`)}
      </dt>
      <dd className="mt-0.5">
        {editing ? (
          <form
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              onSave(draft);
              setDraft(null);
            }}
          >
            <input
              id={inputId}
              value={draft}
              maxLength={500}
              // biome-ignore lint/a11y/noAutofocus: the user just asked to correct this field
              autoFocus
              aria-describedby={hintId}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              className="w-full min-w-0 rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm text-slate-900 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
            />
            <p id={hintId} className="text-xs text-slate-500">
              {t('editHint')}
            </p>
            <div className="flex gap-2">
              <button type="submit" className={`${buttonStyles.primary} px-3 py-1.5 text-xs`}>
                {t('save')}
              </button>
              <button
                type="button"
                className={`${buttonStyles.secondary} px-3 py-1.5 text-xs`}
                onClick={() => setDraft(null)}
              >
                {t('cancel')}
              </button>
            </div>
          </form>
        ) : (
          // on a phone the buttons stand beside the value; in a column under it
          <div className="flex items-start justify-between gap-3 sm:block">
            <div className="min-w-0">
              <p className={`break-words text-sm ${value ? 'text-slate-900' : 'italic text-slate-500'}`}>
                {value || empty}
              </p>
              {corrected ? (
                <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
                  <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-800">
                    <CheckIcon className="size-3.5" />
                    {t('corrected')}
                  </span>
                  <span className="break-words">{t('wasRead', { value: original || empty })}</span>
                </p>
              ) : null}
            </div>
            <div className="flex shrink-0 flex-col items-end sm:mt-1 sm:flex-row sm:flex-wrap sm:gap-x-4">
              <button
                ref={editButton}
                type="button"
                className={textButton}
                aria-label={t(`edit.${field}`)}
                onClick={() => setDraft(value ?? '')}
              >
                <PencilIcon className="size-3.5" />
                {t('correct')}
              </button>
              {corrected ? (
                <button
                  type="button"
                  className={textButton}
                  aria-label={t(`undo.${field}`)}
                  onClick={() => {
                    onUndo();
                    // the button goes with the correction: the keyboard stays on the field
                    editButton.current?.focus();
                  }}
                >
                  {t('undoShort')}
                </button>
              ) : null}
            </div>
          </div>
        )}
      </dd>
    </div>
  );
}
