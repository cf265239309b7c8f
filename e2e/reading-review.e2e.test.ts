import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReadField } from '@cv/contracts';
import type { Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GeneratedCv, jobsOf } from '../bench/layouts/content/generated-cv';
import { renderAll } from '../bench/layouts/read/run-layouts';
import { DOCX_TEXT_BOXES } from '../bench/layouts/render/docx/docx-families';
import { TABLE } from '../bench/layouts/render/html/table-layout';
import { cvFor } from '../bench/layouts/render/render-cv';
import { foldForCompare } from '../bench/lib/fold-for-compare';
import { readFixture, signInAsDemo, uploadCv } from './generator-support';
import { useServerAndBrowser } from './support/server-and-browser';

// Issue 22, step 3 (D24): « Ce que nous avons lu » — what the engine read of the CV, before any credit is spent.
const artefacts = join(import.meta.dirname, '../test-results/e2e-reading-review');
const t = useServerAndBrowser();

// A CV written for this test whose second job is laid out employer / "role, town" / dates: the engine reads no
// employer for it (the town is no employer) and says it is unsure. The truth, as a reader sees it:
const JOBS = [
  ['Mairie de Villeurbanne', 'Chargée de communication', "Mars 2020 – aujourd'hui"],
  ['Association Scènes Vives', 'Assistante communication', 'Septembre 2017 – Février 2020'],
] as const;

const panel = (page: Page) => page.getByRole('region', { name: 'Ce que nous avons lu' });
const job = (page: Page, number: number) =>
  panel(page).getByRole('article', { name: new RegExp(`^Emploi ${number} :`) });
const fieldText = async (of: Locator, index: number) =>
  ((await of.getByRole('definition').nth(index).locator('p').first().textContent()) ?? '').trim();
/** A job's employer, role and dates as the panel shows them. */
const fields = async (of: Locator) => [
  await fieldText(of, 0),
  await fieldText(of, 1),
  await fieldText(of, 2),
];

/** Waits until the page has made no request for a second. */
async function quietNetwork(page: Page): Promise<void> {
  let last = Date.now();
  const onRequest = () => {
    last = Date.now();
  };
  page.on('request', onRequest);
  while (Date.now() - last < 1000) await page.waitForTimeout(200);
  page.off('request', onRequest);
}

/** The `result` event of optimize-cv's stream (or its plain JSON answer). */
async function generationAnswer(
  request: Request,
): Promise<{ parsed_cv: { experience: { company: string; position: string; period: string | null }[] } }> {
  const body = (await (await request.response())!.text()).trim();
  if (body.startsWith('{')) return JSON.parse(body);
  const event = body.split('\n\n').find((block) => block.startsWith('event: result'))!;
  return JSON.parse(event.slice(event.indexOf('data: ') + 6));
}

