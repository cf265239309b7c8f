import type { TargetLanguage } from '@cv/contracts';
import { extractJobTerms, type JobTerm } from '../keywords/extract-job-terms';
import { clearLanguageOfTokens } from '../language/detect-language';
import { findKnownSkills, findSoftSkills } from '../score/find-skills';
import { indexText, type TextIndex } from '../text/text-index';
import { extractJobTitle } from './extract-job-title';

/** What the engine needs to know about a job offer, computed once per generation. */
export type JobAnalysis = {
  readonly text: string;
  /** Output language: the one asked for, else the offer's own (the CV's when the offer does not tell). */
  readonly language: TargetLanguage;
  readonly title: string;
  /** The offer's requirements, must-haves first (keywords/extract-job-terms.ts). */
  readonly keywords: readonly JobTerm[];
  /** Known hard skills the offer names, in the order of data/known-skills.ts. */
  readonly skills: readonly string[];
  /** Soft skills the offer names, labelled in the output language. */
  readonly softSkills: readonly string[];
  readonly index: TextIndex;
};

/**
 * `unclear`: the language to take when the offer's words do not tell theirs (a few lines of skills): the CV's,
 * so a Dutch CV for a terse Dutch offer gets no French headings; French when not given.
 */
export function analyzeJob(
  text: string,
  targetLanguage?: TargetLanguage,
  unclear?: TargetLanguage,
): JobAnalysis {
  const index = indexText(text);
  // the index's tokens: one tokenization
  const own = clearLanguageOfTokens(index.tokens) ?? unclear ?? 'french';
  const language = targetLanguage ?? own;
  return {
    text,
    language,
    softSkills: findSoftSkills(index, language),
    title: extractJobTitle(text),
    keywords: extractJobTerms(text, own), // stemmed in the offer's own language
    skills: findKnownSkills(index),
    index,
  };
}
