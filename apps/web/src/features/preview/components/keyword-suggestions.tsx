import type { CvChange } from '@cv/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFER } from '../../../locales/offer-texts';
import { loadEngine } from '../load-engine';
import { acceptedChanges } from '../review/review-changes';
import type { ReviewInputs } from './preview-card';

interface KeywordSuggestionsProps {
  keywords: string[];
  /** Those of them the offer requires (issue 24): shown first, marked as required. */
  mustHaves?: readonly string[];
  changes: readonly CvChange[];
  /** The text on screen: ticking rebuilds it from the changes, so a text edited by hand is not ticked over. */
  text: string;
  review: ReviewInputs;
  requireSignIn: () => boolean;
}

type Engine = Awaited<ReturnType<typeof loadEngine>>;

/**
 * The offer's keywords the CV lacks (D22): never written in by the engine, but the user can tick the ones they
 * truly have — each becomes a listed change adding it to the CV's skills (reversible: untick, or reject it in
 * the review), the text, the preview and the score follow in the browser, and no credit is spent.
 */
export function KeywordSuggestions({
  keywords: all,
  mustHaves = [],
  changes,
  text,
  review,
  requireSignIn,
}: KeywordSuggestionsProps) {
  const { t, i18n } = useTranslation();
  const { t: to } = useTranslation(OFFER);
  const [engine, setEngine] = useState<Engine | null>(null);
  useEffect(() => {
    if (review.onChanges) void loadEngine().then(setEngine);
  }, [review.onChanges]);
  // the text the changes give, once per decision (not per keystroke of the editor): a different text on
  // screen was edited by hand
  const baseline = useMemo(
    () => engine?.applyChanges(review.sourceText, acceptedChanges(changes, review.rejected)),
    [engine, review.sourceText, changes, review.rejected],
  );
  if (all.length === 0) return null;
  const required = new Set(mustHaves);
  // the must-haves first: each one click from "I have this skill"
  const keywords = [...all].sort((a, b) => Number(required.has(b)) - Number(required.has(a)));

  const language = i18n.language.startsWith('en') ? 'en' : 'fr';
  const retouched = baseline !== undefined && baseline !== text;
  const tickedChange = (keyword: string) =>
    engine ? changes.find((c) => c.id === engine.skillChangeId(keyword)) : undefined;

  function toggle(keyword: string) {
    if (!engine || !review.onChanges || !requireSignIn()) return;
    const existing = tickedChange(keyword);
    const next = existing
      ? changes.filter((c) => c !== existing)
      : [...changes, engine.addSkillChange(review.sourceText, keyword, language, review.jobDescription)];
    review.onChanges(next, engine.applyChanges(review.sourceText, acceptedChanges(next, review.rejected)));
  }

  return (
    <section>
      <h3 className="font-semibold text-slate-900">{t('preview.suggestionsTitle')}</h3>
      <p className="mt-1 text-sm text-slate-600">{t('preview.suggestionsHint')}</p>
      {retouched ? <p className="mt-1 text-xs text-amber-800">{t('preview.haveSkillRetouched')}</p> : null}
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {keywords.map((keyword) => {
          const ticked = tickedChange(keyword) !== undefined;
          return (
            <li key={keyword}>
              <label
                className={`inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium has-focus-visible:outline-2 has-focus-visible:outline-brand-600 has-disabled:cursor-not-allowed has-disabled:opacity-60 ${
                  ticked
                    ? 'border-emerald-300 bg-emerald-100 text-emerald-900'
                    : 'border-amber-200 bg-amber-50 text-amber-900 hover:bg-amber-100'
                }`}
              >
                <input
                  type="checkbox"
                  checked={ticked}
                  aria-label={t('preview.haveSkill', { skill: keyword })}
                  disabled={!engine || !review.onChanges || (retouched && !ticked)}
                  onChange={() => toggle(keyword)}
                  className="size-3.5 accent-emerald-700"
                />
                {keyword}
                {required.has(keyword) ? (
                  <span className="rounded bg-white/70 px-1 text-[10px] uppercase tracking-wide">
                    {to('preview.mustHaveBadge')}
                  </span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
