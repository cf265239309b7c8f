import type { TargetLanguage } from '@cv/contracts';
import { extractJobTerms, type JobTerm } from '../keywords/extract-job-terms';
import { languageOfTokens } from '../language/detect-language';
import { findKnownSkills, findSoftSkills } from '../score/find-skills';
import { indexText, type TextIndex } from '../text/text-index';
import { extractJobTitle } from './extract-job-title';

/** What the engine needs to know about a job offer, computed once per generation. */
export type JobAnalysis = {
  readonly text: string;
  /** Output language: the one asked for, else the offer's own. */
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

export function analyzeJob(text: string, targetLanguage?: TargetLanguage): JobAnalysis {
  const index = indexText(text);
  const own = languageOfTokens(index.tokens); // the index's tokens: one tokenization
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
