import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteAnswer } from './fake-job-sites';

/**
 * Job pages written for the tests (apps/server/src/modules/job-offer/__fixtures__), served by the
 * loopback server at the addresses they would have on the web. Every name below resolves to 127.0.0.1
 * through the tests' resolver only: nothing leaves the machine.
 */
const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../src/modules/job-offer/__fixtures__', name));

const LEVER_ID = '5b0d6c3e-2f1a-4c8e-9a7b-1d2e3f405162';
const ASHBY_ID = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';

export const SAVED_JOB_LINKS = {
  jsonLd: 'https://careers.verdanne.test/offres/data-engineer-confirme',
  microdata: 'https://emplois-littoral.test/offre/8812',
  greenhouse: 'https://boards.greenhouse.io/northwindlabs/jobs/4012345',
  lever: `https://jobs.lever.co/coopalpha/${LEVER_ID}`,
  ashby: `https://jobs.ashbyhq.com/tallyho/${ASHBY_ID}`,
  prose: 'https://atelier-borel.test/blog/nous-recrutons',
  plainText: 'https://offres.test/assistant-direction.txt',
} as const;

const html = (name: string): SiteAnswer => ({ body: fixture(name) });
const json = (name: string): SiteAnswer => ({
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: fixture(name),
});
const key = (link: string) => link.replace(/^https?:\/\//, '');

export function savedJobAnswers(): Record<string, SiteAnswer> {
  return {
    [key(SAVED_JOB_LINKS.jsonLd)]: html('json-ld-page.html'),
    [key(SAVED_JOB_LINKS.microdata)]: html('microdata-page.html'),
    [key(SAVED_JOB_LINKS.greenhouse)]: html('board-shell.html'),
    'boards-api.greenhouse.io/v1/boards/northwindlabs/jobs/4012345': json('greenhouse-job.json'),
    [key(SAVED_JOB_LINKS.lever)]: html('board-shell.html'),
    [`api.lever.co/v0/postings/coopalpha/${LEVER_ID}`]: json('lever-posting.json'),
    [key(SAVED_JOB_LINKS.ashby)]: html('board-shell.html'),
    'api.ashbyhq.com/posting-api/job-board/tallyho': json('ashby-board.json'),
    [key(SAVED_JOB_LINKS.prose)]: html('prose-page.html'),
    [key(SAVED_JOB_LINKS.plainText)]: {
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      body: fixture('plain-offer.txt'),
    },
  };
}

/** Every host above, and the API hosts, as the tests' resolver table (all on the loopback server). */
export function savedJobHosts(): Record<string, string[]> {
  const hosts = Object.keys(savedJobAnswers()).map((path) => path.split('/')[0]!);
  return Object.fromEntries(hosts.map((host) => [host, ['127.0.0.1']]));
}
