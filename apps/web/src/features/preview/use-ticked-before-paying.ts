import type { OptimizeCvResponse } from '@cv/contracts';
import { useEffect, useRef } from 'react';
import { currentLanguage } from '../../lib/i18n';
import { takeTickedSkills } from '../../lib/ticked-skills';
import type { ReviewInputs } from './components/preview-card';
import { loadEngine } from './load-engine';
import { acceptedChanges } from './review/review-changes';

/**
 * The skills ticked in the free check before paying (issue 24) join the result that arrives for that CV and that
 * offer as its own ticked skills do (D22): one 'skill_added' change each, listed, undoable, the text and the score
 * following — exactly what "I have this skill" under the result does (keyword-suggestions.tsx).
 */
export function useTickedBeforePaying(result: OptimizeCvResponse, review: ReviewInputs): void {
  const reviewRef = useRef(review);
  reviewRef.current = review;
  useEffect(() => {
    const { sourceText, jobDescription, onChanges } = reviewRef.current;
    if (!onChanges) return;
    const skills = takeTickedSkills(sourceText, jobDescription);
    if (skills.length === 0) return;
    void loadEngine().then((engine) => {
      const current = reviewRef.current;
      const ids = new Set(result.changes.map((change) => change.id));
      const added = skills
        .map((skill) =>
          engine.addSkillChange(current.sourceText, skill, currentLanguage(), current.jobDescription),
        )
        .filter((change) => !ids.has(change.id));
      if (added.length === 0) return;
      const next = [...result.changes, ...added];
      current.onChanges?.(
        next,
        engine.applyChanges(current.sourceText, acceptedChanges(next, current.rejected)),
      );
    });
  }, [result]);
}
