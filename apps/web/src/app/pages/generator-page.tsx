import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { useAuthDialog } from '../../features/auth/stores/auth-dialog-store';
import { useAuthStore } from '../../features/auth/stores/auth-store';
import { GeneratePanel } from '../../features/generator/components/generate-panel';
import { JobOfferCard } from '../../features/generator/components/job-offer-card';
import { MobileRecommendation } from '../../features/generator/components/mobile-recommendation';
import { UploadCard } from '../../features/generator/components/upload-card';
import { useGeneratorStore } from '../../features/generator/stores/generator-store';
import { DownloadPdfButton } from '../../features/pdf-export/components/download-pdf-button';
import { currentLanguage } from '../../lib/i18n';
import { usePublicConfig } from '../../lib/public-config';

// The preview (with the engine's layout rules) comes with the first result, not with the first page load.
const PreviewCard = lazy(() => import('../../features/preview/components/preview-card'));
// The free match check (issue 14) and its worker come when a CV and an offer are both there.
const MatchCheckCard = lazy(() => import('../../features/match-check/components/match-check-card'));
// « Ce que nous avons lu » (issue 22) and its worker come with the first CV text.
const ReadingReviewCard = lazy(() => import('../../features/reading-review/components/reading-review-card'));
// The CVs this browser keeps (D16b) come with the session.
const SavedCvsSection = lazy(() => import('../saved-results/saved-cvs-section'));

/** Spec §9 default, used until (or if) /api/config answers. */
const DEFAULT_MAX_UPLOAD_BYTES = 10_485_760;

/**
 * The main page: composes the generator (upload, offer, generate), the preview and the PDF export. The
 * features know nothing of each other nor of the session: this page hands them the token, the sign-in gate
 * and the credit balance.
 */
export function GeneratorPage() {
  const { t } = useTranslation();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const token = useAuthStore((state) => state.token);
  const openAuth = useAuthDialog((state) => state.open);
  const maxUploadBytes = usePublicConfig((state) => state.config?.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES);
  const demoMode = usePublicConfig((state) => state.config?.demoMode ?? false);
  const result = useGeneratorStore((state) => state.result);
  const generatedCV = useGeneratorStore((state) => state.generatedCV);
  const setGeneratedCV = useGeneratorStore((state) => state.setGeneratedCV);
  const fileName = useGeneratorStore((state) => state.fileName);
  const resultFocus = useGeneratorStore((state) => state.resultFocus);
  const resultOrigin = useGeneratorStore((state) => state.resultOrigin);
  const cvText = useGeneratorStore((state) => state.cvText);
  const cvLayout = useGeneratorStore((state) => state.cvLayout);
  const cvCorrections = useGeneratorStore((state) => state.cvCorrections);
  const setCvCorrections = useGeneratorStore((state) => state.setCvCorrections);
  const jobDescription = useGeneratorStore((state) => state.jobDescription);
  const languageOverride = useGeneratorStore((state) => state.languageOverride);
  const rejectedChanges = useGeneratorStore((state) => state.rejectedChanges);
  const setChanges = useGeneratorStore((state) => state.setChanges);
  const setReview = useGeneratorStore((state) => state.setReview);
  const setLiveScore = useGeneratorStore((state) => state.setLiveScore);

  const requireSignIn = useCallback(() => {
    if (useAuthStore.getState().isAuthenticated) return true;
    openAuth('login');
    return false;
  }, [openAuth]);

  // Signing out (here or in another tab) leaves no CV text behind on the screen.
  useEffect(() => {
    if (!token) useGeneratorStore.getState().reset();
  }, [token]);

  const generate = useCallback(async () => {
    if (!requireSignIn()) return;
    const { token: current, user } = useAuthStore.getState();
    const result = await useGeneratorStore.getState().generate({
      token: current,
      credits: user?.credits ?? 0,
      interfaceLanguage: currentLanguage(),
    });
    // Decision D6: the server charged the credit; its answer carries the new balance.
    if (result) useAuthStore.getState().setCredits(result.credits);
  }, [requireSignIn]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <section className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {t('generator.title')}
        </h1>
        <p className="mt-3 text-base text-slate-600 sm:text-lg">{t('generator.subtitle')}</p>
        {isAuthenticated ? null : (
          <p className="mt-4 text-sm font-medium text-brand-800">{t('generator.visitorHint')}</p>
        )}
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <UploadCard
          requireSignIn={requireSignIn}
          token={token}
          maxUploadBytes={maxUploadBytes}
          demoMode={demoMode}
        />
        <JobOfferCard requireSignIn={requireSignIn} />
      </div>

      {cvText.trim() ? (
        <div className="mt-6">
          <Suspense fallback={null}>
            <ReadingReviewCard
              cvText={cvText}
              layout={cvLayout ?? undefined}
              corrections={cvCorrections}
              onChange={(corrections) => {
                if (requireSignIn()) setCvCorrections(corrections);
              }}
            />
          </Suspense>
        </div>
      ) : null}

      {!result && cvText.trim() && jobDescription.trim() ? (
        <div className="mt-6">
          <Suspense fallback={null}>
            <MatchCheckCard
              cvText={cvText}
              jobText={jobDescription}
              language={languageOverride}
              onKeepCvLanguage={(language) => {
                if (requireSignIn()) useGeneratorStore.getState().setLanguageOverride(language);
              }}
            />
          </Suspense>
        </div>
      ) : null}

      <div className="mt-6">
        <GeneratePanel onGenerate={() => void generate()} visitor={!isAuthenticated} />
      </div>

      {result ? (
        <div className="mt-8">
          <Suspense
            fallback={
              <div className="flex justify-center py-10">
                <Spinner />
              </div>
            }
          >
            <PreviewCard
              result={result}
              text={generatedCV}
              onTextChange={setGeneratedCV}
              requireSignIn={requireSignIn}
              focusKey={resultFocus}
              onScore={setLiveScore}
              onRetry={resultOrigin === 'generated' ? () => void generate() : undefined}
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
                  jobTitle={result.breakdown.jobTitle}
                  requireSignIn={requireSignIn}
                />
              }
            />
          </Suspense>
        </div>
      ) : null}

      {isAuthenticated ? (
        <Suspense fallback={null}>
          <SavedCvsSection requireSignIn={requireSignIn} />
        </Suspense>
      ) : null}

      <MobileRecommendation />
    </div>
  );
}
