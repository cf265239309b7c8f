import type { CvChange } from '@cv/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RESULTS } from '../../../locales/results-texts';
import { WordDiff } from './word-diff';

const unmarked = (text: string) => text.replace(/\*\*/g, '');

/**
 * What a change does, shown as it reads best: two section orders one above the other; a job's bullets or a list's
 * lines in their new order, those moved up marked; the lines a suggestion takes out; otherwise the words before → after.
 */
export function ChangeBody({ change }: { change: CvChange }) {
  const { t } = useTranslation(RESULTS);
  if (change.kind === 'section_moved')
    // A word diff of two orders reads as words deleted and added: the two orders, one above the other.
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm text-slate-800">
        <dt className="font-semibold text-slate-500">{t('review.orderBefore')}</dt>
        <dd>{change.before}</dd>
        <dt className="font-semibold text-emerald-800">{t('review.orderAfter')}</dt>
        <dd className="text-emerald-900">{change.after}</dd>
      </dl>
    );
  // a job's bullets, or a list's lines (skills, certificates) reordered: the new order, the lines moved up marked
  if (
    change.kind === 'bullets_reordered' ||
    (change.kind === 'skills_reordered' && change.before.includes('\n'))
  ) {
    const before = change.before.split('\n');
    return (
      <div className="text-sm text-slate-800">
        <p className="text-xs font-semibold text-slate-500">{t('review.newOrder')}</p>
        <ol className="mt-1 list-decimal space-y-0.5 pl-5">
          {change.after.split('\n').map((line, i) => {
            const raised = before.indexOf(line) > i;
            return (
              <li key={line} className={raised ? 'font-medium text-emerald-900' : undefined}>
                {raised ? <span className="sr-only">{t('review.movedUp')} </span> : null}
                {unmarked(line)}
              </li>
            );
          })}
        </ol>
      </div>
    );
  }
  if (change.after === '' && change.before.includes('\n'))
    return (
      <ul className="space-y-0.5 text-sm">
        {change.before.split('\n').map((line) => (
          <li key={line}>
            <del className="rounded bg-red-50 text-red-800 decoration-red-700">
              <span className="sr-only">{t('review.removed')} </span>
              {unmarked(line)}
            </del>
          </li>
        ))}
      </ul>
    );
  return <WordDiff before={unmarked(change.before)} after={unmarked(change.after)} />;
}

/** The CV's own lines that bear a change out (D25), quoted as the CV writes them. */
export function ChangeEvidence({ evidence }: { evidence: readonly string[] }) {
  const { t } = useTranslation(RESULTS);
  const titleId = useId();
  if (evidence.length === 0) return null;
  return (
    <div className="mt-1.5 rounded-md bg-slate-50 px-2 py-1.5 text-xs text-slate-700">
      <p id={titleId} className="font-semibold text-slate-600">
        {t('review.evidence')}
      </p>
      <ul aria-labelledby={titleId} className="mt-0.5 space-y-0.5">
        {evidence.map((line) => (
          <li key={line} className="line-clamp-2 italic">
            « {unmarked(line).replace(/\t+/g, ' · ')} »
          </li>
        ))}
      </ul>
    </div>
  );
}
