import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultTabs } from '../../components/result-tabs';
import { Spinner } from '../../components/spinner';
import { useAuthStore } from '../../features/auth/stores/auth-store';
import { useGeneratorStore } from '../../features/generator/stores/generator-store';
import { DownloadPdfButton } from '../../features/pdf-export/components/download-pdf-button';
import PreviewCard from '../../features/preview/components/preview-card';
import { LETTER } from '../../locales/letter-texts';
import { buyCredits } from '../layout/buy-credits';
import { writeResultLetter } from './write-result-letter';

// The CV drawn in the export's chosen template with its pages (issue 25) comes after the preview.
const PaperPreview = lazy(() => import('../../features/pdf-export/components/paper-preview'));
// The cover letter (issue 26) comes when its tab is first opened.
const CoverLetterCard = lazy(() => import('../../features/cover-letter/components/cover-letter-card'));

const loading = (
  <div className="flex justify-center py-10">
    <Spinner />
  </div>
);

/**
 * The result, one chunk with the preview's, loaded with the first result: the CV rewritten (preview, review,
 * editor, exports) and, beside it, its cover letter (issue 26), as two tabs. Both stay in the page once shown,
 * so what was typed in one is still there after a look at the other.
 */
export default function ResultView({
  requireSignIn,
  onRetry,
}: {
  requireSignIn: () => boolean;
  /** A new generation with the same CV and offer (issue 23). */
  onRetry: () => void;
}) {
  const { t } = useTranslation(LETTER);
  const [tab, setTab] = useState<'cv' | 'letter'>('cv');
  const result = useGeneratorStore((state) => state.result)!;
  const generatedCV = useGeneratorStore((state) => state.generatedCV);
  const fileName = useGeneratorStore((state) => state.fileName);
  const resultFocus = useGeneratorStore((state) => state.resultFocus);
  const resultOrigin = useGeneratorStore((state) => state.resultOrigin);
  const cvText = useGeneratorStore((state) => state.cvText);
  const jobDescription = useGeneratorStore((state) => state.jobDescription);
  const languageOverride = useGeneratorStore((state) => state.languageOverride);
  const rejectedChanges = useGeneratorStore((state) => state.rejectedChanges);
  const letter = useGeneratorStore((state) => state.letter);
  const { setGeneratedCV, setChanges, setReview, setLiveScore, setLetter } = useGeneratorStore.getState();
  const credits = useAuthStore((state) => state.user?.credits ?? 0);
  const jobTitle = result.breakdown.jobTitle;

  return (
    <ResultTabs
      label={t('tabs.label')}
      selected={tab}
      onSelect={(key) => setTab(key as 'cv' | 'letter')}
      keepMounted
      tabs={[
        {
          key: 'cv',
          label: t('tabs.cv'),
          panel: (
            <PreviewCard
              result={result}
              text={generatedCV}
              onTextChange={setGeneratedCV}
              requireSignIn={requireSignIn}
              focusKey={resultFocus}
              paper={(props) => <PaperPreview {...props} />}
              onScore={setLiveScore}
              onRetry={resultOrigin === 'generated' ? onRetry : undefined}
              review={{
                sourceText: cvText,
                jobDescription,
                language: languageOverride,
                rejected: rejectedChanges,
                onDecide: setReview,
                onChanges: setChanges,
              }}
              actions={
                <DownloadPdfButton
                  text={generatedCV}
                  originalFileName={fileName}
                  jobTitle={jobTitle}
                  requireSignIn={requireSignIn}
                />
              }
            />
          ),
        },
        {
          key: 'letter',
          label: t('tabs.letter'),
          panel: (
            <Suspense fallback={loading}>
              <CoverLetterCard
                letter={letter}
                onTextChange={(text) => letter && setLetter({ ...letter, text })}
                onWrite={writeResultLetter}
                credits={credits}
                onBuyCredits={() => buyCredits(null, 'generate')}
                requireSignIn={requireSignIn}
                actions={
                  letter ? (
                    <DownloadPdfButton
                      text={letter.text}
                      letterFor={generatedCV}
                      templateLabel={t('templateLabel')}
                      originalFileName={fileName}
                      jobTitle={jobTitle}
                      requireSignIn={requireSignIn}
                    />
                  ) : null
                }
              />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
