import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const fixtures = join(import.meta.dirname, 'fixtures');
export const readFixture = (name: string) => readFileSync(join(fixtures, name), 'utf8');

/** Signs in as the demo account the server seeds in demo mode (D4). */
export async function signInAsDemo(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Connexion' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Adresse email').fill('demo@example.com');
  await dialog.getByLabel('Mot de passe').fill('demo1234');
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect
    .poll(() => header.getByText('demo@example.com').first().isVisible(), { timeout: 15_000 })
    .toBe(true);
}

/**
 * Fills the open registration form and waits for the header to show the new account (no credit: a new account
 * starts with none). The address is the caller's: 'example' is one of the spec's test patterns, refused.
 */
export async function registerAccount(page: Page, name: string, email: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Créer un compte' });
  await dialog.getByLabel('Nom complet').fill(name);
  await dialog.getByLabel('Adresse email').fill(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('secret123');
  await dialog.getByLabel('Confirmer le mot de passe').fill('secret123');
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect
    .poll(() => page.getByRole('banner').getByText(email).first().isVisible(), { timeout: 15_000 })
    .toBe(true);
}

/**
 * Chooses a file the way a person does: our 'Choisir un fichier' button opens the browser's file chooser.
 * `file`: a fixture's name, or an absolute path (a file the layout generator printed).
 */
export async function uploadCv(page: Page, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choisir un fichier' }).click();
  await (await chooser).setFiles(resolve(fixtures, file));
}

/**
 * Back on the page after a generation: the CV generated before comes back from this browser's storage a moment
 * after the page is drawn (D16b), and clearing it then asks first. Clicking « Tout effacer » before it is back
 * clears the page without asking — on a loaded machine the click could come first and the confirmation never.
 */
export async function clearGeneratedCv(page: Page): Promise<void> {
  const preview = page.getByRole('article', { name: 'Aperçu du CV' });
  await expect.poll(() => preview.isVisible(), { timeout: 15_000 }).toBe(true);
  await page.getByRole('button', { name: 'Tout effacer' }).click();
  await page
    .getByRole('dialog', { name: 'Tout effacer ?' })
    .getByRole('button', { name: 'Oui, tout effacer' })
    .click();
  await expect.poll(() => preview.count()).toBe(0);
}

export async function creditsShown(page: Page): Promise<number> {
  const text = await page
    .getByRole('banner')
    .getByText(/\d+ crédits?/)
    .first()
    .textContent();
  return Number(/(\d+)/.exec(text ?? '')?.[1]);
}

/** The text layer of a PDF, page after page, read with pdf.js (legacy build: the one that runs in Node). */
export async function readPdfText(path: string): Promise<{ text: string; pages: number }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(readFileSync(path)), verbosity: 0 });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
      );
    }
    return { text: pages.join('\n'), pages: document.numPages };
  } finally {
    await task.destroy();
  }
}

/** Downloads through the page's 'Télécharger le PDF' button; answers the saved file's path and suggested name. */
export async function downloadPdf(page: Page, saveDir: string): Promise<{ path: string; name: string }> {
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
  const file = await download;
  const path = join(saveDir, file.suggestedFilename());
  await file.saveAs(path);
  return { path, name: file.suggestedFilename() };
}

/** Letters outside ASCII (é, è, ë, ï, ç, œ, ĳ…): each must survive the PDF's text layer. */
export function accentedLetters(text: string): string[] {
  return [...new Set(text.match(/[^\p{ASCII}]/gu) ?? [])].filter((char) => /\p{L}/u.test(char));
}
