import type { AtsBreakdown, OptimizeCvResponse, TargetLanguage } from '@cv/contracts';
import { useEffect, useState } from 'react';
import { loadEngine } from './load-engine';

/** Scoring waits for a pause in typing; a decision on a change scores at once (the text changes once). */
const TYPING_PAUSE_MS = 250;

let lastJob: { text: string; language: TargetLanguage | null; analysis: unknown } | null = null;

/**
 * The score of the text as it stands (D11, the server's formula, computed here): the server's own while the
 * text is the one it sent, then the engine's on every decision and edit, so the score follows the user.
 */
export function useLiveBreakdown(
  text: string,
  jobDescription: string,
  language: TargetLanguage | null,
  result: OptimizeCvResponse,
): AtsBreakdown {
  const unchanged = text === result.optimized_cv;
  // Kept with the result it was computed for: another result never shows the previous one's score.
  const [computed, setComputed] = useState<{ of: OptimizeCvResponse; breakdown: AtsBreakdown } | null>(null);

  useEffect(() => {
    if (unchanged || !jobDescription.trim()) return;
    let live = true;
    const timer = setTimeout(() => {
      void loadEngine().then(({ analyzeJob, scoreCv, scoreSettings }) => {
        if (!live) return;
        // The offer is read once per result; only the CV text changes from one keystroke to the next.
        if (lastJob?.text !== jobDescription || lastJob.language !== language) {
          lastJob = {
            text: jobDescription,
            language,
            // the language the result was written in, whatever the offer's words say
            analysis: analyzeJob(jobDescription, language ?? result.language),
          };
        }
        const job = lastJob.analysis as ReturnType<typeof analyzeJob>;
        setComputed({
          of: result,
          breakdown: scoreCv(text, jobDescription, scoreSettings(job)),
        });
      });
    }, TYPING_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, jobDescription, language, unchanged, result]);

  if (unchanged || computed?.of !== result) return result.breakdown;
  return computed.breakdown;
}
