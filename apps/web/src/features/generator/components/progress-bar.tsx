import { useTranslation } from 'react-i18next';

interface ProgressBarProps {
  percent: number;
  message: string;
  tone?: 'normal' | 'error';
}

/** A labelled progress bar with its message and percentage (spec §2), readable by screen readers. */
export function ProgressBar({ percent, message, tone = 'normal' }: ProgressBarProps) {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className={tone === 'error' ? 'font-medium text-red-700' : 'font-medium text-slate-700'}>
          {message}
        </span>
        <span className="tabular-nums text-slate-600">{value} %</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('generator.progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${message} ${value} %`}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-300 ${tone === 'error' ? 'bg-red-500' : 'bg-brand-600'}`}
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
