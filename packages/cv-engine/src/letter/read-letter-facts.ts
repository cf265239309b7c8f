import type { CvLayout, EntryCorrection, TargetLanguage } from '@cv/contracts';
import { allBlocks } from '../document/cv-document';
import { keywordAdded } from '../document/gates/keyword-added';
import { lowercaseWordsOf } from '../document/gates/names-gate';
import { analyzeJob } from '../job/analyze-job';
import { employerOfOffer } from '../job/offer-employer';
import { matchJobKeywords } from '../keywords/match-job-keywords';
import { cvLanguageOf } from '../language/cv-language-of';
import { parseCvDetailed } from '../parse/parse-cv';
import { CONFIDENT } from '../reading/entry-confidence';
import { type CvReading, readCv } from '../reading/read-cv';
import { findSoftSkills } from '../score/find-skills';
import { indexText } from '../text/text-index';
import { candidatePlace } from './candidate-place';
import { type CitedJob, citeJobs, type ReadJob } from './cite-jobs';
import { contactOfOffer, type OfferContact } from './offer-contact';
import { provenSkills } from './proven-skills';

/**
 * Step 1 of a letter: what it may say, read from the CV and the offer — nothing else. From the offer: its language
 * (or the one asked for), its title, its employer and contact person, its must-haves; from the CV (the one
 * reading of issue 22): the candidate's name and town, the must-haves it proves, the jobs that answer them
 * (cite-jobs.ts), and the soft skills the offer asks for that the CV shows.
 */
export type LetterInput = {
  cvText: string;
  cvLayout?: CvLayout;
  cvCorrections?: readonly EntryCorrection[];
  jobDescription: string;
  targetLanguage?: TargetLanguage;
};

export type LetterFacts = {
  readonly language: TargetLanguage;
  /** The CV is in the letter's language (its bullets may be quoted). */
  readonly sameLanguage: boolean;
  readonly name: string;
  readonly place: string;
  readonly employer: string;
  readonly title: string;
  readonly contact: OfferContact | null;
  /** The offer's must-haves the whole CV proves, in its words, the offer's order. */
  readonly skills: readonly string[];
  readonly jobs: readonly CitedJob[];
  /** Soft skills the offer asks for and the CV shows, in the letter's language. */
  readonly soft: readonly string[];
};

export function readLetterFacts(input: LetterInput): LetterFacts {
  const { cvText, cvLayout, cvCorrections = [] } = input;
  const cvLanguage = cvLanguageOf(cvText);
  const job = analyzeJob(input.jobDescription, input.targetLanguage, cvLanguage);
  const mustHaves = job.keywords.filter((term) => term.mustHave);
  const parsed = parseCvDetailed(cvText, cvLayout, cvCorrections).cv;
  const reading = readCv(cvText, cvLayout, cvCorrections);
  const sameLanguage = cvLanguage === job.language;
  // the must-haves the whole CV proves: the only ones worth looking for in each job
  const skills = provenSkills(mustHaves, cvText);
  const jobs = citeJobs(
    readJobs(reading),
    skills.map((skill) => skill.term),
    { confident: CONFIDENT, quoteBullets: sameLanguage, commonWords: lowercaseWordsOf(cvText) },
  );
  // a soft skill the CV shows in the soft-skill table's sense, but that the score reads as missing, is not claimed
  const missing = matchJobKeywords(job, cvText)
    .filter((presence) => !presence.found)
    .map((presence) => presence.keyword);
  const cvSoft = new Set(findSoftSkills(indexText(cvText), job.language));
  const employer = employerOfOffer(input.jobDescription, job.title);
  return {
    language: job.language,
    sameLanguage,
    name: displayName(parsed.name),
    place: candidatePlace(parsed.contact),
    employer,
    title: job.title,
    contact: contactOfOffer(input.jobDescription, employer),
    skills: skills.map((skill) => skill.name),
    jobs,
    soft: job.softSkills.filter(
      (skill) => cvSoft.has(skill) && !keywordAdded('', skill, missing, job.keywords),
    ),
  };
}

/** Each job of the reading with its entry's confidence, lines and bullets (the document's blocks). */
function readJobs(reading: CvReading): ReadJob[] {
  const blocks = new Map(allBlocks(reading.document).map((block) => [block.id, block]));
  const entries = reading.document.sections.flatMap((section) => section.entries ?? []);
  return reading.jobs.map((job, i) => {
    const lines = (entries[i]?.blocks ?? []).flatMap((id) => blocks.get(id) ?? []);
    return {
      job,
      confidence: entries[i]?.confidence ?? 0,
      text: lines.map((block) => block.text).join('\n'),
      bullets: lines.filter((block) => block.role === 'bullet').map((block) => block.text),
    };
  });
}

/** 'JOHN SMITH' → 'John Smith' (a signature in capitals shouts); any other spelling as the CV writes it. */
function displayName(name: string): string {
  const trimmed = name.replace(/\s+/g, ' ').trim();
  if (trimmed !== trimmed.toUpperCase() || !/\p{L}/u.test(trimmed)) return trimmed;
  return trimmed
    .toLowerCase()
    .replace(
      /(^|[\s'’-])(\p{L})/gu,
      (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
    );
}
