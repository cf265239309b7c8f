import { z } from 'zod';
import type { PostingFields } from './schema-org-posting';

/**
 * The job boards whose public APIs give a posting from its page's address (the address's shape names the
 * board, its company and the posting). Read when the page itself has no JobPosting: these boards' pages
 * are often drawn by script. Welcome to the Jungle has no public API; its pages carry JSON-LD, read first.
 */
export interface JobBoard {
  source: 'greenhouse' | 'lever' | 'ashby';
  /** The API address of the posting at this page address, or null when the address is not this board's. */
  apiUrl(page: URL): string | null;
  /** The posting in the API's answer (already JSON), or null when it is not there. */
  read(answer: unknown, page: URL): PostingFields | null;
}

const segment = encodeURIComponent;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

// Job Board API: GET /v1/boards/{board}/jobs/{id}; `content` is HTML escaped once more.
const greenhouseJob = z.object({
  title: z.string(),
  content: z.string(),
  location: z.object({ name: z.string() }).nullish(),
  company_name: z.string().nullish(),
});

// Postings API: GET /v0/postings/{site}/{id}; the lists (requirements, benefits) come apart from the body.
const leverPosting = z.object({
  text: z.string(),
  description: z.string().default(''),
  lists: z.array(z.object({ text: z.string(), content: z.string() })).default([]),
  additional: z.string().default(''),
  categories: z.object({ location: z.string().nullish() }).nullish(),
});

// Posting API: GET /posting-api/job-board/{board} lists the board's postings; the one wanted is found by id.
const ashbyBoard = z.object({
  jobs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      location: z.string().nullish(),
      descriptionHtml: z.string(),
    }),
  ),
});

const GREENHOUSE_HOSTS = new Set(['boards.greenhouse.io', 'job-boards.greenhouse.io']);
const LEVER_API_OF_HOST: Record<string, string> = {
  'jobs.lever.co': 'https://api.lever.co',
  'jobs.eu.lever.co': 'https://api.eu.lever.co',
};

export const JOB_BOARDS: readonly JobBoard[] = [
  {
    source: 'greenhouse',
    apiUrl(page) {
      if (!GREENHOUSE_HOSTS.has(page.hostname)) return null;
      const [, board, id] = /^\/([^/]+)\/jobs\/(\d+)/.exec(page.pathname) ?? [];
      // the embedded form: /embed/job_app?for={board}&token={id}
      const found =
        board && id
          ? { board, id }
          : { board: page.searchParams.get('for'), id: page.searchParams.get('token') };
      if (!found.board || !found.id || !/^\d+$/.test(found.id)) return null;
      return `https://boards-api.greenhouse.io/v1/boards/${segment(found.board)}/jobs/${found.id}`;
    },
    read(answer) {
      const job = greenhouseJob.safeParse(answer);
      if (!job.success) return null;
      const { title, content, location, company_name } = job.data;
      return {
        title,
        employer: company_name ?? null,
        location: location?.name ?? null,
        descriptionHtml: content,
      };
    },
  },
  {
    source: 'lever',
    apiUrl(page) {
      const api = LEVER_API_OF_HOST[page.hostname];
      const [, site, id] = new RegExp(`^/([^/]+)/(${UUID})`, 'i').exec(page.pathname) ?? [];
      return api && site && id ? `${api}/v0/postings/${segment(site)}/${id}` : null;
    },
    read(answer) {
      const posting = leverPosting.safeParse(answer);
      if (!posting.success) return null;
      const { text, description, lists, additional, categories } = posting.data;
      const listsHtml = lists
        .map((list) => `<h3>${escapeHtml(list.text)}</h3><ul>${list.content}</ul>`)
        .join('');
      return {
        title: text,
        employer: null, // the API does not name the company, only its site's slug
        location: categories?.location ?? null,
        descriptionHtml: `${description}${listsHtml}${additional}`,
      };
    },
  },
  {
    source: 'ashby',
    apiUrl(page) {
      if (page.hostname !== 'jobs.ashbyhq.com') return null;
      const [, board, id] = new RegExp(`^/([^/]+)/(${UUID})`, 'i').exec(page.pathname) ?? [];
      return board && id ? `https://api.ashbyhq.com/posting-api/job-board/${segment(board)}` : null;
    },
    read(answer, page) {
      const board = ashbyBoard.safeParse(answer);
      const id = new RegExp(UUID, 'i').exec(page.pathname)?.[0].toLowerCase();
      const job = board.success
        ? board.data.jobs.find((candidate) => candidate.id.toLowerCase() === id)
        : null;
      if (!job) return null;
      return {
        title: job.title,
        employer: null,
        location: job.location ?? null,
        descriptionHtml: job.descriptionHtml,
      };
    },
  },
];

export function jobBoardOf(page: URL): { board: JobBoard; apiUrl: string } | null {
  for (const board of JOB_BOARDS) {
    const apiUrl = board.apiUrl(page);
    if (apiUrl) return { board, apiUrl };
  }
  return null;
}
