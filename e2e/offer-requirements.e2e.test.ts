import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { creditsShown, readFixture, signInAsDemo } from './generator-support';
import { openBrowser } from './support/browser';
import { useServerAndBrowser } from './support/server-and-browser';

const engineFixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../packages/cv-engine/src/__fixtures__', name), 'utf8');

const t = useServerAndBrowser();

/**
 * Issue 24, the offer read as a recruiter reads it, in the free check before paying: the CV's words meeting a
 * requirement are marked where they stand (a mark a screen reader names, not only a colour), each missing
 * must-have is one click from "I have this skill", and a tick moves the score and the text — no credit spent.
 * The ticked skill then follows into the generated CV, as the result's ticked skills do. A visitor, without an
 * account, does the same in the free check: nothing of it asks the server.
 */
describe('the free check: requirements marked, a missing must-have ticked', () => {
  it('marks the CV’s matches, ticks a missing must-have, and carries it into the generation', async () => {
    const { page } = t.browser;
    await signInAsDemo(page, t.server.url);
    const credits = await creditsShown(page);
    await page
      .getByLabel('Texte du CV', { exact: true })
      .fill(engineFixture('cv-fr-developpeuse-fullstack.txt'));
    await page.getByLabel('Description du poste').fill(readFixture('offre-fr-developpeur-fullstack.txt'));

    const card = page.getByRole('region', { name: 'Vérification gratuite de la correspondance' });
    const score = card.getByText(/^Correspondance estimée : \d+ \/ 100$/);
    await expect.poll(() => score.isVisible(), { timeout: 15_000 }).toBe(true);
    const scoreOf = async () => Number(/(\d+) \/ 100/.exec((await score.textContent()) ?? '')?.[1]);
    const before = await scoreOf();

    // the CV with its matches marked where they stand, each mark naming the requirement it meets
    await card.getByRole('button', { name: 'Voir mon CV avec les exigences repérées' }).click();
    const marked = card.getByRole('region', { name: "Votre CV, exigences de l'offre repérées" });
    const marks = marked.locator('mark');
    await expect.poll(() => marks.count()).toBeGreaterThan(10);
    const react = marked.locator('mark', { hasText: 'React' }).first();
    // a screen reader hears which requirement a mark meets (its description), the text stays the CV's
    const describedBy = (await react.getAttribute('aria-describedby')) ?? '';
    expect(await card.locator(`[id="${describedBy}"]`).textContent()).toBe("répond à l'exigence : React");
    // the CV says 'intégration continue' for the offer's CI/CD requirement: marked in the CV's own words
    expect(await marked.locator('mark', { hasText: 'GitLab CI' }).count()).toBeGreaterThan(0);
    // colour is never the only mark: an underline too
    const decoration = await react.evaluate((el) => getComputedStyle(el).textDecorationLine);
    expect(decoration).toContain('underline');

    // a missing must-have, one click from "I have this skill"
    const tick = card.getByRole('checkbox', { name: "J'ai cette compétence : expérience utilisateur" });
    expect(await tick.isChecked()).toBe(false);
    await tick.click();
    await expect.poll(() => tick.isChecked()).toBe(true);
    await expect.poll(scoreOf, { timeout: 15_000 }).toBeGreaterThan(before);
    await expect.poll(() => marked.innerText(), { timeout: 15_000 }).toContain('expérience utilisateur');
    expect(await creditsShown(page)).toBe(credits);

    // the ticked skill follows into the generated CV, listed as a change the user can undo
    await page.getByRole('button', { name: /Générer mon CV optimisé/ }).click();
    await expect
      .poll(() => page.getByText('CV généré avec succès !').isVisible(), { timeout: 30_000 })
      .toBe(true);
    const preview = page.getByRole('article', { name: 'Aperçu du CV' });
    // the tick joins the result once the engine's chunk is there: not at once on a busy machine
    await expect.poll(() => preview.innerText(), { timeout: 15_000 }).toContain('expérience utilisateur');
    const resultTick = page.getByRole('checkbox', { name: "J'ai cette compétence : expérience utilisateur" });
    await expect.poll(() => resultTick.isChecked(), { timeout: 15_000 }).toBe(true);
    // the preview marks the CV's matches too
    await expect.poll(() => preview.locator('mark').count(), { timeout: 15_000 }).toBeGreaterThan(10);
    expect(await creditsShown(page)).toBe(credits - 1);
  });

  it('works for a visitor too: paste, see the marks and the missing must-haves, tick one — no request, no account', async () => {
    const visitor = await openBrowser();
    const { page } = visitor;
    try {
      await page.goto(t.server.url);
      const api: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api')) api.push(request.url());
      });
      await page
        .getByLabel('Texte du CV', { exact: true })
        .fill(engineFixture('cv-fr-developpeuse-fullstack.txt'));
      await page.getByLabel('Description du poste').fill(readFixture('offre-fr-developpeur-fullstack.txt'));

      const card = page.getByRole('region', { name: 'Vérification gratuite de la correspondance' });
      const score = card.getByText(/^Correspondance estimée : \d+ \/ 100$/);
      await expect.poll(() => score.isVisible(), { timeout: 15_000 }).toBe(true);
      const scoreOf = async () => Number(/(\d+) \/ 100/.exec((await score.textContent()) ?? '')?.[1]);
      const before = await scoreOf();

      // the CV's matches marked where they stand
      await card.getByRole('button', { name: 'Voir mon CV avec les exigences repérées' }).click();
      const marked = card.getByRole('region', { name: "Votre CV, exigences de l'offre repérées" });
      await expect.poll(() => marked.locator('mark').count()).toBeGreaterThan(10);
      expect(await marked.locator('mark', { hasText: 'React' }).count()).toBeGreaterThan(0);

      // the missing must-have, a checkbox "I have this skill": ticked, the score and the text follow
      const tick = card.getByRole('checkbox', { name: "J'ai cette compétence : expérience utilisateur" });
      expect(await tick.isChecked()).toBe(false);
      await tick.check();
      await expect.poll(() => tick.isChecked()).toBe(true);
      await expect.poll(scoreOf, { timeout: 15_000 }).toBeGreaterThan(before);
      await expect.poll(() => marked.textContent(), { timeout: 15_000 }).toContain('expérience utilisateur');
      // all of it in the browser: no request, so nothing to charge and no account needed
      expect(api).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
