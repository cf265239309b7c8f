import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../components/button-styles';
import { Spinner } from '../../components/spinner';
import { useAuthDialog } from '../../features/auth/stores/auth-dialog-store';
import { useAuthStore } from '../../features/auth/stores/auth-store';
import { formatEuros } from '../../features/credits/credit-packs';
import { useCreditPacks } from '../../features/credits/use-credit-packs';
import { GeneratePanel } from '../../features/generator/components/generate-panel';
import { JobOfferCard } from '../../features/generator/components/job-offer-card';
import { MobileRecommendation } from '../../features/generator/components/mobile-recommendation';
import { UploadCard } from '../../features/generator/components/upload-card';
import { useGeneratorStore } from '../../features/generator/stores/generator-store';
import { currentLanguage } from '../../lib/i18n';
import { usePublicConfig } from '../../lib/public-config';
import { DemoExampleSlot, EXAMPLE_ANCHOR } from '../landing/demo-example-slot';
import { VisitorIntro } from '../landing/visitor-intro';
import { buyCredits } from '../layout/buy-credits';

// The result — the preview (with the engine's layout rules) and its cover letter's tab — comes with the first
// result, not with the first page load.
const ResultView = lazy(() => import('../result/result-view'));
// The free match check (issue 14) and its worker come when a CV and an offer are both there.
const MatchCheckCard = lazy(() => import('../../features/match-check/components/match-check-card'));
// « Ce que nous avons lu » (issue 22) and its worker come with the first CV text.
const ReadingReviewCard = lazy(() => import('../../features/reading-review/components/reading-review-card'));
// The CVs this browser keeps (D16b) come with the session.
const SavedCvsSection = lazy(() => import('../saved-results/saved-cvs-section'));

/** Where the hero's demo button takes the visitor: the upload and offer cards. */
const GENERATOR_ANCHOR = 'generateur';

/** Spec §9 default, used until (or if) /api/config answers. */
const DEFAULT_MAX_UPLOAD_BYTES = 10_485_760;

/**
 * The main page: composes the generator (upload, offer, generate), the preview and the PDF export. The
 * features know nothing of each other nor of the session: this page hands them the token, the sign-in gate
 * and the credit balance. A visitor also reads how it works, the prices and a real before/after (issue 25),
 * and may use everything up to the free check; an account is asked for only to generate.
 */
export function GeneratorPage() {
  const { t } = useTranslation();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const token = useAuthStore((state) => state.token);
  const openAuth = useAuthDialog((state) => state.open);
  const maxUploadBytes = usePublicConfig((state) => state.config?.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES);
  const demoMode = usePublicConfig((state) => state.config?.demoMode ?? false);
  const result = useGeneratorStore((state) => state.result);
  const cvText = useGeneratorStore((state) => state.cvText);
  const cvLayout = useGeneratorStore((state) => state.cvLayout);
  const cvCorrections = useGeneratorStore((state) => state.cvCorrections);
  const setCvCorrections = useGeneratorStore((state) => state.setCvCorrections);
  const jobDescription = useGeneratorStore((state) => state.jobDescription);
  const languageOverride = useGeneratorStore((state) => state.languageOverride);
  const credits = useAuthStore((state) => (state.isAuthenticated ? (state.user?.credits ?? 0) : null));
  const packs = useCreditPacks();
  const fromPrice = formatEuros(Math.min(...packs.map((pack) => pack.priceEur)), currentLanguage());

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
    // a visitor is asked for an account here only, and is most likely new: the registration form
    if (!useAuthStore.getState().isAuthenticated) {
      openAuth('register');
      return;
    }
    const { token: current, user } = useAuthStore.getState();
    const inputs = useGeneratorStore.getState();
    // Everything is there but the credit: the packs, worded for someone who never bought any (issue 25).
    if (inputs.cvText.trim() && inputs.jobDescription.trim() && (user?.credits ?? 0) < 1) {
      buyCredits(null, 'generate');
      return;
    }
    const result = await useGeneratorStore.getState().generate({
      token: current,
      credits: user?.credits ?? 0,
      interfaceLanguage: currentLanguage(),
    });
    // Decision D6: the server charged the credit; its answer carries the new balance.
    if (result) useAuthStore.getState().setCredits(result.credits);
  }, [openAuth]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <section className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {t('generator.title')}
        </h1>
        <p className="mt-3 text-base text-slate-600 sm:text-lg">{t('generator.subtitle')}</p>
        {isAuthenticated ? null : (
          <>
            <p className="mt-4 text-sm font-medium text-brand-800">{t('generator.visitorHint')}</p>
            <div className="mt-4 flex flex-wrap justify-center gap-3">
              {demoMode ? (
                <button
                  type="button"
                  className={buttonStyles.primary}
                  onClick={() => {
                    void useGeneratorStore.getState().loadDemoCv();
                    document.getElementById(GENERATOR_ANCHOR)?.scrollIntoView({ behavior: 'smooth' });
                  }}
                >
                  {t('landing.tryDemo')}
                </button>
              ) : (
                // without the demo CV (production), the way to the free check with one's own CV
                <a href={`#${GENERATOR_ANCHOR}`} className={buttonStyles.primary}>
                  {t('landing.tryOwn')}
                </a>
              )}
              <a href={`#${EXAMPLE_ANCHOR}`} className={buttonStyles.secondary}>
                {t('landing.seeExample')}
              </a>
            </div>
          </>
        )}
      </section>

      {isAuthenticated ? null : <VisitorIntro />}

      <div id={GENERATOR_ANCHOR} className="mt-8 grid scroll-mt-20 gap-6 lg:grid-cols-2">
        <UploadCard token={token} maxUploadBytes={maxUploadBytes} demoMode={demoMode} />
        <JobOfferCard requireSignIn={requireSignIn} />
      </div>

      {cvText.trim() ? (
        <div className="mt-6">
          <Suspense fallback={null}>
            <ReadingReviewCard
              cvText={cvText}
              layout={cvLayout ?? undefined}
              corrections={cvCorrections}
              onChange={setCvCorrections}
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
              onKeepCvLanguage={(language) => useGeneratorStore.getState().setLanguageOverride(language)}
            />
          </Suspense>
        </div>
      ) : null}

      <div className="mt-6">
        <GeneratePanel
          onGenerate={() => void generate()}
          visitor={!isAuthenticated}
          price={
            credits === null
              ? t('generator.generate.visitorPrice', { price: fromPrice })
              : t('generator.generate.price', { count: credits, price: fromPrice })
          }
        />
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
            <ResultView requireSignIn={requireSignIn} onRetry={() => void generate()} />
          </Suspense>
        </div>
      ) : null}

      {isAuthenticated ? (
        <Suspense fallback={null}>
          <SavedCvsSection requireSignIn={requireSignIn} />
        </Suspense>
      ) : null}

      {isAuthenticated ? null : <DemoExampleSlot />}

      <MobileRecommendation />
    </div>
  );
}
