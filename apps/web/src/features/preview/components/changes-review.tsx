import type { CvChange } from '@cv/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Dialog } from '../../../components/dialog';
import { RESULTS } from '../../../locales/results-texts';
import { loadEngine } from '../load-engine';
import { acceptedChanges, decide, groupBySection } from '../review/review-changes';
import { ChangeItem } from './change-item';

interface ChangesReviewProps {
  changes: readonly CvChange[];
  rejected: readonly string[];
  /** The CV text that was sent: the changes apply to it. */
  sourceText: string;
  /** The text as it stands (maybe edited by hand). */
  text: string;
  onDecide: (rejected: readonly string[], text: string) => void;
}

type Engine = Awaited<ReturnType<typeof loadEngine>>;

/**
 * Decision D20: the rewrite as the list of its changes, by section, each with its words before and after and
 * its reason; accepted or rejected one by one or all at once. The text is the CV sent with the accepted
 * changes applied (the engine's applyChanges, here in the browser), so the preview, the score and the
 * exports follow at once. Loaded with the first result that has changes.
 */
export default function ChangesReview({ changes, rejected, sourceText, text, onDecide }: ChangesReviewProps) {
  const { t } = useTranslation(RESULTS);
  const [engine, setEngine] = useState<Engine | null>(null);
  const [pending, setPending] = useState<string[] | null>(null);
  useEffect(() => {
    void loadEngine().then(setEngine);
  }, []);
  const groups = useMemo(() => groupBySection(changes), [changes]);
  // The text these decisions give: when the text on screen differs, the user retouched it by hand.
  const baseline = useMemo(
    () => engine?.applyChanges(sourceText, acceptedChanges(changes, rejected)) ?? null,
    [engine, sourceText, changes, rejected],
  );
  const retouched = baseline !== null && baseline !== text;
  const accepted = changes.length - rejected.length;

  function apply(next: string[]) {
    if (!engine) return;
    onDecide(next, engine.applyChanges(sourceText, acceptedChanges(changes, next)));
  }
  function choose(ids: readonly string[], reject: boolean) {
    const next = decide(changes, rejected, ids, reject);
    if (next.join() === rejected.join()) return;
    // Decisions rebuild the text from the CV sent: retouches by hand would go, so the user says so first.
    if (retouched) setPending(next);
    else apply(next);
  }

  const all = changes.map((change) => change.id);
  return (
    <div className="flex flex-1 flex-col gap-3">
      <p className="text-sm text-slate-600">{t('review.intro')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={`${buttonStyles.secondary} px-2.5 py-1.5 text-sm`}
          disabled={!engine || rejected.length === 0}
          onClick={() => choose(all, false)}
        >
          {t('review.acceptAll')}
        </button>
        <button
          type="button"
          className={`${buttonStyles.secondary} px-2.5 py-1.5 text-sm`}
          disabled={!engine || accepted === 0}
          onClick={() => choose(all, true)}
        >
          {t('review.rejectAll')}
        </button>
        <p className="ml-auto text-sm font-medium text-slate-700" role="status">
          {t('review.count', { accepted, total: changes.length })}
        </p>
      </div>
      <div className="max-h-[560px] space-y-4 overflow-y-auto pr-1">
        {groups.map((group) => (
          <section key={group.section} aria-labelledby={`review-${group.section}`}>
            <h3
              id={`review-${group.section}`}
              className="mb-1.5 text-xs font-bold uppercase tracking-wide text-slate-500"
            >
              {t(`review.sections.${group.section}`, { defaultValue: group.section })}
            </h3>
            <ul className="space-y-2">
              {group.changes.map((change) => (
                <ChangeItem
                  key={change.id}
                  change={change}
                  rejected={rejected.includes(change.id)}
                  disabled={!engine}
                  onChoose={(reject) => choose([change.id], reject)}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>

      <Dialog open={pending !== null} onClose={() => setPending(null)} title={t('review.overwriteTitle')}>
        <p className="text-sm text-slate-700">{t('review.overwriteBody')}</p>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button
            type="button"
            data-autofocus
            className={buttonStyles.secondary}
            onClick={() => setPending(null)}
          >
            {t('review.cancel')}
          </button>
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={() => {
              if (pending) apply(pending);
              setPending(null);
            }}
          >
            {t('review.overwriteConfirm')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
