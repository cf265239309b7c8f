import type { OptimizeCvResponse, TargetLanguage } from '@cv/contracts';
import { useEffect, useState } from 'react';
import type { TextMark } from '../../components/marked-text';
import { loadEngine } from './load-engine';

/** Marking waits for a pause in typing, as the live score does. */
const TYPING_PAUSE_MS = 250;

let lastJob: { text: string; language: TargetLanguage; analysis: unknown } | null = null;

/**
 * The words of the text as it stands that meet the offer's requirements (issue 24), to mark them in the preview:
 * the engine's markRequirements, computed in the browser on every decision and edit, after a pause in typing.
 * Empty until the engine has loaded.
 */
export function useRequirementMarks(
  text: string,
  jobDescription: string,
  language: TargetLanguage | null,
  result: OptimizeCvResponse,
): readonly TextMark[] {
  const [marks, setMarks] = useState<{ of: string; marks: readonly TextMark[] }>({ of: '', marks: [] });
  useEffect(() => {
    if (!jobDescription.trim() || !text.trim()) return;
    let live = true;
    const timer = setTimeout(() => {
      void loadEngine().then(({ analyzeJob, markRequirements }) => {
        if (!live) return;
        const target = language ?? result.language;
        if (lastJob?.text !== jobDescription || lastJob.language !== target)
          lastJob = { text: jobDescription, language: target, analysis: analyzeJob(jobDescription, target) };
        const job = lastJob.analysis as ReturnType<typeof analyzeJob>;
        setMarks({ of: text, marks: markRequirements(text, job).marks });
      });
    }, TYPING_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, jobDescription, language, result]);
  return marks.marks;
}
