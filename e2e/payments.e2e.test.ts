import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { creditsShown, signInAsDemo } from './generator-support';
import { useServerAndBrowser } from './support/server-and-browser';

// Payments (issue 6) with the demo provider (D9): our own hosted checkout page, the same redirects as the
// real provider. The demo account starts with 100 credits; each test reads the balance it starts from.

const t = useServerAndBrowser();

const header = (page: Page) => page.getByRole('banner');
const visible = (page: Page, text: string) => () => page.getByText(text, { exact: true }).first().isVisible();
const onPath = (page: Page, path: string) => () => new URL(page.url()).pathname.startsWith(path);
/** The spec's ✅ / ❌ are drawn as our own icons: an emoji shows as an empty box without an emoji font. */
const emojiShown = (page: Page) => page.evaluate(() => /[✅❌]/u.test(document.body.textContent ?? ''));
const icons = (page: Page, tone: 'success' | 'error') => page.locator(`svg[data-icon="${tone}"]`);

let signedIn = false;

/** The main page, signed in as the demo account (once; the session cookie stays); answers the balance shown. */
async function home(page: Page): Promise<number> {
  if (!signedIn) {
    await signInAsDemo(page, t.server.url);
    signedIn = true;
  }
  await page.goto(t.server.url);
  await expect
    .poll(() => header(page).getByText('demo@example.com').first().isVisible(), { timeout: 15_000 })
    .toBe(true);
  await expect.poll(() => creditsShown(page)).toBeGreaterThan(0);
  return creditsShown(page);
}

/** '+ crédits' → the buy modal → a pack → 'Acheter N crédits' → the hosted checkout page. */
async function checkoutFromBuyModal(page: Page, credits: number) {
  await header(page).getByRole('button', { name: '+ crédits' }).click();
  const modal = page.getByRole('dialog', { name: 'Acheter des crédits' });
  await expect.poll(() => modal.isVisible()).toBe(true);
  expect(await modal.getByText('Populaire').isVisible()).toBe(true);
  expect(await modal.getByText(/ajoutés instantanément/).isVisible()).toBe(true);
  expect(await modal.getByRole('button', { name: /^Acheter/ }).count()).toBe(0);

  await modal.getByRole('button', { name: new RegExp(`^(Populaire)?${credits} crédits`) }).click();
  await modal.getByRole('button', { name: `Acheter ${credits} crédits` }).click();
  await expect.poll(onPath(page, '/api/payments/demo-checkout/'), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => page.getByLabel('Numéro de carte').isVisible()).toBe(true);
}

async function pay(page: Page, card: string) {
  await page.getByLabel('Numéro de carte').fill(card);
  await page.getByRole('button', { name: 'Payer' }).click();
}

