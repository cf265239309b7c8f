import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { nextDownloadFileName } from '../download-file-name';
import { type ExportDocument, fileNamePrefix, prepareExport } from '../export-document';
import { EXPORT_TEMPLATE_IDS, EXPORT_TEMPLATES, type ExportTemplateId } from '../export-templates';
import { saveBlob } from '../save-blob';
import { useTemplateChoice } from '../stores/template-store';
import type { ExportPanelProps } from './download-pdf-button';

type Busy = { format: 'pdf'; percent: number } | { format: 'docx' } | null;

/**
 * The CV's downloads: the template (remembered in this browser), then a PDF (with its progress, spec §2) or a
 * Word document. The builders are their own chunks — jsPDF and the font fetched when the browser is idle
 * once a CV is shown, the Word builder when the pointer or focus reaches its button — and every build runs
 * on the click itself, with no timer (D14).
 */
export default function ExportPanel({
  text,
  letterFor,
  templateLabel,
  originalFileName,
  jobTitle,
  requireSignIn,
  variant = 'panel',
}: ExportPanelProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const errorId = useId();
  const template = useTemplateChoice((state) => state.template);
  const chooseTemplate = useTemplateChoice((state) => state.choose);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);
  useEffect(preloadPdfWhenIdle, []);

  async function download(format: 'pdf' | 'docx') {
    if (!requireSignIn() || busy !== null) return;
    setError(null);
    window.clearTimeout(resetTimer.current);
    setBusy(format === 'pdf' ? { format, percent: 0 } : { format });
    // A row (a kept CV) follows the choice made on the result's panel, the one its preview shows; a letter
    // too (one choice for the CV and its letter).
    const chosen = EXPORT_TEMPLATES[template];
    const document: ExportDocument =
      letterFor === undefined ? { kind: 'cv', text } : { kind: 'letter', text, cvText: letterFor };
    let blob: Blob;
    try {
      blob =
        format === 'pdf'
          ? await (await import('../build-cv-pdf')).buildPdf(document, chosen, (percent) =>
              setBusy({ format: 'pdf', percent }),
            )
          : await (await import('../build-cv-docx')).buildDocx(document, chosen);
    } catch (failure) {
      console.error(
        format === 'pdf' ? 'Impossible de générer le PDF' : 'Impossible de générer le DOCX',
        failure,
      );
      setBusy(null);
      setError(t(format === 'pdf' ? 'pdf.failed' : 'pdf.docxFailed'));
      return;
    }
    try {
      const { personName } = prepareExport(document);
      const prefix = fileNamePrefix(document);
      saveBlob(
        blob,
        nextDownloadFileName({ personName, jobTitle, originalFileName, extension: format, text, prefix }),
      );
      if (format === 'pdf') setBusy({ format, percent: 100 });
      // Spec §4: the bar shows 100 % a moment after the file is handed over, then goes (no work is delayed).
      resetTimer.current = window.setTimeout(() => setBusy(null), format === 'pdf' ? 800 : 0);
    } catch (failure) {
      console.error('Erreur lors du téléchargement du PDF', failure);
      setBusy(null);
      setError(t('pdf.downloadFailed'));
    }
  }

  const disabled = busy !== null || !text.trim();
  const row = variant === 'row';
  // In a row, the buttons sit beside the row's other small buttons; in the panel, both are as high.
  const small = row ? 'px-2.5 py-1.5 text-sm' : 'min-h-11 max-sm:px-2 max-sm:text-sm';
  return (
    <div
      className={row ? 'flex flex-col items-start gap-1' : 'flex flex-col items-stretch gap-2 sm:items-end'}
    >
      {row ? null : (
        <div className="flex items-center justify-end gap-2 text-sm">
          <label htmlFor={selectId} className="font-medium text-slate-700">
            {templateLabel ?? t('pdf.template')}
          </label>
          <select
            id={selectId}
            value={template}
            onChange={(event) => chooseTemplate(event.target.value as ExportTemplateId)}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-slate-900 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
          >
            {EXPORT_TEMPLATE_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`pdf.templates.${id}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {/* the panel's two buttons: one even row on a phone, side by side on a wider screen */}
      <div
        className={
          row ? 'flex flex-wrap gap-2' : 'grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end'
        }
      >
        <button
          type="button"
          className={`${row ? buttonStyles.secondary : buttonStyles.primary} ${small}`}
          onClick={() => void download('pdf')}
          disabled={disabled}
          aria-describedby={error ? errorId : undefined}
        >
          <DownloadIcon />
          {busy?.format === 'pdf' ? t('pdf.building', { percent: busy.percent }) : t('pdf.download')}
        </button>
        <button
          type="button"
          className={`${buttonStyles.secondary} ${small}`}
          onClick={() => void download('docx')}
          onPointerEnter={preloadDocx}
          onFocus={preloadDocx}
          disabled={disabled}
          aria-describedby={error ? errorId : undefined}
        >
          <DownloadIcon />
          {busy?.format === 'docx' ? t('pdf.buildingDocx') : t('pdf.downloadDocx')}
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function DownloadIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-5 shrink-0"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M10 3v10M6 9l4 4 4-4M4 15v2h12v-2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The Word builder (the docx library) is fetched when a click on its button becomes likely. */
function preloadDocx(): void {
  import('../build-cv-docx').catch(() => {});
}

/** The panel shows once a CV is there to download: fetch what the first PDF click needs while nothing happens. */
function preloadPdfWhenIdle(): () => void {
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
