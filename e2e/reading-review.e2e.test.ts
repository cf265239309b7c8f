import { join } from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readFixture, signInAsDemo, uploadCv } from './generator-support';
import { useServerAndBrowser } from './support/server-and-browser';

// Issue 22, step 3 (D24): « Ce que nous avons lu » — what the engine read of the CV, before any credit is spent.
const artefacts = join(import.meta.dirname, '../test-results/e2e-reading-review');
const t = useServerAndBrowser();

// A CV written for this test whose second job is laid out employer / "role, town" / dates: the engine takes the
// town for the employer and says it is unsure. The truth, as a reader sees it:
const JOBS = [
  ['Mairie de Villeurbanne', 'Chargée de communication', "Mars 2020 – aujourd'hui"],
  ['Association Scènes Vives', 'Assistante communication', 'Septembre 2017 – Février 2020'],
] as const;

const panel = (page: Page) => page.getByRole('region', { name: 'Ce que nous avons lu' });
const job = (page: Page, number: number) =>
  panel(page).getByRole('article', { name: new RegExp(`^Emploi ${number} :`) });
const fieldText = async (of: Locator, index: number) =>
  ((await of.getByRole('definition').nth(index).locator('p').first().textContent()) ?? '').trim();

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
): Promise<{ parsed_cv: { experience: { company: string; position: string }[] } }> {
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
    // the first job read right; the second one's employer read as its town, and flagged
    expect([
      await fieldText(job(page, 1), 0),
      await fieldText(job(page, 1), 1),
      await fieldText(job(page, 1), 2),
    ]).toEqual(JOBS[0]);
    const second = job(page, 2);
    expect(await second.getByText('À vérifier', { exact: true }).isVisible()).toBe(true);
    expect([await fieldText(second, 0), await fieldText(second, 1), await fieldText(second, 2)]).toEqual([
      'Lyon',
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
    expect(await input.inputValue()).toBe('Lyon');
    await input.fill('Scènes');
    await page.keyboard.press('Escape');
    expect(await input.count()).toBe(0);
    expect(await fieldText(second, 0)).toBe('Lyon');
    await second.getByRole('button', { name: "Corriger l'employeur" }).click();
    await input.fill(JOBS[1][0]);
    await page.keyboard.press('Enter');
    const corrected = async (of: Locator) => [
      await fieldText(of, 0),
      await of.getByRole('definition').first().getByText('Corrigé').isVisible(),
      await of.getByText('Lu : Lyon').isVisible(),
    ];
    await expect.poll(() => corrected(second)).toEqual([JOBS[1][0], true, true]);
    // the user vouched for the job: no longer to check
    await expect.poll(() => second.getByText('À vérifier', { exact: true }).count()).toBe(0);
    await page.screenshot({ path: join(artefacts, 'corrected-1280.png'), fullPage: true });

    await page.getByLabel('Description du poste').fill(readFixture('offre-fr-chef-de-projet-marketing.txt'));
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/optimize-cv'));
    await page.getByRole('button', { name: /Générer mon CV optimisé/ }).click();
    const request = await sent;
    expect(request.postDataJSON().cv_corrections).toEqual([
      { entry: expect.stringMatching(/^e\d+$/), field: 'company', from: 'Lyon', to: JOBS[1][0] },
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

    // kept with the CV in this browser: back after a reload, gone with another CV, back from the history
    await page.reload();
    await expect.poll(() => corrected(job(page, 2)), { timeout: 15_000 }).toEqual([JOBS[1][0], true, true]);
    await page.getByRole('button', { name: 'Charger le CV de démonstration' }).click();
    await expect
      .poll(() => page.getByLabel('Texte du CV', { exact: true }).inputValue())
      .toContain('Camille');
    await expect.poll(() => panel(page).getByText('Corrigé').count()).toBe(0);
    await page.getByRole('button', { name: /Mes CV gardés dans ce navigateur/ }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'CV sans nom de fichier' });
    await row.getByRole('button', { name: 'Ouvrir' }).click();
    await expect.poll(() => corrected(job(page, 2)), { timeout: 15_000 }).toEqual([JOBS[1][0], true, true]);

    // set back to what was read
    await job(page, 2).getByRole('button', { name: "Annuler la correction de l'employeur" }).click();
    await expect.poll(() => fieldText(job(page, 2), 0)).toBe('Lyon');
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
    const fields = async (of: Locator) => [
      await fieldText(of, 0),
      await fieldText(of, 1),
      await fieldText(of, 2),
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
