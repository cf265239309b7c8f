import { allBlocks } from '../document/cv-document';
import { analyzeJob } from '../job/analyze-job';
import { matchJobKeywords } from '../keywords/match-job-keywords';
import { cvLanguageOf } from '../language/cv-language-of';
import { readCv } from '../reading/read-cv';
import { type CoverLetter, letterText } from './compose-letter';
import { gateLetter, type LetterGateResult } from './gate-letter';
import type { LetterInput } from './read-letter-facts';
import { type LetterResult, writeCoverLetter } from './write-cover-letter';

/**
 * A letter with a model (issue 26): what the model is given — plain data, it crosses threads — and its
 * paragraphs through the gates, set in the built-in letter's frame (date, greeting, closing, name: ours, so the
 * name and contact details never change). When a paragraph fails, the built-in letter stands.
 */
export type LetterBrief = {
  language: LetterResult['facts']['language'];
  employer: string;
  title: string;
  /** The person the letter greets, when the offer names one. */
  contact: string | null;
  /** The CV's lines, as the reading gives them: what the model may take its facts from. */
  cvLines: string[];
  /** The jobs the built-in letter cites and the must-haves they prove: a suggestion, not a limit. */
  jobs: { company: string; position: string; period: string | null; skills: string[] }[];
  /** The offer's keywords the CV lacks: never to be claimed. */
  missingKeywords: string[];
  /** The built-in letter's paragraphs: what the model improves on. */
  draft: string[];
};

export type LetterDraft = LetterResult & { brief: LetterBrief };

type DatedInput = LetterInput & { date: string };

export function draftLetter(input: DatedInput): LetterDraft {
  const built = writeCoverLetter(input);
  const { facts } = built;
  const { document } = readCv(input.cvText, input.cvLayout, input.cvCorrections);
  return {
    ...built,
    brief: {
      language: facts.language,
      employer: facts.employer,
      title: facts.title,
      contact: facts.contact?.full ?? null,
      cvLines: allBlocks(document).map((block) => block.text.replace(/\s+/g, ' ')),
      jobs: facts.jobs.map(({ company, position, period, skills }) => ({
        company,
        position,
        period,
        skills: [...skills],
      })),
      missingKeywords: missingOf(input),
      draft: [...built.letter.paragraphs],
    },
  };
}

export type GatedLetter = { gate: LetterGateResult; letter: CoverLetter; text: string };

/** The model's paragraphs through the gates; the letter they make, or the built-in one when one fails. */
export function gateModelLetter(input: DatedInput, paragraphs: unknown): GatedLetter {
  const built = writeCoverLetter(input);
  const { document } = readCv(input.cvText, input.cvLayout, input.cvCorrections);
  const job = analyzeJob(input.jobDescription, input.targetLanguage, cvLanguageOf(input.cvText));
  const { facts } = built;
  const gate = gateLetter(paragraphs, {
    document,
    cvText: input.cvText,
    missingKeywords: missingOf(input),
    offerTerms: job.keywords,
    offerNames: [facts.employer, facts.title, facts.contact?.full ?? ''],
    now: dayOf(input.date),
  });
  const letter = gate.passed ? { ...built.letter, paragraphs: gate.paragraphs } : built.letter;
  return { gate, letter, text: letterText(letter) };
}

/** The letter's date ('2025-03-01') as a day; today when it cannot be read. */
function dayOf(date: string): Date {
  const day = new Date(date);
  return Number.isNaN(day.getTime()) ? new Date() : day;
}

function missingOf(input: DatedInput): string[] {
  const job = analyzeJob(input.jobDescription, input.targetLanguage, cvLanguageOf(input.cvText));
  return matchJobKeywords(job, input.cvText)
    .filter((presence) => !presence.found)
    .map((presence) => presence.keyword);
}