describe('what the engine read, shown and corrected before generating', () => {
  it('shows every job without a request, takes a correction, and the generation uses it', async () => {
    const { page } = t.browser;
    await signInAsDemo(page, t.server.url);
    await quietNetwork(page);
    const apiCalls: string[] = [];
    const onRequest = (request: Request) => {
      if (new URL(request.url()).pathname.startsWith('/api')) apiCalls.push(request.url());
    };
    page.on('request', onRequest);

    await page
      .getByLabel('Texte du CV', { exact: true })
      .fill(readFixture('cv-fr-chargee-de-communication.txt'));
    const summary = panel(page)
      .getByRole('status')
      .filter({ hasText: /sections · 2 emplois/ });
    await expect.poll(() => summary.isVisible(), { timeout: 15_000 }).toBe(true);
    // the sections under the CV's own headings, with what each was taken for
    for (const [heading, kind] of [
      ['EXPÉRIENCE PROFESSIONNELLE', 'Expérience'],
      ['FORMATION', 'Formation'],
      ['COMPÉTENCES', 'Compétences'],
    ])
      expect(
        await panel(page)
          .getByRole('listitem', { name: heading })
          .getByText(`Lue comme : ${kind}`)
          .isVisible(),
      ).toBe(true);
    // the first job read right; the second one's employer not read, and flagged
    expect([
      await fieldText(job(page, 1), 0),
      await fieldText(job(page, 1), 1),
      await fieldText(job(page, 1), 2),
    ]).toEqual(JOBS[0]);
    const second = job(page, 2);
    expect(await second.getByText('À vérifier', { exact: true }).isVisible()).toBe(true);
    expect([await fieldText(second, 0), await fieldText(second, 1), await fieldText(second, 2)]).toEqual([
      'Rien de lu',
      JOBS[1][1],
      JOBS[1][2],
    ]);
    expect(await job(page, 1).getByText('À vérifier').count()).toBe(0);
    expect(apiCalls).toEqual([]);
    page.off('request', onRequest);

    // Escape leaves the field as it was; Enter keeps the correction
    await second.getByRole('button', { name: "Corriger l'employeur" }).click();
    const input = second.getByRole('textbox', { name: 'Employeur' });
    await expect.poll(() => input.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await input.inputValue()).toBe('');
    await input.fill('Scènes');
    await page.keyboard.press('Escape');
    expect(await input.count()).toBe(0);
    expect(await fieldText(second, 0)).toBe('Rien de lu');
    await second.getByRole('button', { name: "Corriger l'employeur" }).click();
    await input.fill(JOBS[1][0]);
    await page.keyboard.press('Enter');
    const corrected = async (of: Locator) => [
      await fieldText(of, 0),
      await of.getByRole('definition').first().getByText('Corrigé').isVisible(),
      await of.getByText('Lu : Rien de lu').isVisible(),
    ];
    await expect.poll(() => corrected(second)).toEqual([JOBS[1][0], true, true]);
    // the user vouched for the job: no longer to check
    await expect.poll(() => second.getByText('À vérifier', { exact: true }).count()).toBe(0);
    await page.screenshot({ path: join(artefacts, 'corrected-1280.png'), fullPage: true });

    await page.getByLabel('Description du poste').fill(readFixture('offre-fr-chef-de-projet-marketing.txt'));
    const kept = page.getByRole('button', { name: /Mes CV gardés dans ce navigateur/ });
    const keptCount = async () =>
      (await kept.count()) === 0 ? 0 : Number((await kept.textContent())?.match(/\((\d+)\)/)?.[1] ?? 0);
    const keptBefore = await keptCount();
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/optimize-cv'));
    await page.getByRole('button', { name: /Générer mon CV optimisé/ }).click();
    const request = await sent;
    expect(request.postDataJSON().cv_corrections).toEqual([
      { entry: expect.stringMatching(/^e\d+$/), field: 'company', from: '', to: JOBS[1][0] },
    ]);
    const answer = await generationAnswer(request);
    expect(answer.parsed_cv.experience.map((experience) => experience.company)).toEqual([
      JOBS[0][0],
      JOBS[1][0],
    ]);
    await expect
      .poll(() => page.getByText('CV généré avec succès !').isVisible(), { timeout: 30_000 })
      .toBe(true);
    expect(await corrected(job(page, 2))).toEqual([JOBS[1][0], true, true]);

    // kept with the CV in this browser: back after a reload, gone with another CV, back from the history.
    // The browser's store writes the result after it is shown: the reload waits for it to be written.
    await expect.poll(keptCount, { timeout: 15_000 }).toBe(keptBefore + 1);
    await page.reload();
    await expect.poll(() => corrected(job(page, 2)), { timeout: 15_000 }).toEqual([JOBS[1][0], true, true]);
    await page.getByRole('button', { name: 'Charger le CV de démonstration' }).click();
    await expect
      .poll(() => page.getByLabel('Texte du CV', { exact: true }).inputValue())
      .toContain('Camille');
    await expect.poll(() => panel(page).getByText('Corrigé').count()).toBe(0);
    await kept.click();
    // a pasted CV's row is named by the offer it was made for (issue 25)
    const row = page.getByRole('listitem').filter({ hasText: 'Chef de projet marketing produit' });
    await row.getByRole('button', { name: 'Ouvrir' }).click();
    await expect.poll(() => corrected(job(page, 2)), { timeout: 15_000 }).toEqual([JOBS[1][0], true, true]);

    // set back to what was read
    await job(page, 2).getByRole('button', { name: "Annuler la correction de l'employeur" }).click();
    await expect.poll(() => fieldText(job(page, 2), 0)).toBe('Rien de lu');
    expect(await job(page, 2).getByText('À vérifier', { exact: true }).isVisible()).toBe(true);
  });

  it('reads an uploaded Word file with its layout, and sends the correction with it', async () => {
    const { page } = t.browser;
    await uploadCv(page, 'cv-fr-developpeuse-fullstack.docx');
    // the document's four jobs, as its lines write them ('Développeuse Web — Agence Pixelune  sept. 2018 – …')
    const truth = [
      ['Trajectoire Mobilités', 'Développeuse Full-Stack confirmée', 'mars 2021 – aujourd’hui'],
      ['Agence Pixelune', 'Développeuse Web', 'sept. 2018 – févr. 2021'],
      ['Assurévia', 'Développeuse PHP en alternance', 'sept. 2016 – août 2018'],
      ['Les Ateliers Vercors Numérique', 'Stagiaire développeuse front-end', 'avr. – juin 2016'],
    ];
    await expect
      .poll(async () => Promise.all(truth.map((_, i) => fields(job(page, i + 1)))), { timeout: 15_000 })
      .toEqual(truth);
    expect(await panel(page).getByRole('article').count()).toBe(4);
    // the corrections of the CV before went with it
    expect(await panel(page).getByText('Corrigé').count()).toBe(0);

    const fourth = job(page, 4);
    await fourth.getByRole('button', { name: 'Corriger le poste' }).click();
    await fourth
      .getByRole('textbox', { name: 'Poste' })
      .fill('Stagiaire développeuse front-end (10 semaines)');
    await fourth.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => fieldText(fourth, 1)).toBe('Stagiaire développeuse front-end (10 semaines)');

    await page.getByLabel('Description du poste').fill(readFixture('offre-fr-developpeur-fullstack.txt'));
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/optimize-cv'));
    await page.getByRole('button', { name: /Générer mon CV optimisé/ }).click();
    const request = await sent;
    const body = request.postDataJSON();
    expect(body.cv_layout?.lines.length).toBeGreaterThan(0);
    expect(body.cv_corrections).toEqual([
      {
        entry: expect.stringMatching(/^e\d+$/),
        field: 'position',
        from: 'Stagiaire développeuse front-end',
        to: 'Stagiaire développeuse front-end (10 semaines)',
      },
    ]);
    const answer = await generationAnswer(request);
    expect(answer.parsed_cv.experience.map((experience) => experience.position)).toEqual([
      ...truth.slice(0, 3).map(([, position]) => position),
      'Stagiaire développeuse front-end (10 semaines)',
    ]);
    await expect
      .poll(() => page.getByText('CV généré avec succès !').isVisible(), { timeout: 30_000 })
      .toBe(true);
  });

  it('fits a 375 px phone', async () => {
    const { page } = t.browser;
    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(() => job(page, 2).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await panel(page).screenshot({ path: join(artefacts, 'panel-375.png') });
  });
});

