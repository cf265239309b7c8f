import type { CvChange, OptimizeCvResponse, TargetLanguage } from '@cv/contracts';
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextMark } from '../../../components/marked-text';
import { type ResultTab, ResultTabs } from '../../../components/result-tabs';
import { Spinner } from '../../../components/spinner';
import { OFFER } from '../../../locales/offer-texts';
import { RESULTS } from '../../../locales/results-texts';
import { improvementsKept } from '../review/improvements-kept';
import { useLiveBreakdown } from '../use-live-breakdown';
import { useRequirementMarks } from '../use-requirement-marks';
import { useTickedBeforePaying } from '../use-ticked-before-paying';
import { useWideScreen } from '../use-wide-screen';
import { AiOutcome } from './ai-outcome';
import { AtsScoreBadge } from './ats-score-badge';
import { CvPreview } from './cv-preview';
import { CvTextEditor } from './cv-text-editor';
import { ImprovementsList } from './improvements-list';
import { KeywordSuggestions } from './keyword-suggestions';
import { ScoreBreakdownDialog } from './score-breakdown-dialog';
import '../../../locales/preview-texts';

// The review (word diffs, the engine's applyChanges) loads with the first result that has changes.
const ChangesReview = lazy(() => import('./changes-review'));

type Tab = 'preview' | 'review' | 'edit';

/** What the review of the changes (D20) and the live score need besides the result. */
export interface ReviewInputs {
  /** The CV text that was sent: the changes apply to it. */
  sourceText: string;
  jobDescription: string;
  language: TargetLanguage | null;
  rejected: readonly string[];
  onDecide: (rejected: readonly string[], text: string) => void;
  /** The changes replaced (a skill ticked as "I have this skill", D22) and the text they give. */
  onChanges?: (changes: readonly CvChange[], text: string) => void;
}

interface PreviewCardProps {
  result: OptimizeCvResponse;
  /** The generated CV as edited by the user. */
  text: string;
  onTextChange: (text: string) => void;
  /** True when signed in; otherwise opens the sign-in dialog and answers false. */
  requireSignIn: () => boolean;
  /** The download button, given by the page (it belongs to the PDF export). */
  actions: ReactNode;
  /** Changes (above 0) when the result arrived by the user's hand: the card comes into view and takes focus. */
  focusKey?: number;
  review: ReviewInputs;
  /** The score of the text as it stands, each time it changes (kept with the result). */
  onScore?: (score: number) => void;
  /** A new generation with the same CV and offer, offered when the AI provider failed (issue 23). */
  onRetry?: () => void;
  /**
   * The CV drawn in the chosen template with its pages (given by the page: it belongs to the export, issue 25);
   * the plain preview meanwhile, or without it.
   */
  paper?: (props: PaperProps) => ReactNode;
}

/** What the page's drawing of the CV (`paper`) is given. */
export interface PaperProps {
  text: string;
  label: string;
  marks: readonly TextMark[];
  describeMark: (mark: TextMark) => string;
}

/**
 * Spec §2 preview card: the ATS score before → after with its breakdown, the formatted preview beside the
 * editable text (live), the improvements with their explanation, the missing keywords as suggestions, and
 * the ATS tip. Loaded with the first result, so none of it weighs on the first page load.
 */
