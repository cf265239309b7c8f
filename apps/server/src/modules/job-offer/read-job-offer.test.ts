import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeJobSites, testResolver } from '../../../test/fake-job-sites';
import { SAVED_JOB_LINKS, savedJobAnswers, savedJobHosts } from '../../../test/saved-job-sites';
import { JobFetchRefusal } from './fetch/job-fetch-refusal';
import { closePageReaderPool } from './read/page-reader-pool';
import { createJobOfferReader } from './read-job-offer';

let sites: Awaited<ReturnType<typeof startFakeJobSites>>;
const dns = testResolver({
  ...savedJobHosts(),
  'shell.test': ['127.0.0.1'],
  'private-board.test': ['10.1.2.3'],
});

beforeAll(async () => {
  sites = await startFakeJobSites({
    ...savedJobAnswers(),
    'shell.test/app': savedJobAnswers()[SAVED_JOB_LINKS.greenhouse.slice(8)]!,
    'boards.greenhouse.io/gone/jobs/1': { status: 404 },
    'boards-api.greenhouse.io/v1/boards/gone/jobs/1': { status: 404 },
    // 2 MB of nested elements: minutes of DOM and readability work, were it not stopped
    'shell.test/nested': {
      body: `<html><body>${'<div>'.repeat(180_000)}x${'</div>'.repeat(180_000)}</body></html>`,
    },
  });
});
afterAll(async () => {
  await sites.close();
  await closePageReaderPool();
});

const read = (link: string) =>
  createJobOfferReader({
    resolve: dns.resolve,
    hosts: { allowed: null, denied: [] },
    userAgent: 'test',
    testOnlyLoopbackPort: sites.port,
  })(link);

const lines = (text: string) => text.split('\n');

describe('reading an offer from its link', () => {
  it("reads the page's JSON-LD JobPosting, its description's headings and list items as lines", async () => {
    const offer = await read(SAVED_JOB_LINKS.jsonLd);
    expect(offer).toMatchObject({
      title: 'Data engineer confirmé (H/F)',
      employer: 'Verdanne Énergies',
      location: 'Lyon, Auvergne-Rhône-Alpes, FR',
      source: 'json-ld',
    });
    expect(lines(offer.text)).toEqual(
      expect.arrayContaining([
        'Data engineer confirmé (H/F)',
        'Vos missions',
        "- Concevoir et maintenir les pipelines d'ingestion (Airflow, dbt)",
        'Votre profil',
        '- Python, SQL, Terraform',
      ]),
    );
    expect(offer.text).not.toMatch(/Toutes nos offres|Mentions légales/);
  });

  it('reads a JobPosting written as microdata, without the page around it', async () => {
    const offer = await read(SAVED_JOB_LINKS.microdata);
    expect(offer).toMatchObject({
      title: 'Technicien de maintenance éolien (F/H)',
      employer: 'Aérogen Bretagne',
      location: 'Lorient, Bretagne',
      source: 'microdata',
    });
    expect(lines(offer.text)).toEqual(
      expect.arrayContaining(['Missions', '- Diagnostic électrique et hydraulique', 'Profil recherché']),
    );
    expect(offer.text).not.toMatch(/Offres similaires|Mécanicien/);
  });

  it("reads a Greenhouse posting from the board's API when its page is drawn by script", async () => {
    const offer = await read(SAVED_JOB_LINKS.greenhouse);
    expect(offer).toMatchObject({
      title: 'Senior Backend Engineer, Payments',
      employer: 'Northwind Labs',
      location: 'Amsterdam, Netherlands',
      source: 'greenhouse',
    });
    expect(lines(offer.text)).toEqual(
      expect.arrayContaining([
        'What you will do',
        '- Design and run the ledger service in Go',
        '- Go or Kotlin, PostgreSQL, Kafka',
      ]),
    );
  });

  it('reads a Lever posting from its API, with its lists under their names', async () => {
    const offer = await read(SAVED_JOB_LINKS.lever);
    expect(offer).toMatchObject({
      title: 'Chargé·e de recrutement',
      employer: null,
      location: 'Nantes',
      source: 'lever',
    });
    expect(lines(offer.text)[0]).toBe('Chargé·e de recrutement');
    expect(lines(offer.text)).toEqual(
      expect.arrayContaining([
        'Ce que vous ferez',
        '- Mener les entretiens de 15 recrutements par an',
        'Ce que nous attendons',
        "- 2 ans d'expérience en recrutement tech",
        'Télétravail deux jours par semaine.',
      ]),
    );
  });

  it("finds an Ashby posting among its board's postings by its id", async () => {
    const offer = await read(SAVED_JOB_LINKS.ashby);
    expect(offer).toMatchObject({ title: 'Product Designer', location: 'Remote (Europe)', source: 'ashby' });
    expect(offer.text).toContain('- A portfolio of shipped B2B products');
    expect(offer.text).not.toContain('Another posting');
  });

  it('reads a page of prose by its main text, leaving out the menus, sidebar and footer', async () => {
    const offer = await read(SAVED_JOB_LINKS.prose);
    expect(offer).toMatchObject({
      title: 'Nous recrutons un·e comptable',
      employer: 'Atelier Borel',
      source: 'page-text',
    });
    expect(lines(offer.text)).toEqual(
      expect.arrayContaining([
        'Ce que vous ferez',
        '- Paie de vingt-huit salariés avec notre logiciel Sage',
        'Qui nous cherchons',
      ]),
    );
    expect(offer.text).not.toMatch(/Boutique|Derniers articles|lettre d’information|Mentions légales/);
  });

  it('takes a plain text as it is', async () => {
    const offer = await read(SAVED_JOB_LINKS.plainText);
    expect(offer).toMatchObject({ title: null, source: 'page-text' });
    expect(lines(offer.text)).toEqual(
      expect.arrayContaining(['Missions', '- Organisation des déplacements']),
    );
  });

  it('says when a page holds no offer it can read, and passes on why a page could not be had', async () => {
    await expect(read('https://shell.test/app')).rejects.toMatchObject({ reason: 'no-offer' });
    await expect(read('https://boards.greenhouse.io/gone/jobs/1')).rejects.toMatchObject({
      reason: 'not-found',
    });
    const refusal = await read('https://private-board.test/x').catch((error: JobFetchRefusal) => error);
    expect(refusal).toBeInstanceOf(JobFetchRefusal);
    expect(refusal).toMatchObject({ reason: 'private', status: 422 });
  });

  it('refuses a page that would keep the reader busy, without holding up the server meanwhile', async () => {
    let longestPause = 0;
    let last = performance.now();
    const ticks = setInterval(() => {
      longestPause = Math.max(longestPause, performance.now() - last);
      last = performance.now();
    }, 20);
    const refusal = await read('https://shell.test/nested').catch((error: JobFetchRefusal) => error);
    clearInterval(ticks);
    expect(refusal).toMatchObject({ reason: 'too-unusual', status: 422 });
    expect(longestPause).toBeLessThan(1_000);
  });
});
