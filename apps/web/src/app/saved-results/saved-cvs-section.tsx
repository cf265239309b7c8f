import { useGeneratorStore } from '../../features/generator/stores/generator-store';
import { DownloadPdfButton } from '../../features/pdf-export/components/download-pdf-button';
import { HistoryPanel } from '../../features/saved-cvs/components/history-panel';
import { useSavedCvs } from '../../features/saved-cvs/stores/saved-cvs-store';
import { duplicateSaved, openSaved, removeSaved } from './keep-results';

/** The generator page's history (D16b): the kept CVs, with the export feature's download button. */
export default function SavedCvsSection({ requireSignIn }: { requireSignIn: () => boolean }) {
  const entries = useSavedCvs((state) => state.entries);
  const savedId = useGeneratorStore((state) => state.savedId);
  const text = useGeneratorStore((state) => state.generatedCV);
  if (entries.length === 0) return null;
  return (
    <div className="mt-8">
      <HistoryPanel
        entries={entries}
        current={savedId ? { id: savedId, text } : null}
        onOpen={(id) => void openSaved(id)}
        onDuplicate={(id) => void duplicateSaved(id)}
        onDelete={(id) => void removeSaved(id)}
        renderDownload={(cvText, entry) => (
          <DownloadPdfButton
            text={cvText}
            originalFileName={entry.fileName}
            jobTitle={entry.jobTitle}
            requireSignIn={requireSignIn}
            variant="row"
          />
        )}
      />
    </div>
  );
}
