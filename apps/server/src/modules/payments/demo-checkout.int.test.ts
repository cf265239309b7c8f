import { creditLedger, payments, user } from '@cv/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/config';
import { APP_URL, bearer, buildTestApp, signUp, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  // A name with markup in it: the checkout page must print it escaped.
  t = await buildTestApp({ APP_NAME: 'CV <b>Sur</b> Mesure & "Co"' });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, token: string | null, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: APP_URL, ...(token ? bearer(token) : {}), ...headers },
  });

/** The web client sends its interface language as Accept-Language (French when not said). */
async function checkout(token: string, amount = 10, language?: string) {
  const headers: Record<string, string> = language ? { 'accept-language': language } : {};
  const response = await post('/api/payments/create-payment-intent', token, { amount }, headers);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { checkout_url: string; session_id: string };
  const url = new URL(body.checkout_url);
  return { ...body, path: url.pathname + url.search };
}

/** Submits the checkout page's form, as the browser does. */
const pay = (path: string, card: { cardNumber: string; expiry?: string; cvc?: string }) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ expiry: '12/34', cvc: '123', ...card }).toString(),
  });

async function balance(userId: string) {
  const [row] = await t.testDb.handle.db
    .select({ credits: user.credits })
    .from(user)
    .where(eq(user.id, userId));
  return row?.credits;
}

const purchases = (userId: string) =>
  t.testDb.handle.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, 'purchase')));

