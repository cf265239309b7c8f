import { useTranslation } from 'react-i18next';

interface AtsScoreBadgeProps {
  before: number;
  after: number;
  onShowBreakdown: () => void;
}

/** Decision D11: the original CV's score beside the new one, so the gain shown is the real one. */
export function AtsScoreBadge({ before, after, onShowBreakdown }: AtsScoreBadgeProps) {
  const { t } = useTranslation();
  const gain = after - before;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p
        aria-live="polite"
        className={`inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-bold ${scoreColour(after)}`}
      >
        {t('preview.scoreChange', { before, after })}
        {gain > 0 ? <span className="font-semibold">(+{gain})</span> : null}
      </p>
      <button
        type="button"
        onClick={onShowBreakdown}
        className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {t('preview.showBreakdown')}
      </button>
    </div>
  );
}

function scoreColour(score: number): string {
  if (score >= 80) return 'bg-emerald-100 text-emerald-800';
  if (score >= 60) return 'bg-amber-100 text-amber-800';
  return 'bg-red-100 text-red-800';
}
