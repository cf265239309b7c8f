import { JOB_MAX_CHARS, type JobOfferFromUrl, type JobOfferSource } from '@cv/contracts';
import { findJobPosting, findJsonLdPosting } from './find-json-ld-posting';
import { findMicrodataPosting } from './find-microdata-posting';
import { escapedHtmlToLines, tidyLines } from './html-to-lines';
import { JOB_BOARDS, type JobBoard } from './job-boards';
import { parsePage } from './page-dom';
import { readMainText } from './read-main-text';
import { type PostingFields, postingFromSchemaOrg } from './schema-org-posting';

/**
 * The reading of a fetched answer, one step per source, in plain data in and out: these run in the page
 * reader's threads (page-reader-pool.ts), because a page of 2 MB can keep a DOM and readability busy for
 * seconds, and a hostile one for minutes.
 */
export interface PageInput {
  url: string;
  kind: 'html' | 'json' | 'text';
  body: string;
}

/** The offer's text as it goes into the box: its title first, unless the text already opens with it. */
function offerText(title: string | null, body: string): string {
  const firstLine = (body.split('\n', 1)[0] ?? '').toLowerCase();
  // the first line is the title when it starts with it and says little more ("… (H/F)", "… – CDI")
  const opensWithTitle =
    title && firstLine.startsWith(title.toLowerCase()) && firstLine.length < title.length + 20;
  const text = title && !opensWithTitle ? `${title}\n\n${body}` : body;
  if (text.length <= JOB_MAX_CHARS) return text;
  // past the offer box's limit: cut at the last line that fits rather than in the middle of a sentence
  const cut = text.slice(0, JOB_MAX_CHARS);
  return cut.slice(0, Math.max(cut.lastIndexOf('\n'), JOB_MAX_CHARS / 2)).trim();
}

function offerOf(fields: PostingFields | null, source: JobOfferSource): JobOfferFromUrl | null {
  if (!fields) return null;
  const body = escapedHtmlToLines(fields.descriptionHtml);
  if (!body) return null;
  const { title, employer, location } = fields;
  return { title, employer, location, text: offerText(title, body), source };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export const READ_STEPS = {
  /** The page's own JobPosting: JSON-LD, then microdata; a JSON answer may be a JobPosting itself. */
  structured(page: PageInput): JobOfferFromUrl | null {
    if (page.kind === 'json') {
      const node = findJobPosting(parseJson(page.body));
      return offerOf(node && postingFromSchemaOrg(node), 'json-ld');
    }
    if (page.kind !== 'html') return null;
    const document = parsePage(page.body);
    return (
      offerOf(findJsonLdPosting(document), 'json-ld') ?? offerOf(findMicrodataPosting(document), 'microdata')
    );
  },

  /** A job board API's answer (`page` is the posting's page address, which names the posting). */
  board(input: { source: JobBoard['source']; answer: string; page: string }): JobOfferFromUrl | null {
    const board = JOB_BOARDS.find((candidate) => candidate.source === input.source);
    return board ? offerOf(board.read(parseJson(input.answer), new URL(input.page)), board.source) : null;
  },

  /** What the page says without structure: a plain text as it is, an HTML page's main text. */
  pageText(page: PageInput): JobOfferFromUrl | null {
    if (page.kind === 'html') return offerOf(readMainText(page.body), 'page-text');
    const text = page.kind === 'text' ? tidyLines(page.body) : '';
    return text
      ? { title: null, employer: null, location: null, text: offerText(null, text), source: 'page-text' }
      : null;
  },
} satisfies Record<string, (input: never) => JobOfferFromUrl | null>;

export type ReadSteps = typeof READ_STEPS;
export type ReadStepName = keyof ReadSteps;
export type ReadStepInput<K extends ReadStepName> = Parameters<ReadSteps[K]>[0];
