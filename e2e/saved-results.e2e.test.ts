import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readFixture, signInAsDemo } from './generator-support';
import { openBrowser } from './support/browser';
import { useServerAndBrowser } from './support/server-and-browser';

// Decision D16b: the generated CVs are kept in the user's browser (IndexedDB), never on the server.
const artefacts = join(import.meta.dirname, '../test-results/e2e-saved-results');
const t = useServerAndBrowser();

const preview = (page: Page) => page.getByRole('article', { name: 'Aperçu du CV' });
const resultHeading = (page: Page) => page.getByRole('heading', { name: '3. Votre CV optimisé' });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

async function generateDemoCv(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Charger le CV de démonstration' }).click();
  await expect.poll(() => page.getByLabel('Texte du CV', { exact: true }).inputValue()).toContain('Camille');
  await page.getByLabel('Description du poste').fill(readFixture('offre-fr-developpeur-fullstack.txt'));
  await page.getByRole('button', { name: /Générer mon CV optimisé/ }).click();
  await expect
    .poll(() => preview(page).getByRole('heading', { name: 'Camille Moreau' }).isVisible(), {
      timeout: 30_000,
    })
    .toBe(true);
}

describe('the result kept in the browser', () => {
  it('survives a reload, asks before "Tout effacer", and reopens from the history', async () => {
    const { page } = t.browser;
    await signInAsDemo(page, t.server.url);
    await generateDemoCv(page);
    // Focus moved to the result's heading, which is in view.
    await expect.poll(() => focusedText(page)).toBe('3. Votre CV optimisé');
    await expect
      .poll(() => resultHeading(page).evaluate((node) => node.getBoundingClientRect().top))
      .toBeLessThan(200);

    // The editor shows the text without its markup: bold as bold, no '**', no bullet signs typed.
    await page.getByRole('tab', { name: 'Modifier le texte' }).click();
    const editor = page.getByRole('textbox', { name: 'Texte du CV optimisé (modifiable)' });
    const shown = await editor.textContent();
    expect(shown).not.toContain('**');
    expect(shown).not.toContain('• ');
    expect(await editor.locator('strong').count()).toBeGreaterThan(0);
    await editor.getByText('Camille Moreau', { exact: true }).click();
    await page.keyboard.press('End');
    await page.keyboard.type('-Ébrard');
    const renamed = preview(page).getByRole('heading', { name: 'Camille Moreau-Ébrard' });
    await expect.poll(() => renamed.isVisible()).toBe(true);
    await page.screenshot({ path: join(artefacts, 'editor-1280.png'), fullPage: true });

    await page.reload();
    // a loaded machine may take more than the poll's default second to read it back and draw it
    await expect.poll(() => renamed.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByLabel('Description du poste').inputValue()).toContain('Développeur');
    // Put back on the page, not asked for: focus stays where the page starts.
    expect(await focusedText(page)).not.toBe('3. Votre CV optimisé');

    await page.getByRole('button', { name: 'Tout effacer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Tout effacer ?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    expect(await preview(page).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Tout effacer' }).click();
    await confirm.getByRole('button', { name: 'Oui, tout effacer' }).click();
    await expect.poll(() => preview(page).count()).toBe(0);

    await page.reload();
    const history = page.getByRole('button', { name: 'Mes CV gardés dans ce navigateur (1)' });
    await expect.poll(() => history.isVisible()).toBe(true);
    expect(await preview(page).count()).toBe(0);
    await history.click();
    expect(await history.getAttribute('aria-expanded')).toBe('true');
    const row = page.getByRole('listitem').filter({ hasText: 'CV_demonstration.txt' });
    expect(await row.getByText(/Score ATS : \d+ → \d+/).isVisible()).toBe(true);
    // named by what it was made for (issue 25): the offer's title and its employer, as the offer writes them
    expect(await row.getByText(/^Développeur Full-Stack TypeScript .* — Routalis$/).isVisible()).toBe(true);
    await page.screenshot({ path: join(artefacts, 'history-1280.png'), fullPage: true });
    await row.getByRole('button', { name: 'Ouvrir' }).click();
    await expect.poll(() => renamed.isVisible()).toBe(true);
    await expect.poll(() => focusedText(page)).toBe('3. Votre CV optimisé');
    expect(await row.getByText('Affiché').isVisible()).toBe(true);
  });

  it('opens from the profile, stays hidden from another account, and is erased on request', async () => {
    const { page } = t.browser;
    const header = page.getByRole('banner');
    const menu = async (name: string) => {
      await header.getByRole('button', { name: new RegExp(name.replace(/[.+]/g, '\\$&')) }).click();
    };
    const profile = page.getByRole('dialog', { name: 'Mon Profil' });
    await page.getByRole('button', { name: 'Tout effacer' }).click();
    await page.getByRole('button', { name: 'Oui, tout effacer' }).click();
    await expect.poll(() => preview(page).count()).toBe(0);

    // The profile's list (server metadata) opens the CV this browser keeps.
    await menu('demo@example.com');
    await header.getByRole('button', { name: 'Mon profil' }).click();
    await profile.getByRole('button', { name: 'Ouvrir ce CV' }).click();
    await expect.poll(() => profile.count()).toBe(0);
    await expect.poll(() => preview(page).isVisible()).toBe(true);
    await expect.poll(() => focusedText(page)).toBe('3. Votre CV optimisé');

    // Signing out asks whether to keep the CVs here; kept, they are hidden from the next account.
    await menu('demo@example.com');
    await header.getByRole('button', { name: 'Se déconnecter' }).click();
    const signOut = page.getByRole('dialog', { name: 'Se déconnecter' });
    await signOut.getByRole('button', { name: 'Garder et me déconnecter' }).click();
    await expect.poll(() => header.getByText('Déconnecté').isVisible()).toBe(true);
    expect(await preview(page).count()).toBe(0);

    const email = `autre.compte.${Date.now()}@camille-dupont.fr`;
    await header.getByRole('button', { name: 'Connexion' }).click();
    const auth = page.getByRole('dialog');
    await auth.getByRole('button', { name: 'Créer un compte' }).click();
    await auth.getByLabel('Nom complet').fill('Autre Compte');
    await auth.getByLabel('Adresse email').fill(email);
    await auth.getByLabel('Mot de passe', { exact: true }).fill('secret123');
    await auth.getByLabel('Confirmer le mot de passe').fill('secret123');
    await auth.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect.poll(() => header.getByText(email).first().isVisible(), { timeout: 15_000 }).toBe(true);
    await page.reload();
    await expect.poll(() => header.getByText(email).first().isVisible()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await preview(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Mes CV gardés dans ce navigateur/ }).count()).toBe(0);
    // Nothing kept for this account: signing out asks nothing.
    await menu(email);
    await header.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect.poll(() => header.getByText('Déconnecté').isVisible()).toBe(true);
    expect(await signOut.count()).toBe(0);

    // Back as the demo account: its CV is there again, and 'Supprimer mon historique' erases it.
    await signInAsDemo(page, t.server.url);
    await expect.poll(() => preview(page).isVisible(), { timeout: 10_000 }).toBe(true);
    await menu('demo@example.com');
    await header.getByRole('button', { name: 'Mon profil' }).click();
    await profile.getByRole('button', { name: 'Supprimer mon historique' }).click();
    await profile.getByRole('button', { name: 'Oui, effacer' }).click();
    await expect
      .poll(() => profile.getByText('Les CV gardés dans ce navigateur ont été effacés.').isVisible())
      .toBe(true);
    expect(
      await profile.getByText("Créé sur un autre appareil ou navigateur (ou effacé d'ici)").isVisible(),
    ).toBe(true);
    await page.keyboard.press('Escape');
    expect(await preview(page).count()).toBe(0);
    await page.reload();
    await expect.poll(() => header.getByText('demo@example.com').first().isVisible()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await preview(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Mes CV gardés dans ce navigateur/ }).count()).toBe(0);
  });

  it('reviews the changes one by one, and keeps a rejected change rejected after a reload', async () => {
    const { page } = t.browser;
    await generateDemoCv(page);
    const changesTab = page.getByRole('tab', { name: /^Modifications proposées \(\d+\)$/ });
    expect(await changesTab.getAttribute('aria-selected')).toBe('true');
    const total = Number(/\((\d+)\)/.exec((await changesTab.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(1);
    const panel = page.getByRole('tabpanel', { name: /^Modifications proposées/ });
    const status = panel.getByRole('status');
    // the review is its own chunk: its list is counted once it is drawn
    await expect.poll(() => panel.getByRole('listitem').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // a suggestion (interests that say nothing for this job taken out) is listed, not applied: it starts refused
    const suggestions = await panel
      .getByRole('listitem')
      .filter({ hasText: /^Suggestion/ })
      .count();
    const accepted = total - suggestions;
    await expect.poll(() => status.textContent()).toBe(`${accepted} sur ${total} acceptées`);
    const first = panel.getByRole('listitem').first();
    const reason = (await first.locator('p').last().textContent()) ?? '';
    expect(reason.length).toBeGreaterThan(10);
    const textBefore = await preview(page).textContent();

    // Rejecting one takes it out of the text at once: the preview changes, the count says so.
    await first.getByRole('button', { name: 'Refuser' }).click();
    expect(await first.getByRole('button', { name: 'Refuser' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => status.textContent()).toBe(`${accepted - 1} sur ${total} acceptées`);
    await expect.poll(() => preview(page).textContent()).not.toBe(textBefore);
    const textRejected = await preview(page).textContent();
    await page.screenshot({ path: join(artefacts, 'review-1280.png'), fullPage: true });

    await page.reload();
    await expect.poll(() => preview(page).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => status.textContent()).toBe(`${accepted - 1} sur ${total} acceptées`);
    expect(await first.getByRole('button', { name: 'Refuser' }).getAttribute('aria-pressed')).toBe('true');
    expect(await preview(page).textContent()).toBe(textRejected);

    // Accepted again, it brings the generated text back.
    await first.getByRole('button', { name: 'Accepter' }).click();
    await expect.poll(() => status.textContent()).toBe(`${accepted} sur ${total} acceptées`);
    await expect.poll(() => preview(page).textContent()).toBe(textBefore);
    // All of them, from the keyboard: 'Tout accepter' takes the suggestions too.
    await page.getByRole('button', { name: 'Tout accepter' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => status.textContent()).toBe(`${total} sur ${total} acceptées`);

    // The history: download again, duplicate (the copy opens), delete after a confirmation — no credit.
    const credits = await page
      .getByRole('banner')
      .getByText(/\d+ crédits/)
      .first()
      .textContent();
    await page.getByRole('button', { name: 'Mes CV gardés dans ce navigateur (1)' }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'CV_demonstration.txt' });
    const download = page.waitForEvent('download', { timeout: 30_000 });
    await row.getByRole('button', { name: 'Télécharger le PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await row.getByRole('button', { name: 'Dupliquer' }).click();
    const copy = page.getByRole('listitem').filter({ hasText: 'Copie' });
    await expect.poll(() => copy.getByText('Affiché').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Mes CV gardés dans ce navigateur (2)' }).isVisible()).toBe(
      true,
    );
    await copy.getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer ce CV ?' });
    await confirm.getByRole('button', { name: 'Oui, supprimer' }).click();
    await expect.poll(() => copy.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Mes CV gardés dans ce navigateur (1)' }).isVisible()).toBe(
      true,
    );
    expect(
      await page
        .getByRole('banner')
        .getByText(/\d+ crédits/)
        .first()
        .textContent(),
    ).toBe(credits);
  });

  it('on a phone: the result comes into view, and the editor makes bullets, bold and headings without markup', async () => {
    const phone = await openBrowser({ viewport: { width: 375, height: 812 } });
    try {
      const { page } = phone;
      await page.goto(t.server.url);
      const notice = page.getByRole('dialog', { name: 'Conseil' });
      await expect.poll(() => notice.isVisible(), { timeout: 5_000 }).toBe(true);
      await notice.getByRole('button', { name: "J'ai compris" }).click();
      // The phone's header shows the balance, not the e-mail (it is in the menu).
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Connexion' }).click();
      const auth = page.getByRole('dialog');
      await auth.getByLabel('Adresse email').fill('demo@example.com');
      await auth.getByLabel('Mot de passe').fill('demo1234');
      await auth.getByRole('button', { name: 'Se connecter' }).click();
      await expect.poll(() => header.getByText(/\d+ crédits/).isVisible(), { timeout: 15_000 }).toBe(true);
      // Reduced motion: the jump to the result is immediate (no smooth scroll to wait for).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await generateDemoCv(page);
      await expect.poll(() => focusedText(page)).toBe('3. Votre CV optimisé');
      expect(await resultHeading(page).evaluate((node) => node.getBoundingClientRect().top)).toBeLessThan(
        200,
      );
      const top = () => resultHeading(page).evaluate((node) => node.getBoundingClientRect().top);
      await expect.poll(top).toBeLessThan(200);
      expect(await top()).toBeGreaterThanOrEqual(0);
      await page.screenshot({ path: join(artefacts, 'result-375.png') });
      await page.screenshot({ path: join(artefacts, 'result-375-full.png'), fullPage: true });

      // Issue 25: the exports are one even row, and the CV, its changes and its text are tabs: the changes are
      // one tap away, above the CV rather than below it.
      const pdf = await page.getByRole('button', { name: 'Télécharger le PDF' }).boundingBox();
      const word = await page.getByRole('button', { name: 'Télécharger en Word (DOCX)' }).boundingBox();
      expect(Math.abs(pdf!.y - word!.y)).toBeLessThan(1);
      expect(Math.abs(pdf!.height - word!.height)).toBeLessThan(1);
      expect(Math.abs(pdf!.width - word!.width)).toBeLessThan(2);
      const changesTab = page.getByRole('tab', { name: /Modifications proposées/ });
      const tabTop = (await changesTab.boundingBox())!.y;
      expect(tabTop).toBeLessThan((await preview(page).boundingBox())!.y);
      expect(tabTop).toBeLessThan(812);
      await changesTab.click();
      await page
        .getByRole('tabpanel', { name: /^Modifications proposées/ })
        .screenshot({ path: join(artefacts, 'review-375.png') });
      await page.getByRole('tab', { name: 'Modifier le texte' }).click();
      const editor = page.getByRole('textbox', { name: 'Texte du CV optimisé (modifiable)' });
      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await page.keyboard.type('- Nouvelle puce ajoutée');
      await expect.poll(() => editor.textContent()).toContain('Nouvelle puce ajoutée');
      expect(await editor.textContent()).not.toContain('- Nouvelle');

      await editor.getByText('Nouvelle puce ajoutée').dblclick({ position: { x: 5, y: 5 } });
      await page.keyboard.press('Control+b');
      await expect.poll(() => editor.locator('strong, b').count()).toBeGreaterThan(0);
      expect(await editor.textContent()).not.toContain('**');

      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter'); // a new, empty bullet
      await page.keyboard.press('Enter'); // Enter on an empty bullet ends the list
      await page.keyboard.type('PROJETS');
      await editor.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(artefacts, 'editor-375.png') });

      // the CV's tab shows what was typed: a bullet, in bold, and a heading
      await page.getByRole('tab', { name: 'Aperçu du CV' }).click();
      const bullet = preview(page).getByRole('listitem').filter({ hasText: 'Nouvelle puce ajoutée' });
      await expect.poll(() => bullet.isVisible()).toBe(true);
      await expect.poll(() => bullet.locator('strong').count()).toBe(1);
      await expect.poll(() => preview(page).getByRole('heading', { name: 'PROJETS' }).isVisible()).toBe(true);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    } finally {
      await phone.close();
    }
  });
});
