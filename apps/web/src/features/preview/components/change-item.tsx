import type { CvChange } from '@cv/contracts';
import { reasonIn } from '@cv/cv-engine/browser';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { RESULTS } from '../../../locales/results-texts';
import { ChangeBody, ChangeEvidence } from './change-body';

const choice =
  'rounded-md border px-2.5 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50';

/**
 * One change: what it does, why, the CV's lines that bear it out, and the user's choice (two toggle buttons, one
 * pressed). A suggestion says so, and starts refused.
 */
export function ChangeItem({
  change,
  rejected,
  disabled,
  onChoose,
}: {
  change: CvChange;
  rejected: boolean;
  disabled: boolean;
  onChoose: (reject: boolean) => void;
}) {
  // read again when the interface's language changes (useTranslation renders on it)
  const { t } = useTranslation(RESULTS);
  const reasonId = useId();
  const label = change.before === '' ? 'lineAdded' : change.after === '' ? 'lineRemoved' : null;
  return (
    <li
      className={`rounded-lg border p-3 ${rejected ? 'border-slate-200 bg-slate-50 opacity-75' : 'border-emerald-200 bg-white'}`}
    >
      {change.suggestion ? (
        <p className="mb-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
          {t('review.suggestion')}
        </p>
      ) : label ? (
        <p className="mb-1 text-xs font-semibold text-slate-500">{t(`review.${label}`)}</p>
      ) : null}
      <ChangeBody change={change} />
      <p id={reasonId} className="mt-1.5 text-xs text-slate-600">
        {reasonIn(change, currentLanguage())}
      </p>
      <ChangeEvidence evidence={change.evidence ?? []} />
      <fieldset className="mt-2 flex gap-2">
        <legend className="sr-only">{t('review.decision')}</legend>
        <button
          type="button"
          aria-pressed={!rejected}
          aria-describedby={reasonId}
          disabled={disabled}
          onClick={() => onChoose(false)}
          className={`${choice} ${rejected ? 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100' : 'border-emerald-700 bg-emerald-700 text-white'}`}
        >
          {t('review.accept')}
        </button>
        <button
          type="button"
          aria-pressed={rejected}
          aria-describedby={reasonId}
          disabled={disabled}
          onClick={() => onChoose(true)}
          className={`${choice} ${rejected ? 'border-slate-700 bg-slate-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'}`}
        >
          {t('review.reject')}
        </button>
      </fieldset>
    </li>
  );
}
