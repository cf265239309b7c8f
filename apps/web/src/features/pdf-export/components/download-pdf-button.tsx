import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { nextDownloadFileName } from '../download-file-name';
import { EXPORT_TEMPLATES } from '../export-templates';

interface DownloadPdfButtonProps {
  text: string;
  /** The uploaded file's name: the PDF is named after it. */
  originalFileName: string | null;
  /** True when signed in; otherwise opens the sign-in dialog and answers false. */
  requireSignIn: () => boolean;
}

/** Spec §2: the download button showing a progress percentage while the PDF is built. */
export function DownloadPdfButton({ text, originalFileName, requireSignIn }: DownloadPdfButtonProps) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);
  useEffect(preloadWhenIdle, []);

  async function download() {
    if (!requireSignIn() || progress !== null) return;
    setError(null);
    window.clearTimeout(resetTimer.current);
    let blob: Blob;
    try {
      // The builder (jsPDF, the font, the layout) is its own chunk, fetched on the first download.
      const { buildCvPdf } = await import('../build-cv-pdf');
      blob = await buildCvPdf(text, EXPORT_TEMPLATES.classic, setProgress);
    } catch (failure) {
      console.error('Impossible de générer le PDF', failure);
      setProgress(null);
      setError(t('pdf.failed'));
      return;
    }
    try {
      saveBlob(blob, nextDownloadFileName(originalFileName));
      setProgress(100);
      // Spec §4: the bar shows 100 % a moment after the file is handed over, then goes (no work is delayed).
      resetTimer.current = window.setTimeout(() => setProgress(null), 800);
    } catch (failure) {
      console.error('Erreur lors du téléchargement du PDF', failure);
      setProgress(null);
      setError(t('pdf.downloadFailed'));
    }
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        className={buttonStyles.primary}
        onClick={() => void download()}
        disabled={progress !== null || !text.trim()}
        aria-describedby={error ? 'pdf-error' : undefined}
      >
        <svg
          viewBox="0 0 20 20"
          className="size-5"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M10 3v10M6 9l4 4 4-4M4 15v2h12v-2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {progress === null ? t('pdf.download') : t('pdf.building', { percent: progress })}
      </button>
      {error ? (
        <p id="pdf-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The button shows once a CV is there to download: fetch what the first click needs while nothing happens. */
function preloadWhenIdle(): () => void {
  const prepare = () => void import('../build-cv-pdf').then((module) => module.preparePdfExport());
  // Safari before 18 has no requestIdleCallback.
  const whenIdle = window.requestIdleCallback as Window['requestIdleCallback'] | undefined;
  if (whenIdle) {
    const handle = window.requestIdleCallback(prepare, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(prepare, 200);
  return () => window.clearTimeout(timer);
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the URL once the click is handled; free it after this task.
  queueMicrotask(() => setTimeout(() => URL.revokeObjectURL(url), 0));
}
