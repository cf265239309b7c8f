import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFixture } from './generator-support';
import { openBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/start-server';

// The admin dashboard (issue 7) as an operator uses it, on data seeded through the public API: accounts
// signed up, credits bought through the demo checkout, a CV generated with the demo account.

const ADMIN_PASSWORD = 'e2e-admin-password-42';
let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;

const stamp = Date.now();
const buyer = { name: 'Alice Acheteuse', email: `alice.${stamp}@camille-dupont.fr`, password: 'secret123' };
const idle = { name: 'Bruno Absent', email: `bruno.${stamp}@camille-dupont.fr`, password: 'secret123' };
const DEMO = { email: 'demo@example.com', password: 'demo1234' };
const JOB = readFixture('offre-fr-developpeur-fullstack.txt');

async function call(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'POST',
    headers: {
      origin: server.url,
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Buys a pack through the demo checkout, as the browser would: the checkout form posted with the test card. */
async function buyPack(token: string, credits: number) {
  const { checkout_url } = await call('/api/payments/create-payment-intent', {
    token,
    body: { amount: credits },
  });
  const paid = await fetch(checkout_url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }),
  });
  expect(paid.status).toBe(303);
}

async function seed() {
  const alice = await call('/api/auth/sign-up/email', { body: buyer });
  await buyPack(alice.token, 10);
  await buyPack(alice.token, 10);
  // Bruno signs up and out at once: no session left, so never seen signed in.
  const bruno = await call('/api/auth/sign-up/email', { body: idle });
  await call('/api/auth/sign-out', { token: bruno.token, body: {} });
  const demo = await call('/api/auth/sign-in/email', { body: DEMO });
  const cv = [
    'Camille Dupont',
    'Développeuse full-stack — camille.dupont@camille-dupont.fr — 06 12 34 56 78',
    'Expérience',
    'Développeuse TypeScript, Atelier Numérique, 2019 – 2024',
    '- Conception d’API Node.js et d’interfaces React',
    'Formation',
    'Master informatique, Université de Lyon, 2019',
    'Compétences',
    'TypeScript, React, Node.js, PostgreSQL, Docker',
  ].join('\n');
  await call('/api/optimize-cv', {
    token: demo.token,
    body: { cv_content: cv, job_description: JOB, original_file_name: 'cv.txt' },
  });
}

