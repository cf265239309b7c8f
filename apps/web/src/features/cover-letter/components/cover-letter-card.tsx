import type { CoverLetterResponse } from '@cv/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/alert-box';
import { buttonStyles } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { LETTER } from '../../../locales/letter-texts';
import { describeLetterError } from '../describe-letter-error';

interface CoverLetterCardProps {
  /** The letter written for this result, as the user left it; null until one is written. */
  letter: { written: CoverLetterResponse; text: string } | null;
  onTextChange: (text: string) => void;
  /** Writes the letter (the page sends the result's CV and offer and keeps the answer); rejects as the API does. */
  onWrite: () => Promise<void>;
  credits: number;
  onBuyCredits: () => void;
  /** True when signed in; otherwise opens the sign-in dialog and answers false. */
  requireSignIn: () => boolean;
  /** The letter's downloads (the export feature's, composed in by the page). */
  actions: ReactNode;
}

/**
 * The cover letter's tab (issue 26): what the letter is and what it costs before the click, then the letter in
 * the offer's language, editable, with its downloads in the CV's template. A letter the model could not write
 * well comes from the built-in engine, free, and the tab says so (D12, D25).
 */
export default function CoverLetterCard({
  letter,
  onTextChange,
  onWrite,
  credits,
  onBuyCredits,
  requireSignIn,
  actions,
}: CoverLetterCardProps) {
  const { t } = useTranslation(LETTER);
  const titleId = useId();
  const editId = useId();
  const [writing, setWriting] = useState(false);
  const [error, setError] = useState<ReturnType<typeof describeLetterError> | null>(null);

  async function write() {
    if (!requireSignIn() || writing) return;
    if (credits < 1) {
      setError({ key: 'errors.noCredits' });
      onBuyCredits();
      return;
    }
    setError(null);
    setWriting(true);
    try {
      await onWrite();
    } catch (failure) {
      setError(describeLetterError(failure));
    } finally {
      setWriting(false);
    }
  }

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl space-y-2">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {t('title')}
          </h2>
          {letter ? (
            <LetterNotes written={letter.written} />
          ) : (
            <p className="text-sm text-slate-700">{t('intro')}</p>
          )}
        </div>
        {letter ? <div>{actions}</div> : null}
      </div>

      {letter ? null : (
        <button
          type="button"
          className={`${buttonStyles.primary} mt-5 px-6 py-3 text-base`}
          onClick={() => void write()}
          disabled={writing}
        >
          {writing ? <Spinner className="size-5 text-white" /> : null}
          <span className="flex flex-col items-start text-left">
            <span>{writing ? t('writing') : t('write')}</span>
            <span className="text-xs font-medium">{t('price', { count: credits })}</span>
          </span>
        </button>
      )}

      <p className="sr-only" aria-live="polite">
        {writing ? t('writing') : letter ? t('written') : ''}
      </p>

      {error ? (
        <div className="mt-4">
          <AlertBox>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <span>{'text' in error ? error.text : t(error.key)}</span>
              {'key' in error && error.key === 'errors.noCredits' ? (
                <button type="button" className={buttonStyles.link} onClick={onBuyCredits}>
                  {t('buyCredits')}
                </button>
              ) : null}
            </div>
          </AlertBox>
        </div>
      ) : null}

      {letter ? (
        <div className="mt-5">
          <label htmlFor={editId} className="text-sm font-medium text-slate-700">
            {t('editLabel')}
          </label>
          <textarea
            id={editId}
            value={letter.text}
            onChange={(event) => {
              if (requireSignIn()) onTextChange(event.target.value);
            }}
            aria-describedby={`${editId}-hint`}
            rows={24}
            lang={LANGUAGE_TAGS[letter.written.language]}
            className="mt-1 block w-full max-w-3xl resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 font-serif text-[15px] leading-relaxed text-slate-900 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
          />
          <p id={`${editId}-hint`} className="mt-1 text-xs text-slate-500">
            {t('editHint')}
          </p>
        </div>
      ) : null}
    </section>
  );
}

/** The letter's language for the browser's spelling checker and a screen reader's voice. */
const LANGUAGE_TAGS = { french: 'fr', english: 'en', dutch: 'nl' } as const;

/** Its language, and who wrote it: the model (gated), or the built-in engine — free when the model failed. */
function LetterNotes({ written }: { written: CoverLetterResponse }) {
  const { t } = useTranslation(LETTER);
  const language = t(`languages.${written.language}`);
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <p>
        {t('language', { language })} {t(written.engine === 'ai' ? 'engine.ai' : 'engine.local')}
      </p>
      {written.charged ? null : (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">
          {t(written.ai?.outcome === 'nothing_passed' ? 'aiRejected' : 'aiFailed')}
        </p>
      )}
    </div>
  );
}
