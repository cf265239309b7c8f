import type { AtsBreakdown, Improvement, InterfaceLanguage, ParsedCv, TargetLanguage } from '@cv/contracts';
import { listImprovements } from '../improvements/list-improvements';
import { analyzeJob } from '../job/analyze-job';
import { detectLanguage } from '../language/detect-language';
import { parseCvDetailed } from '../parse/parse-cv';
import { rewriteCv } from '../rewrite/rewrite-cv';
import { scoreCv } from '../score/score-cv';
import { indexText } from '../text/text-index';

/**
 * The whole built-in generation, as the server runs it for each request:
 *   1. analyse the job: language (or the one asked for), title, ranked keywords, skills
 *   2. parse the CV, noting its section order, page footers and closing lines
 *   3. score the original CV
 *   4. rewrite it for the job
 *   5. score the rewritten text — the score shown is always computed on the final text
 *   6. list what changed, and the job's keywords the CV still lacks (suggestions, never written in)
 */
// The CV's own language only decides whether to say "headings translated": its opening is plenty.
const CV_LANGUAGE_SAMPLE = 3000;

export type OptimizeInput = {
  cvText: string;
  jobDescription: string;
  targetLanguage?: TargetLanguage;
  interfaceLanguage?: InterfaceLanguage;
};

export type OptimizeResult = {
  optimizedText: string;
  parsed: ParsedCv;
  language: TargetLanguage;
  jobTitle: string;
  originalScore: AtsBreakdown;
  score: AtsBreakdown;
  improvements: Improvement[];
  missingKeywords: string[];
};

export function optimizeCv(input: OptimizeInput): OptimizeResult {
  const job = analyzeJob(input.jobDescription, input.targetLanguage); // 1.
  const original = parseCvDetailed(input.cvText); // 2.
  const shared = {
    keywords: job.keywords,
    jobTitle: job.title,
    jobIndex: job.index,
    language: job.language,
    jobSkills: job.skills,
    jobSoftSkills: job.softSkills,
  };
  const cvIndex = indexText(input.cvText);
  const originalScore = scoreCv(input.cvText, job.text, { ...shared, parsed: original.cv, cvIndex }); // 3.
  const rewritten = rewriteCv(original.cv, job, cvIndex); // 4.
  const score = scoreCv(rewritten.text, job.text, { ...shared, parsed: rewritten.cv }); // 5.
  const missingKeywords = [
    ...score.missingKeywords,
    ...score.hardSkills.missing.filter((s) => !score.missingKeywords.includes(s.toLowerCase())),
  ];
  const improvements = listImprovements(
    {
      changes: rewritten.changes,
      title: rewritten.cv.title,
      originalSections: original.sectionOrder,
      cvLanguage: detectLanguage(input.cvText.slice(0, CV_LANGUAGE_SAMPLE)),
      outputLanguage: job.language,
      closings: original.closings.length,
      footers: original.footers.length,
      before: originalScore,
      after: score,
      missingKeywords,
    },
    input.interfaceLanguage ?? 'fr',
  ); // 6.
  return {
    optimizedText: rewritten.text,
    parsed: rewritten.cv,
    language: job.language,
    jobTitle: job.title,
    originalScore,
    score,
    improvements,
    missingKeywords,
  };
}
