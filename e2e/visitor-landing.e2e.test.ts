import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHANGE_REASONS } from '../packages/cv-engine/src/document/changes/change-reasons';
import { readFixture } from './generator-support';
import { openBrowser } from './support/browser';
import { useServerAndBrowser } from './support/server-and-browser';
import { startServer } from './support/start-server';

const artefacts = join(import.meta.dirname, '../test-results/e2e-visitor-landing');
mkdirSync(artefacts, { recursive: true });

const t = useServerAndBrowser();

/** Each change of the example says why in the reader's language: one of the reasons the page knows, by kind. */
async function expectReasonsIn(items: ReturnType<Page['getByRole']>, reasons: Record<string, string>) {
  // a reason may go on with what it is about ('…placed first: React, Docker.')
  const known = Object.values(reasons).map((reason) => reason.replace(/\.$/, ''));
  const texts = await items.allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts)
    expect(
      known.some((reason) => text.includes(reason)),
      text,
    ).toBe(true);
}

/** Every /api request the page makes from now on. */
function watchApi(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api')) calls.push(request.url());
  });
  return calls;
}

/**
 * Issue 25: what a visitor sees before any account — what the product does, its price, what is free, a
 * real before/after made by the engine — and the free check, run on the demo CV, with no request.
 */
describe('the page a visitor lands on', () => {
  it('shows the price, runs the free check on the demo CV with no request, and a real before/after (FR, desktop)', async () => {
    const { page } = t.browser;
    await page.goto(t.server.url);
    const apiCalls = watchApi(page);

    const pricing = page.getByRole('region', { name: 'Tarifs' });
    await expect
      .poll(() => pricing.getByText(/^10 crédits pour 1\s€$/).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await pricing.getByText(/^100 crédits pour 5\s€/).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Gratuit' }).textContent()).toContain('sans compte');
    const generate = page.getByRole('button', { name: /Générer mon CV optimisé/ });
    expect(await generate.textContent()).toMatch(/1 crédit par CV — packs dès 1\s€/);
    await page.screenshot({ path: join(artefacts, 'landing-1280-fr.png') });

    await page.getByRole('button', { name: 'Essayer avec le CV de démonstration' }).click();
    const cvText = page.getByLabel('Texte du CV', { exact: true });
    await expect.poll(() => cvText.inputValue()).toContain('Camille Moreau');
    await page.getByLabel('Description du poste').fill(readFixture('offre-fr-developpeur-fullstack.txt'));
    const check = page.getByRole('region', { name: 'Vérification gratuite de la correspondance' });
    await expect
      .poll(() => check.getByText(/^Correspondance estimée : \d+ \/ 100$/).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(
      await check.getByRole('region', { name: "Exigences de l'offre présentes" }).getByText('React').count(),
    ).toBeGreaterThan(0);
    expect(apiCalls).toEqual([]);

    await page.getByRole('link', { name: 'Voir un exemple avant / après' }).click();
    const example = page.getByRole('region', { name: /Un exemple réel/ });
    await expect.poll(() => example.isVisible(), { timeout: 15_000 }).toBe(true);
    const before = (await example.getByRole('figure').first().textContent()) ?? '';
    const after = (await example.getByRole('figure').last().textContent()) ?? '';
    expect(before).toContain('Camille Moreau');
    expect(after).not.toBe(before);
    await expectReasonsIn(example.getByRole('listitem'), CHANGE_REASONS.fr);
    await page.screenshot({ path: join(artefacts, 'example-1280-fr.png'), fullPage: true });
    // the example's data came with the page's own files, not from the API
    expect(apiCalls).toEqual([]);
  });

  it('reads the same in English on a phone, without a horizontal scroll', async () => {
    const phone = await openBrowser({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    try {
      const { page } = phone;
      await page.goto(t.server.url);
      await expect
        .poll(() => page.getByRole('heading', { name: 'A CV tailored to every job offer' }).isVisible())
        .toBe(true);
      const notice = page.getByRole('dialog', { name: 'Tip' });
      await expect.poll(() => notice.isVisible(), { timeout: 5_000 }).toBe(true);
      await page.screenshot({ path: join(artefacts, 'landing-390-en.png') });
      // the recommendation leaves the product's name in sight, whole
      const name = page.getByRole('banner').getByText('CV Sur Mesure', { exact: true });
      expect(await name.isVisible()).toBe(true);
      expect(await name.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
      await notice.getByRole('button', { name: 'Got it' }).click();

      const pricing = page.getByRole('region', { name: 'Pricing' });
      await expect.poll(() => pricing.getByText(/^10 credits for €1$/).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: /Generate my optimised CV/ }).textContent()).toMatch(
        /1 credit per CV — packs from €1/,
      );
      // the free check, in English, on a phone, without an account nor a request
      const apiCalls = watchApi(page);
      await page.getByRole('button', { name: 'Try it with the demo CV' }).click();
      await expect
        .poll(() => page.getByLabel('CV text', { exact: true }).inputValue())
        .toContain('Camille Moreau');
      await page.getByLabel('Job description').fill(readFixture('offre-fr-developpeur-fullstack.txt'));
      const check = page.getByRole('region', { name: 'Free match check' });
      await expect
        .poll(() => check.getByText(/^Estimated match: \d+ \/ 100$/).isVisible(), { timeout: 15_000 })
        .toBe(true);
      expect(await check.getByRole('checkbox', { name: /^I have this skill: / }).count()).toBeGreaterThan(0);
      expect(apiCalls).toEqual([]);
      await check.screenshot({ path: join(artefacts, 'check-390-en.png') });

      await page.getByRole('link', { name: 'See a before / after example' }).click();
      const example = page.getByRole('region', { name: /A real example/ });
      await expect.poll(() => example.isVisible(), { timeout: 15_000 }).toBe(true);
      await expectReasonsIn(example.getByRole('listitem'), CHANGE_REASONS.en);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(390);
      await page.screenshot({ path: join(artefacts, 'example-390-en.png'), fullPage: true });
    } finally {
      await phone.close();
    }
  });
});

describe('the page a visitor lands on, outside demo mode', () => {
  it('offers the free check with their own CV when there is no demo CV', async () => {
    const server = await startServer({ DEMO_MODE: 'false', PAYMENT_PROVIDER: 'demo' });
    const session = await openBrowser();
    try {
      const { page } = session;
      await page.goto(server.url);
      const tryOwn = page.getByRole('link', { name: 'Essayer avec votre CV' });
      await expect.poll(() => tryOwn.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await page.getByRole('button', { name: 'Essayer avec le CV de démonstration' }).count()).toBe(0);
      await tryOwn.click();
      const choose = page.getByRole('button', { name: 'Choisir un fichier' });
      await expect
        .poll(() => choose.evaluate((node) => node.getBoundingClientRect().top < window.innerHeight))
        .toBe(true);
    } finally {
      await session.close();
      await server.stop();
    }
  });
});
