import type { JobAnalysis } from '../job/analyze-job';
import type { JobTerm } from './extract-job-terms';
import { type CvWords, presenceOf, readCvWords, settleAlternatives } from './match-job-keywords';
import { compilePhrase, type Phrase, phraseAt, phraseIndex } from './skill-terms';
import { stemWord } from './stem-word';
import { positionsOfStem, prefixOf, spellingAt, type WordStream } from './word-stream';

/**
 * Issue 24 — the CV's words that meet the offer's requirements, for marking them where they stand (the free check
 * and the result's preview): each requirement the CV meets, with every spelling the CV gives it — the offer's or
 * another ('GitLab CI' for CI/CD, 'Docteur en pharmacie' for the diploma the offer names) — and the
 * requirements it does not meet, must-haves first. The same reading as the score (match-job-keywords.ts): what
 * is marked is what the score counted.
 */
export type RequirementMark = {
  /** The CV's own words, as written, to be marked wherever they stand in its text. */
  readonly text: string;
  /** The requirement they meet, in the offer's spelling. */
  readonly keyword: string;
  readonly mustHave: boolean;
};

export type RequirementMarks = {
  readonly marks: readonly RequirementMark[];
  /** The requirements the CV does not meet, must-haves first, each once. */
  readonly missing: ReadonlyArray<{ readonly keyword: string; readonly mustHave: boolean }>;
};

// a hostile CV naming one word thousands of times needs no thousand marks of it
const MAX_SPELLINGS_PER_TERM = 12;

export function markRequirements(cvText: string, job: Pick<JobAnalysis, 'keywords'>): RequirementMarks {
  const cv = readCvWords(cvText);
  const raw = job.keywords.map((term) => presenceOf(term, cv));
  const presence = settleAlternatives(job.keywords, raw);
  const marks: RequirementMark[] = [];
  const missing: Array<{ keyword: string; mustHave: boolean }> = [];
  job.keywords.forEach((term, i) => {
    const p = presence[i]!;
    if (!p.found) {
      missing.push({ keyword: term.word, mustHave: p.mustHave });
      return;
    }
    for (const text of spellingsOf(term, cv, p.cvSpelling))
      marks.push({ text, keyword: term.word, mustHave: term.mustHave });
  });
  missing.sort((a, b) => Number(b.mustHave) - Number(a.mustHave));
  return { marks, missing };
}

/** Every spelling the CV gives a requirement it meets (its first one, and the others of the same kind). */
function spellingsOf(term: JobTerm, cv: CvWords, first: string | null): string[] {
  // a requirement read from its clause: the skills it holds and its words near each other, as the score found
  // them ('PhD … marine ecology')
  const out = new Set<string>();
  const add = (s: string | null) => {
    if (s && out.size < MAX_SPELLINGS_PER_TERM) out.add(s);
  };
  for (const piece of first?.split(' … ') ?? []) add(piece);
  const rows = term.skill ? [term.skill] : term.parts;
  for (const row of rows) {
    const own = term.skill ? compilePhrase(row, term.word, false) : undefined;
    for (const phrase of [...(own ? [own] : []), ...(phraseIndex().ofRow.get(row) ?? [])])
      for (const s of allOccurrences(cv.stream, phrase)) add(s);
  }
  if (!term.skill && !term.phrase && term.parts.length === 0) {
    for (const at of positionsOfStem(cv.stream, stemWord(term.folded, cv.language)).slice(
      0,
      MAX_SPELLINGS_PER_TERM,
    )) {
      const w = cv.stream.words[at]!;
      add(cv.stream.text.slice(w.start, cv.stream.words[w.tokenEnd]!.end));
    }
  }
  return [...out].filter((s) => s.trim() && !s.includes('\n'));
}

function allOccurrences(stream: WordStream, phrase: Phrase): string[] {
  const starts = new Set([
    ...(stream.byPrefix.get(prefixOf(phrase.words[0]!)) ?? []),
    ...(stream.byGlued.get(phrase.glued) ?? []),
  ]);
  const out: string[] = [];
  for (const at of starts) {
    const end = phraseAt(stream, at, phrase);
    if (end >= 0) out.push(spellingAt(stream, at, end));
    if (out.length >= MAX_SPELLINGS_PER_TERM) break;
  }
  return out;
}