describe(`demo payment provider (${testDatabaseKind})`, () => {
  it('serves the pack catalogue to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/packs' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { credits: 10, priceEur: 1 },
      { credits: 100, priceEur: 5, popular: true },
    ]);
  });

  it('serves a hosted checkout page showing the pack and amount, with its own strict CSP', async () => {
    const a = await signUp(t.app);
    const { checkout_url, session_id, path } = await checkout(a.token, 100);
    expect(checkout_url).toBe(`${APP_URL}/api/payments/demo-checkout/${session_id}?lang=fr`);
    expect(session_id).toMatch(/^demo_cs_[0-9a-f]{32}$/);
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toMatch(/5,00\s€/);
    expect(page.body).toContain('Pack 100 crédits');
    expect(page.body).toContain('<label for="card-number">Numéro de carte</label>');
    expect(page.body).toContain('<button type="submit">Payer</button>');
    expect(page.body).toContain(`<a class="cancel" href="${APP_URL}/payment-cancel">Annuler</a>`);
    expect(page.body).toContain('CV &#60;b&#62;Sur&#60;/b&#62; Mesure &#38; &#34;Co&#34;');
    expect(page.body).not.toContain('<b>');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).not.toContain('<script');
    const css = await t.app.inject({ method: 'GET', url: '/api/payments/demo-checkout.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it("speaks the interface's language: an English reader's checkout, its refusals and notices in English", async () => {
    const a = await signUp(t.app);
    const { checkout_url, session_id, path } = await checkout(a.token, 100, 'en');
    expect(checkout_url).toBe(`${APP_URL}/api/payments/demo-checkout/${session_id}?lang=en`);
    // The browser's own Accept-Language may be French: the language chosen in the interface wins.
    const page = await t.app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'fr-FR' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('100-credit pack');
    expect(page.body).toContain('€5.00');
    expect(page.body).toContain('<label for="card-number">Card number</label>');
    expect(page.body).toContain('<button type="submit">Pay</button>');
    expect(page.body).toContain(`action="/api/payments/demo-checkout/${session_id}?lang=en"`);
    expect(page.body).not.toMatch(/Numéro|Payer|crédits|Annuler/);

    const declined = await pay(path, { cardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined. Nothing was charged.');
    expect(declined.body).toContain('<html lang="en">');

    await pay(path, { cardNumber: '4242 4242 4242 4242' });
    const paid = await t.app.inject({ method: 'GET', url: path });
    expect(paid.body).toContain('This payment has already been made.');

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/payments/demo-checkout/demo_cs_nothing',
      headers: { 'accept-language': 'en-GB,en;q=0.8' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Payment session not found');
  });

  it('pays with 4242…: 303 to the success URL, then confirm shows the +10, once', async () => {
    const a = await signUp(t.app);
    const { session_id, path } = await checkout(a.token, 10);
    const unpaid = await post('/api/payments/confirm', a.token, { session_id });
    expect(unpaid.statusCode).toBe(402);

    const paid = await pay(path, { cardNumber: '4242 4242 4242 4242' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `${APP_URL}/payment-success?session_id=${session_id}&credits=10&user_id=${a.userId}`,
    );
    const confirm = await post('/api/payments/confirm', a.token, { session_id });
    expect(confirm.statusCode).toBe(200);
    // Credited when paid, as Stripe's webhook would: the success page shows credits_purchased.
    expect(confirm.json()).toEqual({ credits: 10, credits_added: 0, credits_purchased: 10 });
    const again = await post('/api/payments/confirm', a.token, { session_id });
    expect(again.json()).toEqual({ credits: 10, credits_added: 0, credits_purchased: 10 });
    const main = await post('/api/payments/confirm-payment-demo', a.token, { session_id });
    expect(main.json()).toEqual({ credits: 10 });

    // The form sent twice (double click, back button): the same redirect, nothing more.
    expect((await pay(path, { cardNumber: '4242424242424242' })).statusCode).toBe(303);
    expect(await balance(a.userId)).toBe(10);
    const rows = await purchases(a.userId);
    expect(rows).toHaveLength(1);
    const [payment] = await t.testDb.handle.db
      .select()
      .from(payments)
      .where(eq(payments.sessionId, session_id));
    expect(payment).toMatchObject({ provider: 'demo', status: 'paid', credits: 10, amountCents: 100 });
    expect(rows[0]?.paymentId).toBe(payment?.id);

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('Ce paiement a déjà été effectué.');
  });

  it('declines 4000 0000 0000 0002 with a message on the page, crediting nothing', async () => {
    const a = await signUp(t.app);
    const { session_id, path } = await checkout(a.token, 10);
    const declined = await pay(path, { cardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(declined.body).toContain('Votre carte a été refusée. Aucun montant n&#39;a été débité.');
    expect(declined.body).toContain('value="4000 0000 0000 0002"');
    expect((await post('/api/payments/confirm', a.token, { session_id })).statusCode).toBe(402);
    expect(await balance(a.userId)).toBe(0);
  });

  it('refuses a malformed card number, expiry or CVC with a message on the page', async () => {
    const a = await signUp(t.app);
    const { path } = await checkout(a.token, 10);
    const cases = [
      [{ cardNumber: '1234' }, 'Numéro de carte invalide.'],
      [{ cardNumber: '4242 4242 4242 4241' }, 'Numéro de carte invalide.'],
      [{ cardNumber: '4242424242424242', expiry: '13/30' }, 'Date d&#39;expiration invalide (MM/AA).'],
      [{ cardNumber: '4242424242424242', expiry: '01/20' }, 'Cette carte a expiré.'],
      [{ cardNumber: '4242424242424242', cvc: '1a' }, 'Code de sécurité (CVC) invalide.'],
      [{ cardNumber: '<script>alert(1)</script>' }, '&#60;script&#62;alert(1)&#60;/script&#62;'],
    ] as const;
    for (const [card, message] of cases) {
      const response = await pay(path, card);
      expect(response.statusCode, message).toBe(400);
      expect(response.body).toContain(message);
      expect(response.body).not.toContain('<script>');
    }
    expect(await balance(a.userId)).toBe(0);
  });

  it("answers 403 for another user's session, 404 for an unknown one; the webhook does not exist", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const { session_id, path } = await checkout(a.token, 10);
    await pay(path, { cardNumber: '4242424242424242' });
    const other = await post('/api/payments/confirm', b.token, { session_id });
    expect(other.statusCode).toBe(403);
    expect(await balance(b.userId)).toBe(0);

    const unknown = await post('/api/payments/confirm', a.token, { session_id: 'demo_cs_nothing' });
    expect(unknown.statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/api/payments/demo-checkout/demo_cs_nothing' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Session de paiement introuvable');
    const form = await pay('/api/payments/demo-checkout/demo_cs_nothing', { cardNumber: '4242424242424242' });
    expect(form.statusCode).toBe(404);

    const webhook = await post('/api/payments/webhook', null, {});
    expect(webhook.statusCode).toBe(404);
  });
});
