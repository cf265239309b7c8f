import { describe, expect, it } from 'vitest';
import { CHANGE_REASONS } from '../packages/cv-engine/src/document/changes/change-reasons';
import { readFixture, signInAsDemo } from './generator-support';
import { useServerAndBrowser } from './support/server-and-browser';

const t = useServerAndBrowser();

/** Words only French writes, for the lines that must read English (accents, and a few frequent words). */
const FRENCH = /[àâçéèêëîïôûù]|\b(les?|des|dans|mots-clés|compétences?|puces?)\b/i;

/**
 * Issue 25: every text a user reads follows the interface's language — the result's change reasons and its
 * improvements included, although the result was made (and its sentences written) in the other language.
 */
describe('the interface language', () => {
  it('words a result made in French again in English, reasons and improvements included', async () => {
    const { page } = t.browser;
    await signInAsDemo(page, t.server.url);
    // the built-in engine does not translate: the hint says what it does
    expect(
      await page.getByText(/son contenu reste dans sa langue \(notre moteur ne traduit pas\)/).isVisible(),
    ).toBe(true);
    await page.getByRole('button', { name: 'Charger le CV de démonstration' }).click();
    await page.getByLabel('Description du poste').fill(readFixture('offre-fr-developpeur-fullstack.txt'));
    await page.getByRole('button', { name: /Générer mon CV optimisé/ }).click();
    await expect
      .poll(() => page.getByText('CV généré avec succès !').isVisible(), { timeout: 30_000 })
      .toBe(true);
    // each change is an item with its decision (a group of two buttons); the evidence lines inside are not
    const changes = page
      // the review's panel (the result's other panel, the cover letter's, is a tab of its own)
      .getByRole('tabpanel', { name: /^(Modifications proposées|Proposed changes)/ })
      .getByRole('listitem')
      .filter({ has: page.getByRole('group') });
    await expect.poll(() => changes.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const french = Object.values(CHANGE_REASONS.fr).map((reason) => reason.replace(/\.$/, ''));
    const firstFrench = (await changes.first().textContent()) ?? '';
    expect(french.some((reason) => firstFrench.includes(reason))).toBe(true);

    await page.getByRole('banner').getByRole('button', { name: 'EN' }).click();
    // the English words load on the switch: a loaded machine takes more than the poll's default second
    await expect
      .poll(() => page.getByRole('heading', { name: 'Improvements made' }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    const english = Object.values(CHANGE_REASONS.en).map((reason) => reason.replace(/\.$/, ''));
    for (const item of await changes.allTextContents())
      expect(
        english.some((reason) => item.includes(reason)),
        item,
      ).toBe(true);
    const improvements = page
      .getByRole('heading', { name: 'Improvements made' })
      .locator('..')
      .getByRole('listitem');
    expect(await improvements.count()).toBeGreaterThan(0);
    for (const line of await improvements.allTextContents()) {
      // the offer's own words (keywords) may be French; the sentence around them is English
      const sentence = line.replace(/:.*$/, '');
      expect(sentence, line).not.toMatch(FRENCH);
    }
    expect(await page.getByText(/its content stays in its own language/).isVisible()).toBe(true);
  });
});