// Issue 22's journey on layouts the plain text loses: files printed by the layout generator (bench/layouts), whose
// data is the truth — a table-layout PDF (a header row, then period | employer | role) and a Word file whose name
// block sits in a text box. Seed 1, a tuning seed, in both.
const FIELDS: readonly ReadField[] = ['company', 'position', 'period'];
const EDIT_LABELS: Record<ReadField, [button: string, input: string]> = {
  company: ["Corriger l'employeur", 'Employeur'],
  position: ['Corriger le poste', 'Poste'],
  period: ['Corriger les dates', 'Dates'],
};

/** Each generated role's employer, role and dates as the page prints them (an undated one: none read). */
const truthOf = (cv: GeneratedCv): string[][] =>
  jobsOf(cv).map((job) => [job.company, job.position, job.period ?? 'Aucune date lue']);

/**
 * Compared as the bench compares the reading with the generator (bench/lib/fold-for-compare.ts): case, spaces,
 * quotes and dashes folded — extraction may give '-' where the page prints '–' — nothing else forgiven.
 */
const folded = (jobs: string[][]) => jobs.map((job) => job.map(foldForCompare));

async function jobsShown(page: Page): Promise<string[][]> {
  const count = await panel(page).getByRole('article').count();
  return Promise.all(Array.from({ length: count }, (_, i) => fields(job(page, i + 1))));
}

interface Correction {
  job: number;
  field: ReadField;
  to: string;
}

/**
 * Uploads `file`, waits for the panel to show every generated job right, corrects one field, generates against
 * the CV's own offer, and checks that the request carries the correction and the answer's jobs are the
 * generator's with that one field corrected.
 */
