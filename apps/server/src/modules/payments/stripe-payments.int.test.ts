import { creditLedger, payments, user } from '@cv/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseKind } from '../../../test/config';
import {
  checkoutEvent,
  type FakeStripeServer,
  signWebhook,
  startFakeStripeServer,
} from '../../../test/fake-stripe-server';
import { APP_URL, bearer, buildTestApp, signUp, type TestApp } from '../../../test/helper';

const WEBHOOK_SECRET = 'whsec_test_payments_secret';

let fake: FakeStripeServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripeServer();
  t = await buildTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_payments',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_payments',
    STRIPE_API_URL: fake.url,
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const post = (url: string, token: string | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: APP_URL, ...(token ? bearer(token) : {}) },
  });

async function checkout(token: string, amount = 10) {
  const response = await post('/api/payments/create-payment-intent', token, { amount });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { checkout_url: string; session_id: string };
}

function webhook(payload: string, signature: string | null) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });
}

const sendEvent = (sessionId: string, type?: string) => {
  const payload = checkoutEvent(fake.sessions.get(sessionId)!, type);
  return webhook(payload, signWebhook(payload, WEBHOOK_SECRET));
};

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

async function paymentRow(sessionId: string) {
  const [row] = await t.testDb.handle.db.select().from(payments).where(eq(payments.sessionId, sessionId));
  return row;
}

