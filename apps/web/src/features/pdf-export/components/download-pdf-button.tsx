import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';

export interface ExportPanelProps {
  /** The CV's text; for a cover letter, the letter's. */
  text: string;
  /** For a cover letter (issue 26): the CV it goes with, whose name and contact line head the letter. */
  letterFor?: string;
  /** The template choice's label, when it is not the CV's own ('Modèle du CV'). */
  templateLabel?: string;
  /** The uploaded file's name: the download is named after it when the CV gives no person's name. */
  originalFileName: string | null;
  /** The offer's job title, for the download's name. */
  jobTitle?: string | null;
  /** True when signed in; otherwise opens the sign-in dialog and answers false. */
  requireSignIn: () => boolean;
  /**
   * 'panel' (the result's): the template choice and both buttons. 'row' (a list of kept CVs): the buttons
   * only, in the template last chosen.
   */
  variant?: 'panel' | 'row';
}

// The template choice and both exports come with the first result, not with the first page load.
const ExportPanel = lazy(() => import('./export-panel'));

/** Spec §2: the download button, now the CV's exports (PDF or Word, in a chosen template), and its letter's. */
export function DownloadPdfButton(props: ExportPanelProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <button type="button" className={buttonStyles.primary} disabled>
          {t('pdf.download')}
        </button>
      }
    >
      <ExportPanel {...props} />
    </Suspense>
  );
}
