import { diffWords } from 'diff';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RESULTS } from '../../../locales/results-texts';

/**
 * A change's before and after as one text, word by word: what goes is struck through, what comes is
 * highlighted; a screen reader hears 'supprimé : … ajouté : …' rather than colours it cannot see.
 */
export function WordDiff({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation(RESULTS);
  const parts = useMemo(
    () => diffWords(before, after).map((part, index) => ({ ...part, key: `${index}` })),
    [before, after],
  );
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-800">
      {parts.map((part) => {
        if (part.removed)
          return (
            <del key={part.key} className="rounded bg-red-50 text-red-800 decoration-red-700">
              <span className="sr-only">{t('review.removed')} </span>
              {part.value}
            </del>
          );
        if (part.added)
          return (
            <ins key={part.key} className="rounded bg-emerald-50 font-medium text-emerald-900 no-underline">
              <span className="sr-only">{t('review.added')} </span>
              {part.value}
            </ins>
          );
        return <span key={part.key}>{part.value}</span>;
      })}
    </p>
  );
}
