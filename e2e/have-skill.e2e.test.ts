import { describe, expect, it } from 'vitest';
import { creditsShown, readFixture, signInAsDemo, uploadCv } from './generator-support';
import { useServerAndBrowser } from './support/server-and-browser';

/**
 * Issue 14 item 5 (D22): a missing keyword reaches the CV only when the user ticks it. Ticked, it appears in the
 * CV's skills as a listed change, the score is recomputed in the browser, and no credit is spent; unticked, it
 * is gone again.
 */
const t = useServerAndBrowser();

describe('generator: "I have this skill"', () => {
  it('adds a ticked keyword to the skills, moves the score, spends nothing, and unticks', async () => {
    const { page } = t.browser;
    await signInAsDemo(page, t.server.url);
    await uploadCv(page, 'cv-fr-developpeuse-fullstack.pdf');
    const cvText = page.getByLabel('Texte du CV', { exact: true });
    await expect.poll(() => cvText.inputValue(), { timeout: 15_000 }).toContain('Maëlle Duchâteau');
    await page.getByLabel('Description du poste').fill(readFixture('offre-fr-developpeur-fullstack.txt'));
    await page.getByRole('button', { name: /Générer mon CV optimisé/ }).click();
    await expect
      .poll(() => page.getByText('CV généré avec succès !').isVisible(), { timeout: 30_000 })
      .toBe(true);
    const credits = await creditsShown(page);

    const preview = page.getByRole('article', { name: 'Aperçu du CV' });
    const score = page.getByText(/^Score ATS : \d+ → \d+$/);
    const scoreAfter = async () => Number(((await score.textContent()) ?? '').match(/→ (\d+)/)?.[1]);
    const before = await scoreAfter();
    const tick = page.getByRole('checkbox', { name: /^J'ai cette compétence : / }).first();
    await expect.poll(() => tick.isEnabled(), { timeout: 15_000 }).toBe(true);
    const skill = ((await tick.getAttribute('aria-label')) ?? '').replace("J'ai cette compétence : ", '');
    // the skill is written as the offer writes it, whose case may differ from the keyword's
    const shown = async () => (await preview.innerText()).toLocaleLowerCase();
    expect(await shown()).not.toContain(skill.toLocaleLowerCase());

    await tick.click();
    await expect.poll(() => tick.isChecked()).toBe(true);
    // the score is computed again in the browser: a loaded machine may take more than the poll's default second
    await expect.poll(shown, { timeout: 10_000 }).toContain(skill.toLocaleLowerCase());
    await expect.poll(scoreAfter, { timeout: 10_000 }).toBeGreaterThanOrEqual(before);
    // listed with the other changes, so it can be rejected there too
    expect(await page.getByRole('tab', { name: /Modifications proposées/ }).textContent()).toMatch(/\d+/);
    expect(await creditsShown(page)).toBe(credits);

    await tick.click();
    await expect.poll(() => tick.isChecked()).toBe(false);
    await expect.poll(shown).not.toContain(skill.toLocaleLowerCase());
    expect(await creditsShown(page)).toBe(credits);
  });
});
