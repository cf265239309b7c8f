import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import mammoth from 'mammoth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { creditsShown, readFixture, readPdfText, registerAccount } from './generator-support';
import { useServerAndBrowser } from './support/server-and-browser';

const downloads = join(import.meta.dirname, '../test-results/e2e-checkout-round-trip');
mkdirSync(downloads, { recursive: true });

const t = useServerAndBrowser();

/**
 * Issue 25, the whole path of a new user: the free check as a visitor, an account asked for at "Générer", the
 * packs, the checkout (another page: the demo provider's, D9) and back — the CV, the offer and the skill ticked
 * in the free check are still there, and the generation that follows uses them; the template chosen in the
 * preview is the one both files are made in, the PDF with the pages the preview shows.
 */
describe('nothing lost across a payment', () => {
  it('brings back the CV, the offer and the ticked skill after the checkout, generates with them, exports as previewed', async () => {
    const { page } = t.browser;
    await page.goto(t.server.url);
    await page.getByRole('button', { name: 'Essayer avec le CV de démonstration' }).click();
    const cvText = page.getByLabel('Texte du CV', { exact: true });
    await expect.poll(() => cvText.inputValue()).toContain('Camille Moreau');
    const offer = readFixture('offre-fr-developpeur-fullstack.txt');
    await page.getByLabel('Description du poste').fill(offer);
    const cv = await cvText.inputValue();

    const tick = page.getByRole('checkbox', { name: /^J'ai cette compétence : / }).first();
    await expect.poll(() => tick.isVisible(), { timeout: 15_000 }).toBe(true);
    const label = (await tick.getAttribute('aria-label')) ?? '';
    const skill = label.replace("J'ai cette compétence : ", '');
    await tick.click();
    await expect.poll(() => tick.isChecked()).toBe(true);

    const generate = page.getByRole('button', { name: /Générer mon CV optimisé/ });
    await generate.click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Créer un compte' }).isVisible()).toBe(true);
    await registerAccount(page, 'Aller Retour', `aller.retour.${Date.now()}@camille-dupont.fr`);
    expect(await creditsShown(page)).toBe(0);
    await generate.click();
    const packs = page.getByRole('dialog', { name: 'Pour générer votre CV, choisissez un pack' });
    await expect.poll(() => packs.isVisible()).toBe(true);
    await packs.getByRole('button', { name: /^10 crédits/ }).click();
    await packs.getByRole('button', { name: 'Acheter 10 crédits' }).click();

    await expect.poll(() => page.getByLabel('Numéro de carte').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Payer' }).click();
    await expect
      .poll(() => page.getByText('10 crédits ont été ajoutés à votre compte.').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await page.getByRole('button', { name: "Retour à l'accueil" }).click();

    await expect.poll(() => cvText.inputValue(), { timeout: 15_000 }).toBe(cv);
    expect(await page.getByLabel('Description du poste').inputValue()).toBe(offer);
    const tickAgain = page.getByRole('checkbox', { name: label });
    await expect.poll(() => tickAgain.isChecked(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => creditsShown(page)).toBe(10);

    await generate.click();
    await expect
      .poll(() => page.getByText('CV généré avec succès !').isVisible(), { timeout: 30_000 })
      .toBe(true);
    expect(await creditsShown(page)).toBe(9);
    // the skill ticked before paying is in the generated CV, as a change of its own
    const preview = page.getByRole('article', { name: 'Aperçu du CV' });
    // as the offer spells it, whose case may differ from the keyword's
    await expect
      .poll(async () => ((await preview.textContent()) ?? '').toLocaleLowerCase(), { timeout: 15_000 })
      .toContain(skill.toLocaleLowerCase());

    // …then the template chosen in the preview is the one downloaded, with the pages the preview shows
    await page.getByLabel('Modèle du CV').selectOption({ label: 'Compact' });
    await expect.poll(() => preview.getAttribute('data-template')).toBe('compact');
    const count = page.getByText(/^Le PDF( et le fichier Word)? : \d+ pages?, comme ici\./);
    await expect.poll(() => count.isVisible(), { timeout: 15_000 }).toBe(true);
    const shown = Number(/(\d+) pages?/.exec((await count.textContent()) ?? '')?.[1]);
    const pdf = await save(page, 'Télécharger le PDF');
    expect((await readPdfText(pdf.path)).pages).toBe(shown);
    expect(pdf.name).toMatch(/^CV_Camille-Moreau_Developpeur-Full-Stack-TypeScript-React-Node-js_1\.pdf$/);
    const word = await save(page, 'Télécharger en Word (DOCX)');
    expect(word.name).toBe(pdf.name.replace('.pdf', '.docx'));
    const { value: wordText } = await mammoth.extractRawText({ buffer: readFileSync(word.path) });
    expect(wordText).toContain('Camille Moreau');
  });
});

/** Clicks a download button; answers the saved file's path and suggested name. */
async function save(page: Page, button: string): Promise<{ path: string; name: string }> {
  const event = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: button }).click();
  const file = await event;
  const path = join(downloads, file.suggestedFilename());
  await file.saveAs(path);
  return { path, name: file.suggestedFilename() };
}
