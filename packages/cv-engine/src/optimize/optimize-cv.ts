import type {
  AtsBreakdown,
  CvChange,
  CvLayout,
  EntryCorrection,
  Improvement,
  InterfaceLanguage,
  ParsedCv,
  TargetLanguage,
} from '@cv/contracts';
import type { CvDocument } from '../document/cv-document';
import { rewriteByChanges } from '../document/rewrite-by-changes';
import { listImprovements } from '../improvements/list-improvements';
import { analyzeJob, type JobAnalysis } from '../job/analyze-job';
import { cvLanguageOf } from '../language/cv-language-of';
import { type ParseDetail, parseCvDetailed } from '../parse/parse-cv';
import { readCv } from '../reading/read-cv';
import type { RewriteResult } from '../rewrite/rewrite-result';
import { indexCvText } from '../score/index-cv-text';
import { scoreCv } from '../score/score-cv';
import { scoreSettings } from '../score/score-settings';
import type { TextIndex } from '../text/text-index';

/**
 * The whole built-in generation, as the server runs it for each request:
 *   1. parse the CV, noting its section order, page footers and closing lines
 *   2. analyse the job: language (or the one asked for), title, ranked keywords, skills
 *   3. rewrite it for the job (the server may start from an AI provider's verified rewrite instead)
 *   4. score the original CV, and the rewritten text — the score shown is always computed on the final text
 *   5. list what changed, and the job's keywords the CV still lacks (suggestions, never written in)
 */
export type OptimizeInput = {
  cvText: string;
  /** What extraction saw of each line of cvText (issue 22); absent for a paste or a TXT file. */
  cvLayout?: CvLayout;
  /** The fields of the jobs read that the user corrected (« Ce que nous avons lu »). */
  cvCorrections?: readonly EntryCorrection[];
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
  /** The rewrite as reviewable changes (D20), all applied in optimizedText. */
  changes: CvChange[];
};

/** The stages of a generation, in order; the server streams each as it starts (D14). */
export type OptimizeStage = 'analyse_cv' | 'analyse_job' | 'generate' | 'ats_score' | 'finalise';
type OnStage = (stage: OptimizeStage) => void;

export type PreparedOptimization = {
  input: OptimizeInput;
  original: ParseDetail;
  /** The CV's blocks in reading order: what the changes apply to. */
  document: CvDocument;
  job: JobAnalysis;
  cvIndex: TextIndex;
};

/** Steps 1–2: read the CV and the offer. */
export function prepareOptimization(input: OptimizeInput, onStage: OnStage = () => {}): PreparedOptimization {
  onStage('analyse_cv');
  const original = parseCvDetailed(input.cvText, input.cvLayout, input.cvCorrections);
  const document = readCv(input.cvText, input.cvLayout, input.cvCorrections).document;
  // the CV's own words: without headings, nor the lead lines of an earlier rewrite of ours
  const cvIndex = indexCvText(input.cvText);
  onStage('analyse_job');
  const job = analyzeJob(input.jobDescription, input.targetLanguage, cvLanguageOf(input.cvText));
  return { input, original, document, job, cvIndex };
}

/** Steps 3–6 after the rewrite: both scores on the texts themselves, then what changed and what is missing. */
export function explainOptimization(
  prepared: PreparedOptimization,
  rewritten: RewriteResult & { list?: CvChange[] },
  onStage: OnStage = () => {},
): OptimizeResult {
  const { input, original, job } = prepared;
  onStage('ats_score');
  const originalScore = scoreOriginal(prepared);
  const score = scoreCv(rewritten.text, job.text, { ...scoreSettings(job), parsed: rewritten.cv });
  onStage('finalise');
  const missingKeywords = missingOf(score);
  const improvements = listImprovements(
    {
      changes: rewritten.changes,
      title: rewritten.cv.title,
      originalSections: original.sectionOrder,
      cvLanguage: cvLanguageOf(input.cvText),
      outputLanguage: job.language,
      closings: original.closings.length,
      footers: original.footers.length,
      before: originalScore,
      after: score,
      missingKeywords,
      list: rewritten.list,
    },
    input.interfaceLanguage ?? 'fr',
  );
  return {
    optimizedText: rewritten.text,
    parsed: rewritten.cv,
    language: job.language,
    jobTitle: job.title,
    originalScore,
    score,
    improvements,
    missingKeywords,
    changes: rewritten.list ?? [],
  };
}

/** The original CV's score: what the page shows beside the new one, and what an AI provider is told is missing. */
export function scoreOriginal(prepared: PreparedOptimization): AtsBreakdown {
  const { input, original, job, cvIndex } = prepared;
  return scoreCv(input.cvText, job.text, { ...scoreSettings(job), parsed: original.cv, cvIndex });
}

/** The offer's keywords and skills a score found missing, each once whatever its case. */
export function missingOf(score: AtsBreakdown): string[] {
  const named = new Set(score.missingKeywords.map((k) => k.toLowerCase()));
  return [...score.missingKeywords, ...score.hardSkills.missing.filter((s) => !named.has(s.toLowerCase()))];
}

/** Step 3 of the built-in engine: the changes planned on the CV's document, all accepted. */
export function rewriteBuiltIn(prepared: PreparedOptimization) {
  return rewriteByChanges({
    document: prepared.document,
    original: prepared.original,
    job: prepared.job,
    cvIndex: prepared.cvIndex,
    cvText: prepared.input.cvText,
    cvLanguage: cvLanguageOf(prepared.input.cvText),
    interfaceLanguage: prepared.input.interfaceLanguage ?? 'fr',
  });
}

/** The whole built-in generation in one call (the server drives the same stages one by one). */
export function optimizeCv(input: OptimizeInput, onStage?: OnStage): OptimizeResult {
  const prepared = prepareOptimization(input, onStage);
  onStage?.('generate');
  return explainOptimization(prepared, rewriteBuiltIn(prepared), onStage);
}