export default function PreviewCard({
  result,
  text,
  onTextChange,
  requireSignIn,
  actions,
  focusKey = 0,
  review,
  onScore,
  onRetry,
  paper,
}: PreviewCardProps) {
  const { t } = useTranslation();
  const { t: tr } = useTranslation(RESULTS);
  const { t: to } = useTranslation(OFFER);
  const titleId = useId();
  const editId = useId();
  const [breakdownOpen, setBreakdownOpen] = useState(false);
  const hasChanges = result.changes.length > 0;
  const wide = useWideScreen();
  // on a phone the CV shows first, its changes one tab away; side by side, the changes beside it
  const [tab, setTab] = useState<Tab>(wide ? (hasChanges ? 'review' : 'edit') : 'preview');
  const breakdown = useLiveBreakdown(text, review.jobDescription, review.language, result);
  const marks = useRequirementMarks(text, review.jobDescription, review.language, result);
  useTickedBeforePaying(result, review);
  const onScoreRef = useRef(onScore);
  onScoreRef.current = onScore;
  useEffect(() => onScoreRef.current?.(breakdown.score), [breakdown.score]);
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // After a generation (or a reopened CV) the result is often below the fold, on a phone always: bring it in
  // view and put focus on its heading, so a screen reader announces it and Tab goes on from there. Its margin
  // leaves the header and the result's tabs (the CV, its letter) in sight above it.
  useEffect(() => {
    if (focusKey === 0) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    sectionRef.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [focusKey]);

  const paperProps: PaperProps = {
    text,
    label: t('preview.preview'),
    marks,
    describeMark: (mark) =>
      to(mark.mustHave ? 'preview.markMust' : 'preview.markNice', { keyword: mark.keyword }),
  };

  const cvPanel = (
    <div>
      {paper ? (
        <Suspense fallback={<CvPreview {...paperProps} />}>{paper(paperProps)}</Suspense>
      ) : (
        <CvPreview {...paperProps} />
      )}
      {marks.length > 0 ? <p className="mt-1 text-xs text-slate-600">{to('preview.marksLegend')}</p> : null}
    </div>
  );

  const editor = (
    <div className="flex flex-1 flex-col">
      <p id={editId} className="text-sm font-medium text-slate-700">
        {t('preview.editLabel')}
      </p>
      <CvTextEditor
        text={text}
        onChange={onTextChange}
        labelId={editId}
        hintId={`${editId}-hint`}
        requireSignIn={requireSignIn}
      />
      <p id={`${editId}-hint`} className="mt-1 text-xs text-slate-500">
        {t('preview.editHint')} {tr('editor.keys')}
      </p>
    </div>
  );

  const reviewTab: ResultTab = {
    key: 'review',
    label: tr('review.tab', { count: result.changes.length }),
    panel: (
      <Suspense fallback={<Spinner />}>
        <ChangesReview
          changes={result.changes}
          rejected={review.rejected}
          sourceText={review.sourceText}
          text={text}
          onDecide={(rejected, next) => {
            if (requireSignIn()) review.onDecide(rejected, next);
          }}
        />
      </Suspense>
    ),
  };
  const editTab: ResultTab = { key: 'edit', label: tr('review.editTab'), panel: editor };

  return (
    <section
      ref={sectionRef}
      aria-labelledby={titleId}
      className="scroll-mt-32 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h2
            id={titleId}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-bold text-slate-900 focus:outline-none"
          >
            {t('preview.title')}
          </h2>
          <AtsScoreBadge
            before={result.original_ats_score}
            after={breakdown.score}
            onShowBreakdown={() => setBreakdownOpen(true)}
          />
          <AiOutcome result={result} onRetry={onRetry} />
        </div>
        {/* on a phone the exports take the card's width: one even row (issue 25) */}
        <div className="w-full sm:w-auto">{actions}</div>
      </div>

      {wide ? (
        <div className="mt-5 grid grid-cols-2 gap-5">
          {cvPanel}
          {hasChanges ? (
            <ResultTabs
              label={tr('review.tabs')}
              selected={tab === 'preview' ? 'review' : tab}
              onSelect={(key) => setTab(key as Tab)}
              tabs={[reviewTab, editTab]}
            />
          ) : (
            editor
          )}
        </div>
      ) : (
        // A phone has one column: the CV, its changes and its text are tabs, so the changes are one tap away
        // rather than below the whole CV (issue 25).
        <div className="mt-5">
          <ResultTabs
            label={tr('review.tabs')}
            selected={tab}
            onSelect={(key) => setTab(key as Tab)}
            tabs={[
              { key: 'preview', label: t('preview.preview'), panel: cvPanel },
              ...(hasChanges ? [reviewTab] : []),
              editTab,
            ]}
          />
        </div>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <ImprovementsList
          improvements={improvementsKept(
            result.improvements,
            result.changes,
            review.rejected,
            breakdown.score,
          )}
        />
        <div className="space-y-5">
          <KeywordSuggestions
            keywords={result.missing_keywords}
            mustHaves={breakdown.mustHave?.missing ?? []}
            changes={result.changes}
            text={text}
            review={review}
            requireSignIn={requireSignIn}
          />
          <aside className="rounded-lg border border-brand-100 bg-brand-50 p-4">
            <h3 className="font-semibold text-brand-800">{t('preview.atsTipTitle')}</h3>
            <p className="mt-1 text-sm text-slate-700">{t('preview.atsTip')}</p>
          </aside>
        </div>
      </div>

      <ScoreBreakdownDialog
        open={breakdownOpen}
        onClose={() => setBreakdownOpen(false)}
        before={result.original_breakdown}
        after={breakdown}
      />
    </section>
  );
}