async function readCorrectAndGenerate(page: Page, file: string, cv: GeneratedCv, correction: Correction) {
  await uploadCv(page, file);
  const truth = truthOf(cv);
  await expect.poll(async () => folded(await jobsShown(page)), { timeout: 60_000 }).toEqual(folded(truth));
  expect(await panel(page).getByText('À vérifier', { exact: true }).count()).toBe(0);
  // the corrections of the CV before went with it
  expect(await panel(page).getByText('Corrigé').count()).toBe(0);

  const index = FIELDS.indexOf(correction.field);
  const from = truth[correction.job - 1]![index]!;
  const [button, input] = EDIT_LABELS[correction.field];
  const entry = job(page, correction.job);
  await entry.getByRole('button', { name: button }).click();
  await entry.getByRole('textbox', { name: input }).fill(correction.to);
  await entry.getByRole('button', { name: 'Enregistrer' }).click();
  await expect.poll(() => fieldText(entry, index)).toBe(correction.to);
  expect(await entry.getByText('Corrigé').isVisible()).toBe(true);
  const wasRead = (await entry.getByText(/^Lu : /).textContent()) ?? '';
  expect(foldForCompare(wasRead)).toBe(foldForCompare(`Lu : ${from}`));

  await page.getByLabel('Description du poste').fill(cv.offer);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/optimize-cv'), {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: /Générer mon CV optimisé/ }).click();
  const request = await sent;
  const body = request.postDataJSON();
  expect(body.cv_layout?.lines.length).toBeGreaterThan(0);
  expect(body.cv_corrections).toHaveLength(1);
  const [sentCorrection] = body.cv_corrections;
  expect({ ...sentCorrection, from: foldForCompare(sentCorrection.from) }).toEqual({
    entry: expect.stringMatching(/^e\d+$/),
    field: correction.field,
    from: foldForCompare(from),
    to: correction.to,
  });
  const expected = truth.map((fieldsOfJob, j) =>
    fieldsOfJob.map((value, f) => (j === correction.job - 1 && f === index ? correction.to : value)),
  );
  const answer = await generationAnswer(request);
  const answered = answer.parsed_cv.experience.map((e) => [
    e.company,
    e.position,
    e.period ?? 'Aucune date lue',
  ]);
  expect(folded(answered)).toEqual(folded(expected));
  await expect
    .poll(() => page.getByText('CV généré avec succès !').isVisible(), { timeout: 60_000 })
    .toBe(true);
}

describe('what the engine read of generated layouts: a table PDF and a Word file with text boxes', () => {
  let folder = '';
  let files = new Map<string, string>();
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'cv-reading-review-layouts-'));
    files = await renderAll(
      [
        [TABLE, [1]],
        [DOCX_TEXT_BOXES, [1]],
      ],
      folder,
    );
  }, 300_000);
  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('reads a table-layout PDF job by job, and the generation uses the corrected employer', async () => {
    const { page } = t.browser;
    await page.setViewportSize({ width: 1280, height: 800 });
    const cv = cvFor(TABLE, 1);
    // a user adds the legal form to the third job's employer (the first of two roles there)
    const company = jobsOf(cv)[2]!.company;
    await readCorrectAndGenerate(page, files.get('table-1')!, cv, {
      job: 3,
      field: 'company',
      to: `${company} vzw`,
    });
    await panel(page).screenshot({ path: join(artefacts, 'table-pdf-corrected.png') });
  }, 240_000);

  it('reads a Word file whose name block is a text box, and the generation uses the corrected dates', async () => {
    const { page } = t.browser;
    const cv = cvFor(DOCX_TEXT_BOXES, 1);
    // the person still holds the first job: its end date becomes 'heden' (now)
    const period = jobsOf(cv)[0]!.period!;
    const to = period.replace(/\S+$/, 'heden');
    expect(to).not.toBe(period);
    await readCorrectAndGenerate(page, files.get('docx-text-boxes-1')!, cv, { job: 1, field: 'period', to });
    // the text box's lines reached the CV's text
    const text = await page.getByLabel('Texte du CV', { exact: true }).inputValue();
    for (const line of [cv.title, cv.email]) expect(text).toContain(line);
    // once: the box's fallback copy (VML) is not read a second time
    expect(text.split(cv.name).length - 1).toBe(1);
  }, 240_000);
});
