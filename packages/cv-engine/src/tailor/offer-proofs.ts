import type { CvDocument } from '../document/cv-document';
import type { JobAnalysis } from '../job/analyze-job';
import type { JobTerm } from '../keywords/extract-job-terms';
import { type KeywordPresence, matchJobKeywords } from '../keywords/match-job-keywords';
import { hasDegreeWord } from '../parse/entry-words';
import { fold } from '../text/fold';

/**
 * Step 1 of the tailoring — what the CV proves of the offer, line by line: each of the offer's terms the CV has
 * (keywords/match-job-keywords.ts, the score's own matching: stems, the alias table in three languages), with
 * the CV's own words for it and the blocks that say them. Every move of the tailoring reads this: a bullet that
 * names a must-have goes first, a must-have proven in a bullet is brought to the skills with that bullet as its
 * evidence, the summary lead names what is proven. A block is never its own proof of a term it merely shares a
 * word with: the CV's spelling must stand in it as whole words.
 */
export type Proof = {
  readonly term: JobTerm;
  /** After the offer's choices are settled: a must-have asked among others, met by another option, is not one. */
  readonly mustHave: boolean;
  /** The CV's own words for it ('intégration continue' for CI/CD). */
  readonly spelling: string;
  /** The CV writes it as the offer does (case, accents and plural aside). */
  readonly exact: boolean;
  /** The blocks that name it, in reading order (headings aside). */
  readonly blocks: readonly string[];
};

export type OfferProofs = {
  readonly proofs: readonly Proof[];
  /** The offer's terms the CV lacks (the gates refuse them in any change, D22). */
  readonly missing: readonly string[];
  /** The proofs that name a block, by block id. */
  readonly ofBlock: ReadonlyMap<string, readonly Proof[]>;
  /** Each of the offer's terms as the CV has it or not (keywords/match-job-keywords.ts), in the offer's order. */
  readonly presence: readonly KeywordPresence[];
};

/** Where a CV says the degrees it holds: its education, certifications, title and summary. */
const DEGREE_PLACES: ReadonlySet<string> = new Set(['education', 'certifications', 'header', 'summary']);

export function offerProofs(document: CvDocument, job: JobAnalysis, cvText: string): OfferProofs {
  const presence = matchJobKeywords(job, cvText);
  const texts: { id: string; folded: string; section: string }[] = [];
  for (const section of document.sections)
    for (const block of section.blocks)
      texts.push({ id: block.id, folded: fold(block.text), section: section.key });
  const blocksHolding = wholeWordFinder(texts.map((t) => t.folded));
  const proofs: Proof[] = [];
  const missing: string[] = [];
  const ofBlock = new Map<string, Proof[]>();
  presence.forEach((p, i) => {
    const term = job.keywords[i]!;
    if (!p.found) {
      missing.push(term.word);
      return;
    }
    // the CV's own language proves a language skill without a line of its own ('' spelling): its line is the one
    // naming it as the offer does, when there is one ('Nederlands — moedertaal')
    const offer = fold(term.word);
    const own = p.cvSpelling?.trim() ?? '';
    const spelling = own || (blocksHolding(offer).size > 0 ? term.word : '');
    if (!spelling) return;
    const [first, ...others] = spelling.split(' … ').map((part) => blocksHolding(fold(part)));
    const holding = new Set(blocksHolding(offer));
    for (const at of first ?? []) if (others.every((part) => part.has(at))) holding.add(at);
    // a degree is proven where the CV says it holds one, not by 'co-supervise 3 PhD students' in a job
    const degree = hasDegreeWord(term.word);
    const blocks = [...holding]
      .sort((a, b) => a - b)
      .filter((at) => !degree || DEGREE_PLACES.has(texts[at]!.section))
      .map((at) => texts[at]!.id);
    if (blocks.length === 0) return;
    const proof = { term, mustHave: p.mustHave, spelling, exact: p.exact || !own, blocks };
    proofs.push(proof);
    for (const id of blocks) ofBlock.set(id, [...(ofBlock.get(id) ?? []), proof]);
  });
  return { proofs, missing, ofBlock, presence };
}

/**
 * The blocks (by index) in which a folded needle stands as whole words, found in the blocks joined once: the cost
 * follows the needle's occurrences, not the number of blocks times the offer's terms.
 */
function wholeWordFinder(folded: readonly string[]): (needle: string) => ReadonlySet<number> {
  const joined = folded.join('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const text of folded) {
    starts.push(offset);
    offset += text.length + 1;
  }
  const blockAt = (position: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= position) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const found = new Map<string, ReadonlySet<number>>();
  return (needle) => {
    let blocks = found.get(needle);
    if (blocks) return blocks;
    const holding = new Set<number>();
    for (let at = needle ? joined.indexOf(needle) : -1; at !== -1; at = joined.indexOf(needle, at + 1))
      if (!isWordChar(joined[at - 1]) && !isWordChar(joined[at + needle.length]) && !needle.includes('\n'))
        holding.add(blockAt(at));
    blocks = holding;
    found.set(needle, blocks);
    return blocks;
  };
}

/** Whether `needle` stands in `text` as whole words ('java' is not in 'javascript'). */
export function holdsWhole(text: string, needle: string): boolean {
  if (!needle) return false;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
    const before = text[at - 1];
    const after = text[at + needle.length];
    if (!isWordChar(before) && !isWordChar(after)) return true;
  }
  return false;
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
