import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** Chooses a file the way a person does: our 'Choisir un fichier' button opens the browser's file chooser. */
export async function uploadCv(page: Page, fileName: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choisir un fichier' }).click();
  await (await chooser).setFiles(join(fixtures, fileName));
}

export async function creditsShown(page: Page): Promise<number> {
  const text = await page
    .getByRole('banner')
    .getByText(/\d+ crédits?/)
    .first()
    .textContent();
  return Number(/(\d+)/.exec(text ?? '')?.[1]);
}
