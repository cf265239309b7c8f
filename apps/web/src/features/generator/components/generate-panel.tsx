import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/alert-box';
import { buttonStyles } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { useGeneratorStore } from '../stores/generator-store';
import { ProgressBar } from './progress-bar';

const ResetConfirmDialog = lazy(() => import('./reset-confirm-dialog'));

interface GeneratePanelProps {
  onGenerate: () => void;
  /** A visitor's click opens the sign-in dialog (spec §4), so the button is never disabled for them. */
  visitor?: boolean;
  /** What a generation costs and what the user has, said on the button before the first click (issue 25). */
  price: string;
  /** Shown beside the no-credit alert; opens the profile (or buy) modal once it exists. */
  onBuyCredits?: () => void;
}

/**
 * Spec §2: the generate button with its price ('1 crédit · il vous en reste 0 — packs dès 1 €'), the CV and offer ticks, the progress bar of
 * extraction and generation, the errors of §8, and a reset action.
 */
export function GeneratePanel({ onGenerate, onBuyCredits, visitor = false, price }: GeneratePanelProps) {
  const { t } = useTranslation();
  const aiWait = useGeneratorStore((state) => state.aiWait);
  const { cvText, jobDescription, isExtracting, isGenerating, progress, progressMessage, error, noCredits } =
    useGeneratorStore();
  const dismissError = useGeneratorStore((state) => state.dismissError);
  const reset = useGeneratorStore((state) => state.reset);
  const hasResult = useGeneratorStore((state) => state.result !== null);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const hasCv = cvText.trim() !== '';
  const hasJob = jobDescription.trim() !== '';
  const disabled = !visitor && (!hasCv || !hasJob || isGenerating || isExtracting);

  return (
    <section className="space-y-4">
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <StatusTick
          done={hasCv}
          label={hasCv ? t('generator.generate.cvReady') : t('generator.generate.cvMissing')}
        />
        <StatusTick
          done={hasJob}
          label={hasJob ? t('generator.generate.jobReady') : t('generator.generate.jobMissing')}
        />
      </ul>

      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={`${buttonStyles.primary} px-6 py-3 text-base`}
          disabled={disabled}
          onClick={onGenerate}
        >
          {isGenerating ? <Spinner className="size-5 text-white" /> : null}
          <span className="flex flex-col items-start text-left">
            <span>{isGenerating ? t('generator.generate.generating') : t('generator.generate.button')}</span>
            <span className="text-xs font-medium">{price}</span>
          </span>
        </button>
        <button
          type="button"
          className={buttonStyles.ghost}
          // A generated CV cost a credit: it is not wiped by one stray click.
          onClick={() => (hasResult ? setConfirmingReset(true) : reset())}
        >
          {t('generator.generate.reset')}
        </button>
      </div>

      {confirmingReset ? (
        <Suspense fallback={null}>
          <ResetConfirmDialog
            onCancel={() => setConfirmingReset(false)}
            onConfirm={() => {
              setConfirmingReset(false);
              reset();
            }}
          />
        </Suspense>
      ) : null}

      {progressMessage ? (
        <ProgressBar
          percent={progress}
          message={
            aiWait
              ? t(`generator.progress.${aiWait.phase === 'waiting' ? 'aiWaiting' : 'aiWriting'}`, aiWait)
              : t(`generator.progress.${progressMessage}`)
          }
          tone={progressMessage === 'failed' ? 'error' : 'normal'}
        />
      ) : null}

      {error ? (
        <AlertBox>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <span>{error}</span>
            <span className="flex gap-3">
              {noCredits && onBuyCredits ? (
                <button type="button" className={buttonStyles.link} onClick={onBuyCredits}>
                  {t('generator.generate.buyCredits')}
                </button>
              ) : null}
              <button
                type="button"
                aria-label={t('dialog.close')}
                className="rounded px-1 text-red-700 hover:bg-red-100"
                onClick={dismissError}
              >
                ×
              </button>
            </span>
          </div>
        </AlertBox>
      ) : null}
    </section>
  );
}

function StatusTick({ done, label }: { done: boolean; label: string }) {
  return (
    <li className={`flex items-center gap-1.5 ${done ? 'text-emerald-700' : 'text-slate-500'}`}>
      <span
        aria-hidden="true"
        className={`inline-flex size-5 items-center justify-center rounded-full text-xs font-bold ${
          done ? 'bg-emerald-100' : 'bg-slate-100'
        }`}
      >
        {done ? '✓' : '·'}
      </span>
      {label}
    </li>
  );
}