describe('buying credits with the demo checkout', () => {
  let paidSessionId = '';

  it('buys 10 credits: checkout, success page with the credits bought, the header shows the new balance', async () => {
    const { page } = t.browser;
    const before = await home(page);
    expect(before).toBe(100); // the demo account's seeded balance, on a fresh server
    await checkoutFromBuyModal(page, 10);
    expect(await page.getByText('Pack 10 crédits').isVisible()).toBe(true);
    expect(await page.getByLabel("Date d'expiration").inputValue()).toBe('12/34');
    expect(await page.getByLabel('CVC').inputValue()).toBe('123');

    await pay(page, '4242 4242 4242 4242');
    await expect.poll(onPath(page, '/payment-success'), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(visible(page, '10 crédits ont été ajoutés à votre compte.'), { timeout: 15_000 })
      .toBe(true);
    expect(await page.getByRole('heading', { name: 'Paiement réussi !' }).isVisible()).toBe(true);
    // Said once, by the title; the mark beside it is our icon, not an emoji.
    expect(await page.getByText(/Paiement réussi/).count()).toBe(1);
    expect(await icons(page, 'success').first().isVisible()).toBe(true);
    expect(await emojiShown(page)).toBe(false);
    paidSessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
    expect(paidSessionId).not.toBe('');

    await page.getByRole('button', { name: "Retour à l'accueil" }).click();
    await expect.poll(onPath(page, '/')).toBe(true);
    await expect.poll(() => creditsShown(page), { timeout: 15_000 }).toBe(110);
  });

  it('a declined card stays on the checkout with its message; cancelling leaves the balance unchanged', async () => {
    const { page } = t.browser;
    const before = await home(page);
    await checkoutFromBuyModal(page, 10);
    await pay(page, '4000 0000 0000 0002');
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), { timeout: 15_000 })
      .toContain("Votre carte a été refusée. Aucun montant n'a été débité.");
    expect(onPath(page, '/api/payments/demo-checkout/')()).toBe(true);

    await page.getByRole('link', { name: 'Annuler' }).click();
    await expect.poll(onPath(page, '/payment-cancel'), { timeout: 15_000 }).toBe(true);
    await expect.poll(visible(page, 'Paiement annulé')).toBe(true);
    expect(await page.getByText("Aucun montant n'a été débité de votre compte.").isVisible()).toBe(true);
    await page.getByRole('button', { name: "Retour à l'accueil" }).click();
    await expect.poll(() => header(page).getByText('demo@example.com').first().isVisible()).toBe(true);
    await expect.poll(() => creditsShown(page)).toBe(before);
  });

  it("the profile modal's 100-credit button goes straight to the checkout of that pack", async () => {
    const { page } = t.browser;
    await home(page);
    await header(page)
      .getByRole('button', { name: /demo@example\.com/ })
      .click();
    await header(page).getByRole('button', { name: 'Mon profil' }).click();
    const profile = page.getByRole('dialog', { name: 'Mon Profil' });
    await expect.poll(() => profile.isVisible()).toBe(true);
    await profile.getByRole('button', { name: /100 crédits pour 5\s€/ }).click();
    await expect.poll(onPath(page, '/api/payments/demo-checkout/'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByText('Pack 100 crédits').isVisible()).toBe(true);
  });

  it('the success page without a session, and a failed confirmation, say so', async () => {
    const { page } = t.browser;
    await page.goto(`${t.server.url}/payment-success?credits=1000&user_id=someone`);
    await expect.poll(visible(page, 'Session de paiement introuvable'), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('alert').locator('svg[data-icon="error"]').isVisible()).toBe(true);
    expect(await emojiShown(page)).toBe(false);
    await page.goto(`${t.server.url}/payment-success?session_id=demo_cs_unknown&credits=1000`);
    await expect
      .poll(visible(page, 'Erreur lors de la confirmation du paiement'), { timeout: 15_000 })
      .toBe(true);
    expect(await page.getByRole('alert').locator('svg[data-icon="error"]').isVisible()).toBe(true);
    expect(await emojiShown(page)).toBe(false);
  });

  it("the main page's return: ?payment=success confirms and tells the total, ?payment=cancelled too; both clear the URL", async () => {
    const { page } = t.browser;
    expect(paidSessionId).not.toBe('');
    const balance = await home(page);
    await page.goto(`${t.server.url}/?payment=success&session_id=${paidSessionId}&credits=10`);
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Paiement réussi' }).first().textContent(), {
        timeout: 15_000,
      })
      .toContain(`10 crédits ajoutés. Total : ${balance} crédits.`);
    expect(await page.getByRole('alert').locator('svg[data-icon="success"]').first().isVisible()).toBe(true);
    expect(await emojiShown(page)).toBe(false);
    expect(new URL(page.url()).search).toBe('');
    expect(await creditsShown(page)).toBe(balance);

    await page.goto(`${t.server.url}/?payment=cancelled`);
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Paiement annulé' }).first().isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await page.getByRole('alert').locator('svg[data-icon="error"]').first().isVisible()).toBe(true);
    expect(await emojiShown(page)).toBe(false);
    expect(new URL(page.url()).search).toBe('');
    expect(await creditsShown(page)).toBe(balance);
  });

  it("an English reader's checkout page is in English, whatever the browser's own language", async () => {
    const { page } = t.browser;
    await home(page);
    await header(page).getByRole('button', { name: 'EN' }).click();
    await expect.poll(() => header(page).getByRole('button', { name: '+ credits' }).isVisible()).toBe(true);
    await header(page).getByRole('button', { name: '+ credits' }).click();
    const modal = page.getByRole('dialog', { name: 'Buy credits' });
    await modal.getByRole('button', { name: /^(Popular)?10 credits/ }).click();
    await modal.getByRole('button', { name: 'Buy 10 credits' }).click();
    await expect.poll(onPath(page, '/api/payments/demo-checkout/'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByLabel('Card number').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Pay' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Cancel' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});
