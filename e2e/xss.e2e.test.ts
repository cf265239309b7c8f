import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFixture, signInAsDemo } from './generator-support';
import { useServerAndBrowser } from './support/server-and-browser';

// Stored XSS (issue 8): a name, a CV and a job offer carrying markup are shown as text — in the preview,
// the profile and the admin tables. The CSP would block an inline handler anyway, so the test asks for
// more: the markup must be visible as literal text, and no element it describes may exist in the page.

const ADMIN_PASSWORD = 'e2e-admin-password-xss-1';
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=2</script>';

const t = useServerAndBrowser({ ADMIN_PASSWORD });

describe('markup from users is shown as text', () => {
  it('in the preview, the profile and the admin tables', async () => {
    const { page } = t.browser;
    await signInAsDemo(page, t.server.url);
    const renamed = await page.evaluate(async (name) => {
      const token = localStorage.getItem('cv.auth.token');
      const response = await fetch('/api/user/profile', {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      return response.status;
    }, `Camille ${IMG}`);
    expect(renamed).toBe(200);

    const cv = readFileSync(
      join(import.meta.dirname, '../packages/cv-engine/src/__fixtures__/cv-fr-developpeuse-fullstack.txt'),
      'utf8',
    ).split('\n');
    cv[0] = `Maëlle ${IMG}`;
    await page.getByLabel('Texte du CV', { exact: true }).fill(`${cv.join('\n')}\n${SCRIPT}`);
    await page
      .getByLabel('Description du poste')
      .fill(`${SCRIPT}\n${readFixture('offre-fr-developpeur-fullstack.txt')}`);
    await page.getByRole('button', { name: /Générer mon CV optimisé/ }).click();
    const preview = page.getByRole('article', { name: 'Aperçu du CV' });
    await expect.poll(() => preview.isVisible(), { timeout: 30_000 }).toBe(true);
    // The result is editable and the preview follows it: markup typed there stays text too.
    const editTab = page.getByRole('tab', { name: 'Modifier le texte' });
    if (await editTab.count()) await editTab.click();
    const edit = page.getByRole('textbox', { name: 'Texte du CV optimisé (modifiable)' });
    await edit.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(`• ${IMG} **${SCRIPT}**`);
    await expect.poll(() => preview.textContent(), { timeout: 10_000 }).toContain(IMG);
    expect(await preview.textContent()).toContain(SCRIPT);

    await page
      .getByRole('banner')
      .getByRole('button', { name: /demo@example\.com/ })
      .click();
    await page.getByRole('button', { name: 'Mon profil' }).first().click();
    const profile = page.getByRole('dialog', { name: 'Mon Profil' });
    await expect.poll(() => profile.textContent(), { timeout: 10_000 }).toContain(IMG);

    await page.goto(`${t.server.url}/admin`);
    await page.getByLabel('Mot de passe administrateur').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('tab', { name: 'CV Générés' }).click();
    await expect.poll(() => page.getByRole('tabpanel').textContent(), { timeout: 10_000 }).toContain(SCRIPT);

    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });
});