describe(`Stripe Checkout payments (${testDatabaseKind})`, () => {
  it('creates a Checkout Session from the catalogue, with an idempotency key, and records it pending', async () => {
    const a = await signUp(t.app);
    const { checkout_url, session_id } = await checkout(a.token, 100);
    expect(checkout_url).toBe(`${fake.url}/c/pay/${session_id}`);
    const request = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    const row = await paymentRow(session_id);
    expect(request.headers['idempotency-key']).toBe(`checkout-${row?.id}`);
    expect(request.params).toMatchObject({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'eur',
            unit_amount: '500',
            product_data: { name: 'CV Sur Mesure — 100 crédits' },
          },
        },
      ],
      client_reference_id: a.userId,
      customer_email: a.email,
      metadata: { userId: a.userId, credits: '100', paymentId: row?.id },
      success_url: `${APP_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}&credits=100&user_id=${a.userId}`,
      cancel_url: `${APP_URL}/payment-cancel`,
      locale: 'fr',
    });
    expect(row).toMatchObject({
      userId: a.userId,
      provider: 'stripe',
      credits: 100,
      amountCents: 500,
      currency: 'eur',
      status: 'pending',
      paidAt: null,
    });
  });

  it("opens Stripe's page in the reader's interface language", async () => {
    const a = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      payload: { amount: 10 },
      headers: { origin: APP_URL, ...bearer(a.token), 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    const request = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(request.params).toMatchObject({ locale: 'en' });
  });

  it('refuses an amount that is not a pack (400, French detail) and a visitor (401)', async () => {
    const a = await signUp(t.app);
    for (const amount of [7, 0, -10, 1000]) {
      const response = await post('/api/payments/create-payment-intent', a.token, { amount });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Pack de crédits inconnu : choisissez 10 ou 100 crédits.' });
    }
    const text = await post('/api/payments/create-payment-intent', a.token, { amount: '10' });
    expect(text.statusCode).toBe(400);
    expect(text.json().detail).toBe('Le montant doit être le nombre de crédits d’un pack');
    const visitor = await post('/api/payments/create-payment-intent', null, { amount: 10 });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ detail: 'Non authentifié' });
  });

  it('answers 502 with a generic message when Stripe fails, and records nothing', async () => {
    const a = await signUp(t.app);
    const before = fake.sessions.size;
    fake.failNext(500, 3); // the first try and the SDK's two retries
    const response = await post('/api/payments/create-payment-intent', a.token, { amount: 10 });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ detail: 'Erreur interne du serveur. Veuillez réessayer.' });
    expect(fake.sessions.size).toBe(before);
    const rows = await t.testDb.handle.db.select().from(payments).where(eq(payments.userId, a.userId));
    expect(rows).toEqual([]);
  });

  it('credits a paid session on the webhook: balance +N, one ledger row, payment row paid', async () => {
    const a = await signUp(t.app);
    const { session_id } = await checkout(a.token, 10);
    fake.markPaid(session_id);
    const response = await sendEvent(session_id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await balance(a.userId)).toBe(10);
    const row = await paymentRow(session_id);
    expect(row?.status).toBe('paid');
    expect(row?.paidAt).toBeInstanceOf(Date);
    expect(await purchases(a.userId)).toEqual([
      expect.objectContaining({
        delta: 10,
        kind: 'purchase',
        paymentId: row?.id,
        note: `stripe ${session_id}`,
      }),
    ]);
  });

  it('refuses a wrong secret, a stale timestamp, a tampered body or no signature with 400, crediting nothing', async () => {
    const a = await signUp(t.app);
    const { session_id } = await checkout(a.token, 10);
    const payload = checkoutEvent(fake.markPaid(session_id));
    const tampered = payload.replace('"livemode":false', '"livemode":true');
    const attempts = [
      [payload, signWebhook(payload, 'whsec_someone_else')],
      [payload, signWebhook(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600)],
      [tampered, signWebhook(payload, WEBHOOK_SECRET)],
      [payload, 't=1,v1=deadbeef'],
    ] as const;
    for (const [body, signature] of attempts) {
      const response = await webhook(body, signature);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Signature du webhook invalide' });
    }
    const missing = await webhook(payload, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ detail: 'Signature du webhook manquante' });
    expect(await balance(a.userId)).toBe(0);
    expect((await paymentRow(session_id))?.status).toBe('pending');
  });

  it('credits once: the same event 10 times and both confirm routes, all at once, in any order', async () => {
    const a = await signUp(t.app);
    const { session_id } = await checkout(a.token, 100);
    const payload = checkoutEvent(fake.markPaid(session_id), 'checkout.session.completed', 'evt_same');
    const signature = signWebhook(payload, WEBHOOK_SECRET);
    const body = { session_id };
    const responses = await Promise.all([
      post('/api/payments/confirm', a.token, body),
      ...Array.from({ length: 5 }, () => webhook(payload, signature)),
      post('/api/payments/confirm-payment-stripe', a.token, body),
      ...Array.from({ length: 5 }, () => webhook(payload, signature)),
      post('/api/payments/confirm', a.token, body),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
    expect(await balance(a.userId)).toBe(100);
    expect(await purchases(a.userId)).toHaveLength(1);
    for (const response of [responses[0]!, responses.at(-1)!]) {
      expect(response.json()).toMatchObject({ credits: 100, credits_purchased: 100 });
    }
    expect(responses[6]!.json()).toEqual({ credits: 100 });

    const again = await post('/api/payments/confirm', a.token, body);
    expect(again.json()).toEqual({ credits: 100, credits_added: 0, credits_purchased: 100 });
    expect(await balance(a.userId)).toBe(100);
  });

  it('reports credits_added on the call that credited, 0 on the later ones', async () => {
    const a = await signUp(t.app);
    const { session_id } = await checkout(a.token, 10);
    fake.markPaid(session_id);
    const first = await post('/api/payments/confirm', a.token, { session_id });
    expect(first.json()).toEqual({ credits: 10, credits_added: 10, credits_purchased: 10 });
    expect((await sendEvent(session_id)).statusCode).toBe(200);
    const main = await post('/api/payments/confirm-payment-stripe', a.token, { session_id });
    expect(main.json()).toEqual({ credits: 10 });
    expect(await purchases(a.userId)).toHaveLength(1);
  });

  it("answers 403 for another user's session, and credits nobody", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const { session_id } = await checkout(a.token, 10);
    fake.markPaid(session_id);
    for (const url of ['/api/payments/confirm', '/api/payments/confirm-payment-stripe']) {
      const response = await post(url, b.token, { session_id });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'Cette session de paiement appartient à un autre compte' });
    }
    expect(await balance(a.userId)).toBe(0);
    expect(await balance(b.userId)).toBe(0);
    expect((await paymentRow(session_id))?.status).toBe('pending');
  });

  it('credits nothing for an unpaid session (402), then credits it once its async payment succeeds', async () => {
    const a = await signUp(t.app);
    const { session_id } = await checkout(a.token, 10);
    expect((await sendEvent(session_id)).statusCode).toBe(200);
    const open = await post('/api/payments/confirm', a.token, { session_id });
    expect(open.statusCode).toBe(402);
    expect(open.json()).toEqual({ detail: "Paiement non effectué : aucun crédit n'a été ajouté" });

    fake.markCompletedUnpaid(session_id);
    expect((await sendEvent(session_id, 'checkout.session.completed')).statusCode).toBe(200);
    expect((await post('/api/payments/confirm-payment-stripe', a.token, { session_id })).statusCode).toBe(
      402,
    );
    expect(await balance(a.userId)).toBe(0);

    fake.markPaid(session_id);
    expect((await sendEvent(session_id, 'checkout.session.async_payment_succeeded')).statusCode).toBe(200);
    expect(await balance(a.userId)).toBe(10);
  });

  it('credits nothing, and logs it, for a paid session whose amount matches no pack', async () => {
    const a = await signUp(t.app);
    const warn = vi.spyOn(t.app.log, 'warn');
    const { session_id } = await checkout(a.token, 100);
    fake.setAmount(session_id, 50);
    fake.markPaid(session_id);
    expect((await sendEvent(session_id)).statusCode).toBe(200);
    const confirm = await post('/api/payments/confirm', a.token, { session_id });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toEqual({
      detail: 'Ce paiement ne correspond à aucun pack de crédits. Contactez le support.',
    });
    expect(await balance(a.userId)).toBe(0);
    expect((await paymentRow(session_id))?.status).toBe('pending');
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ sessionId: session_id, amountCents: 50, credits: 100 }),
      'paid checkout session matches no credit pack: nothing credited',
    );
    warn.mockRestore();
  });

  it('never trusts credits or user_id sent by the browser', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const { session_id } = await checkout(a.token, 10);
    fake.markPaid(session_id);
    const response = await post('/api/payments/confirm', a.token, {
      session_id,
      credits: 100,
      user_id: b.userId,
    });
    expect(response.json()).toEqual({ credits: 10, credits_added: 10, credits_purchased: 10 });
    expect(await balance(b.userId)).toBe(0);
  });

  it('answers 404 for a session Stripe does not know, and ignores events it does not handle', async () => {
    const a = await signUp(t.app);
    const unknown = await post('/api/payments/confirm', a.token, { session_id: 'cs_test_nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Session de paiement introuvable' });
    const bad = await post('/api/payments/confirm', a.token, { session_id: '../../v1/charges' });
    expect(bad.statusCode).toBe(400);

    const { session_id } = await checkout(a.token, 10);
    fake.markPaid(session_id);
    expect((await sendEvent(session_id, 'checkout.session.expired')).statusCode).toBe(200);
    expect((await sendEvent(session_id, 'payment_intent.succeeded')).statusCode).toBe(200);
    expect(await balance(a.userId)).toBe(0);
  });

  it('records and credits a paid session it has no row for (created elsewhere), once', async () => {
    const a = await signUp(t.app);
    const session = fake.addSession({
      status: 'complete',
      payment_status: 'paid',
      amount_total: 500,
      client_reference_id: a.userId,
      metadata: { userId: a.userId, credits: '100' },
    });
    // All at once: the unique session id lets one insert win, the others find it paid.
    const responses = await Promise.all([
      ...Array.from({ length: 8 }, () => sendEvent(session.id)),
      post('/api/payments/confirm', a.token, { session_id: session.id }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
    expect(await balance(a.userId)).toBe(100);
    expect(await paymentRow(session.id)).toMatchObject({
      userId: a.userId,
      provider: 'stripe',
      status: 'paid',
    });
    expect(await purchases(a.userId)).toHaveLength(1);
  });

  it("credits once whether the webhook arrives before, during (finishing first or last) or after the browser's confirm", async () => {
    const a = await signUp(t.app);
    const confirm = (sessionId: string) => post('/api/payments/confirm', a.token, { session_id: sessionId });
    const paidSession = async () => {
      const { session_id } = await checkout(a.token, 10);
      fake.markPaid(session_id);
      return session_id;
    };

    // Before: Stripe's webhook credits; the browser, back on the success page, finds it done.
    const before = await paidSession();
    expect((await sendEvent(before)).statusCode).toBe(200);
    expect(await balance(a.userId)).toBe(10);
    expect((await confirm(before)).json()).toEqual({ credits: 10, credits_added: 0, credits_purchased: 10 });

    // During: the browser's confirm is waiting for Stripe's answer when the webhook arrives. Either may get
    // its answer first: the webhook (it credits, the confirm then finds it done), or the confirm.
    const during = async (first: 'webhook' | 'browser') => {
      const sessionId = await paidSession();
      const gate = fake.hold(sessionId);
      const browser = confirm(sessionId);
      await expect.poll(() => gate.waiting(), { timeout: 10_000 }).toBe(1);
      const event = sendEvent(sessionId);
      await expect.poll(() => gate.waiting(), { timeout: 10_000 }).toBe(2);
      const credited = (await balance(a.userId))! + 10;
      gate.release(first === 'webhook' ? 'last' : 'first');
      await expect.poll(() => balance(a.userId), { timeout: 10_000 }).toBe(credited);
      gate.resume();
      const [browserAnswer, eventAnswer] = await Promise.all([browser, event]);
      expect(eventAnswer.statusCode).toBe(200);
      expect(browserAnswer.json()).toEqual({
        credits: credited,
        credits_added: first === 'browser' ? 10 : 0,
        credits_purchased: 10,
      });
      expect(await balance(a.userId)).toBe(credited);
      return sessionId;
    };
    const duringWebhookFirst = await during('webhook');
    const duringBrowserFirst = await during('browser');
    expect(await balance(a.userId)).toBe(30);

    // After: the browser's confirm credits; the webhook, late, changes nothing.
    const after = await paidSession();
    expect((await confirm(after)).json()).toEqual({ credits: 40, credits_added: 10, credits_purchased: 10 });
    expect((await sendEvent(after)).statusCode).toBe(200);
    expect((await confirm(after)).json()).toEqual({ credits: 40, credits_added: 0, credits_purchased: 10 });

    // One purchase row per payment, and the balance is the ledger's sum.
    const rows = await purchases(a.userId);
    const sessions = [before, duringWebhookFirst, duringBrowserFirst, after];
    const ids = await Promise.all(sessions.map(async (id) => (await paymentRow(id))?.id));
    expect(rows.map((r) => r.paymentId).sort()).toEqual([...ids].sort());
    expect(rows.every((r) => r.delta === 10)).toBe(true);
    expect(await balance(a.userId)).toBe(40);
    const ledger = await t.testDb.handle.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, a.userId));
    expect(ledger.reduce((sum, r) => sum + r.delta, 0)).toBe(40);
  });
});
