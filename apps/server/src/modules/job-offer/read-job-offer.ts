import type { JobOfferFromUrl } from '@cv/contracts';
import { checkUrl } from './fetch/check-url';
import { createPageFetcher, type FetchedPage, type PageFetchOptions } from './fetch/fetch-public-page';
import { JOB_FETCH_LIMITS, JobFetchRefusal, type RefusalReason } from './fetch/job-fetch-refusal';
import { jobBoardOf } from './read/job-boards';
import { readInThread } from './read/page-reader-pool';

// A page that could not be had may still be read another way (its board's API): these refusals concern
// that one answer. The others (the link, the address, the deadline) end the reading.
const ANOTHER_SOURCE_MAY_HELP = new Set<RefusalReason>([
  'blocked',
  'not-found',
  'content-type',
  'too-big',
  'unreachable',
]);

const pageInput = (page: FetchedPage) => ({ url: page.url.href, kind: page.kind, body: page.body });

/**
 * Reads an offer from its link (issue 27, decision D26), every request within one deadline (8 s): the
 * page's schema.org JobPosting (JSON-LD, microdata); else, when the address has a known job board's shape,
 * the posting from that board's public API; else the page's main text. Nothing is kept.
 */
export function createJobOfferReader(options: PageFetchOptions) {
  const fetchPage = createPageFetcher(options);
  const timeoutMs = options.limits?.timeoutMs ?? JOB_FETCH_LIMITS.timeoutMs;

  async function fetchOrRefusal(link: string, signal: AbortSignal): Promise<FetchedPage | JobFetchRefusal> {
    try {
      return await fetchPage(link, signal);
    } catch (error) {
      if (error instanceof JobFetchRefusal && ANOTHER_SOURCE_MAY_HELP.has(error.reason)) return error;
      throw error;
    }
  }

  return async function readJobOffer(link: string): Promise<JobOfferFromUrl> {
    const url = checkUrl(link, options.hosts);
    const signal = AbortSignal.timeout(timeoutMs);
    const page = await fetchOrRefusal(url.href, signal);
    const fetched = page instanceof JobFetchRefusal ? null : page;
    const structured = fetched && (await readInThread('structured', pageInput(fetched)));
    if (structured) return structured;

    const known = (fetched && jobBoardOf(fetched.url)) ?? jobBoardOf(url);
    if (known) {
      const answer = await fetchOrRefusal(known.apiUrl, signal);
      if (!(answer instanceof JobFetchRefusal) && answer.kind === 'json') {
        const { source } = known.board;
        const page = (fetched?.url ?? url).href;
        const offer = await readInThread('board', { source, answer: answer.body, page });
        if (offer) return offer;
      }
    }
    const offer = fetched && (await readInThread('pageText', pageInput(fetched)));
    if (offer) return offer;
    throw page instanceof JobFetchRefusal ? page : new JobFetchRefusal('no-offer');
  };
}

export type ReadJobOffer = ReturnType<typeof createJobOfferReader>;