beforeAll(async () => {
  server = await startServer({ ADMIN_PASSWORD });
  await seed();
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const panel = (page: Page) => page.getByRole('tabpanel');
const seen = (page: Page, text: string | RegExp) => () =>
  panel(page)
    .getByText(text, { exact: typeof text === 'string' })
    .first()
    .isVisible();
const rowOf = (page: Page, email: string) => panel(page).getByRole('row').filter({ hasText: email });

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect.poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
}

describe('admin dashboard', () => {
  it('signs in with the password, shows every tab with the seeded figures, signs out for good', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/admin`);
    const password = page.getByLabel('Mot de passe administrateur');
    await expect.poll(() => password.isVisible(), { timeout: 15_000 }).toBe(true);

    await password.fill('not-the-password');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Mot de passe incorrect');

    await password.fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Déconnexion' }).isVisible()).toBe(true);

    // Statistiques, the default tab: 3 accounts, 20 credits sold for 2,00 €, 1 CV generated.
    expect(await page.getByRole('tab', { name: 'Statistiques' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(seen(page, 'Utilisateurs inscrits')).toBe(true);
    const figure = (label: string) =>
      panel(page).getByText(label, { exact: true }).locator('xpath=..').locator('dd');
    expect(await figure('Utilisateurs inscrits').textContent()).toBe('3');
    expect(await figure('Crédits vendus').textContent()).toBe('20');
    expect(await figure('Revenus').textContent()).toMatch(/^2,00\s€$/);
    expect(await figure('CV générés').textContent()).toBe('1');

    await openTab(page, 'Utilisateurs');
    await expect.poll(seen(page, buyer.email)).toBe(true);
    const badge = (email: string) => rowOf(page, email).locator('[data-tone]');
    expect([
      await badge(DEMO.email).textContent(),
      await badge(DEMO.email).getAttribute('data-tone'),
    ]).toEqual(['99', 'green']);
    expect([
      await badge(buyer.email).textContent(),
      await badge(buyer.email).getAttribute('data-tone'),
    ]).toEqual(['20', 'yellow']);
    expect([
      await badge(idle.email).textContent(),
      await badge(idle.email).getAttribute('data-tone'),
    ]).toEqual(['0', 'red']);
    expect(await rowOf(page, buyer.email).getByText('Actif', { exact: true }).count()).toBe(1);
    expect(await rowOf(page, idle.email).getByText('Inactif', { exact: true }).count()).toBe(1);
    expect(await rowOf(page, idle.email).getByText('Jamais connecté').count()).toBe(1);
    expect(await rowOf(page, buyer.email).textContent()).toMatch(/\d\d\/\d\d\/\d{4} \d\d:\d\d/);
    expect(
      await panel(page)
        .getByText(/Page 1 sur 1 · 3 au total/)
        .count(),
    ).toBe(1);

    await openTab(page, 'Transactions');
    await expect.poll(seen(page, 'Achat')).toBe(true);
    const purchases = panel(page).locator('tr[data-type="purchase"]');
    expect(await purchases.count()).toBe(2);
    expect(await purchases.first().textContent()).toMatch(/\+10.*1,00\s€/);
    const generation = panel(page).locator('tr[data-type="generation"]');
    expect(await generation.first().textContent()).toMatch(/Génération de CV.*−1/);
    // The demo account's 100 seeded credits: given, neither a sale nor a use.
    const grant = rowOf(page, DEMO.email).and(panel(page).locator('tr[data-type="grant"]'));
    expect(await grant.textContent()).toMatch(/Crédits offerts.*\+100.*—/);
    expect(await panel(page).getByText('Consommation').count()).toBe(0);

    await openTab(page, 'CV Générés');
    await expect.poll(seen(page, /^Développeur·se Full-Stack TypeScript/)).toBe(true);
    expect(await panel(page).getByRole('row').count()).toBe(2); // the header and the one CV

    await openTab(page, 'Info Production');
    await expect.poll(seen(page, 'ADMIN_PASSWORD')).toBe(true);
    const info = (label: string) =>
      panel(page).getByText(label, { exact: true }).locator('xpath=..').locator('dd').textContent();
    expect(await info('Version')).toBe('1.0.0');
    expect(await info('Mode démo')).toBe('Oui');
    expect(await info('Base de données')).toBe('PGlite (intégrée)');
    expect(await info('Paiement')).toBe('Démo (paiement simulé)');
    expect(await panel(page).textContent()).not.toContain(ADMIN_PASSWORD);

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect.poll(() => password.isVisible()).toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Mot de passe administrateur').isVisible(), { timeout: 15_000 })
      .toBe(true);
    const status = await page.evaluate(async () => (await fetch('/api/admin/users')).status);
    expect(status).toBe(401);
  });

  it('takes the local flag as a hint only: without a server session the password form comes back', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/admin`);
    await page.evaluate(() => localStorage.setItem('cv.admin.authenticated', 'true'));
    await page.reload();
    await expect
      .poll(
        () =>
          page.getByText("Votre session d'administration a pris fin. Veuillez vous reconnecter.").isVisible(),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    expect(await page.getByLabel('Mot de passe administrateur').isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('cv.admin.authenticated'))).toBeNull();
  });
});

describe('admin without ADMIN_PASSWORD', () => {
  it('says at once that the admin area is closed and how to open it, with no password to type in vain', async () => {
    const closed = await startServer();
    const session = await openBrowser();
    try {
      const { page } = session;
      await page.goto(`${closed.url}/admin`);
      await expect
        .poll(() => page.getByRole('heading', { name: "L'administration est fermée" }).isVisible(), {
          timeout: 15_000,
        })
        .toBe(true);
      expect(await page.getByText(/\(ADMIN_PASSWORD\) n'est pas défini sur ce serveur/).isVisible()).toBe(
        true,
      );
      expect(await page.getByText('ADMIN_PASSWORD=…').isVisible()).toBe(true);
      expect(await page.getByLabel('Mot de passe administrateur').count()).toBe(0);
    } finally {
      await session.close();
      await closed.stop();
    }
  });
});
