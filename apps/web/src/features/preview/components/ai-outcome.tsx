import type { OptimizeCvResponse } from '@cv/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { RESULTS } from '../../../locales/results-texts';

interface AiOutcomeProps {
  result: OptimizeCvResponse;
  /** A new generation with the same CV and offer (one credit). */
  onRetry?: () => void;
}

/**
 * Who rewrote the CV, said as it happened (issue 23): the built-in engine; the AI with how many of its changes
 * passed our checks; or the AI failed (why) or proposed nothing that passed — then the result shown is the
 * built-in engine's, given for free (the credit came back), and the user may try the AI again.
 */
export function AiOutcome({ result, onRetry }: AiOutcomeProps) {
  const { t } = useTranslation();
  const { t: tr } = useTranslation(RESULTS);
  const ai = result.ai;
  if (!ai || ai.outcome === 'used') {
    const droppedTotal = ai ? Object.values(ai.dropped).reduce((sum, n) => sum + n, 0) : 0;
    const label =
      result.engine !== 'ai'
        ? t('preview.engineLocal')
        : ai && droppedTotal > 0
          ? tr('ai.engineCounts', {
              kept: ai.kept,
              proposed: ai.proposed,
              dropped: droppedTotal,
              gates: gateList(tr, ai.dropped),
            })
          : t('preview.engineAi');
    return <p className="text-xs text-slate-500">{label}</p>;
  }
  const why =
    ai.outcome === 'nothing_passed'
      ? tr('ai.failed.nothing_passed', { count: ai.proposed, gates: gateList(tr, ai.dropped) })
      : tr(`ai.failed.${ai.reason ?? 'http'}`);
  return (
    <div
      role="status"
      className="flex max-w-xl items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <span aria-hidden="true">⚠</span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold">{tr('ai.failedTitle')}</p>
        <p>{why}</p>
        <p>{result.charged === false ? tr('ai.fallback') : t('preview.engineLocal')}</p>
        {onRetry ? (
          <button type="button" onClick={onRetry} className={`${buttonStyles.secondary} mt-1 text-sm`}>
            {tr('ai.retry')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** 'chiffres 1, noms 1': the gates that set changes aside, most first. */
function gateList(t: TFunction<typeof RESULTS>, dropped: Record<string, number>): string {
  return Object.entries(dropped)
    .sort(([, a], [, b]) => b - a)
    .map(([gate, n]) => `${t(`ai.gates.${gate}`, { defaultValue: gate })} ${n}`)
    .join(', ');
}
