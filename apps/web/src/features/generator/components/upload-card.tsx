import { type DragEvent, lazy, type MouseEvent, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { ACCEPTED_EXTENSIONS } from '../extraction/file-kind';
import { draggedFileKind, prepareExtraction } from '../extraction/prepare-extraction';
import { formatMegabytes } from '../format-megabytes';
import { useGeneratorStore } from '../stores/generator-store';
import { cardStyles } from './card-styles';

// Said only when extraction could not read part of the file: loaded then, with its texts.
const ExtractionWarnings = lazy(() =>
  import('./extraction-warnings').then((module) => ({ default: module.ExtractionWarnings })),
);

interface UploadCardProps {
  /** Null for a visitor: the file is read in the browser only (issue 25), never sent to the server's reader. */
  token: string | null;
  maxUploadBytes: number;
  demoMode: boolean;
}

/**
 * Spec §2 upload card: our own button (the native file input speaks the browser's language), drag-and-drop,
 * the file name, the extraction spinner, a manual 'extract' button, the demo CV in demo mode, and the
 * extracted text, editable. A visitor may use all of it (issue 25: the free check needs no account).
 */
export function UploadCard({ token, maxUploadBytes, demoMode }: UploadCardProps) {
  const { t, i18n } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const textId = useId();
  const [dragging, setDragging] = useState(false);
  const { file, fileName, cvText, cvLayout, isExtracting, selectFile, extractAgain, loadDemoCv, setCvText } =
    useGeneratorStore();

  const maxMegabytes = formatMegabytes(maxUploadBytes, i18n.language);

  function choose() {
    // Most CVs are PDFs: pdf.js and its worker load while the person picks the file.
    prepareExtraction('pdf');
    inputRef.current?.click();
  }
  function take(chosen: File | undefined) {
    if (chosen) void selectFile(chosen, { token, maxBytes: maxUploadBytes });
  }
  /** The whole zone takes a click, as drop zones do (the button inside is the keyboard's way in). */
  function onZoneClick(event: MouseEvent<HTMLFieldSetElement>) {
    // Our own click on the hidden input bubbles up here: not a second choice.
    if (event.target !== inputRef.current) choose();
  }
  function onDrop(event: DragEvent<HTMLFieldSetElement>) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  }

  return (
    <section aria-labelledby={titleId} className={cardStyles.card}>
      <h2 id={titleId} className={cardStyles.title}>
        {t('generator.upload.title')}
      </h2>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the button inside takes the keyboard; the zone is the mouse's larger target */}
      <fieldset
        aria-label={t('generator.upload.dropZone')}
        onDragEnter={(event) => {
          const items = [...event.dataTransfer.items].filter((item) => item.kind === 'file');
          if (items.length > 0) prepareExtraction(draggedFileKind(items.map((item) => item.type)));
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        onClick={onZoneClick}
        className={`mt-4 flex min-w-0 cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition ${
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50 hover:border-brand-600'
        }`}
      >
        <button
          type="button"
          className={buttonStyles.primary}
          // Its click reaches the zone's handler, which chooses.
          aria-describedby={`${titleId}-formats`}
        >
          <svg
            viewBox="0 0 20 20"
            className="size-5"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <path d="M10 13V3M6 7l4-4 4 4M4 13v3h12v-3" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t('generator.upload.choose')}
        </button>
        <span className="text-sm text-slate-600">{t('generator.upload.dropHint')}</span>
        <span id={`${titleId}-formats`} className="text-xs text-slate-500">
          {t('generator.upload.formats', { size: maxMegabytes })}
        </span>
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPTED_EXTENSIONS}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            take(event.target.files?.[0]);
            // Choosing the same file again must still trigger a new extraction.
            event.target.value = '';
          }}
        />
      </fieldset>

      <div className="mt-3 min-h-6 space-y-2 text-sm" aria-live="polite">
        {fileName ? (
          <p className="truncate font-medium text-slate-800">
            {t('generator.upload.file', { name: fileName })}
          </p>
        ) : null}
        {isExtracting ? (
          <p className="flex items-center gap-2 text-slate-600" role="status">
            <Spinner className="size-4" />
            {t('generator.upload.extracting')}
          </p>
        ) : null}
        {cvLayout?.warnings?.length && !isExtracting ? (
          <Suspense fallback={null}>
            <ExtractionWarnings warnings={cvLayout.warnings} />
          </Suspense>
        ) : null}
      </div>

      <div className="mt-2 flex flex-wrap gap-2">
        {file && !cvText.trim() && !isExtracting ? (
          <button type="button" className={buttonStyles.secondary} onClick={() => void extractAgain(token)}>
            {t('generator.upload.extract')}
          </button>
        ) : null}
        {demoMode ? (
          <button type="button" className={buttonStyles.secondary} onClick={() => void loadDemoCv()}>
            {t('generator.upload.demo')}
          </button>
        ) : null}
      </div>

      <label htmlFor={textId} className="mt-4 block text-sm font-medium text-slate-700">
        {t('generator.upload.cvText')}
      </label>
      <textarea
        id={textId}
        value={cvText}
        onChange={(event) => setCvText(event.target.value)}
        placeholder={t('generator.upload.cvTextPlaceholder')}
        rows={8}
        className={`${cardStyles.textarea} mt-1 min-h-[130px]`}
      />
    </section>
  );
}
