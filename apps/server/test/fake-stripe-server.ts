import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the part of Stripe's API the server uses — `POST /v1/checkout/sessions` (form
 * encoded, with idempotency keys replayed as Stripe does) and `GET /v1/checkout/sessions/:id` — so the
 * Stripe adapter is tested through the real SDK (`host`/`port`/`protocol`). Errors use Stripe's envelope
 * `{ error: { type, code, message } }` with a 4xx, without which the SDK would take them for success.
 * Tests play the customer and Stripe's back office: mark a session paid, change its amount, add one
 * created elsewhere; and sign webhook events with the SDK's own test header.
 */

export type FakeCheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
  livemode: false;
};

export type RecordedStripeRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  params: Record<string, unknown>;
};

export type FakeStripeServer = {
  /** http://127.0.0.1:port — the value of STRIPE_API_URL. */
  url: string;
  requests: RecordedStripeRequest[];
  sessions: Map<string, FakeCheckoutSession>;
  /** The customer paid: status complete, payment_status paid. */
  markPaid(id: string): FakeCheckoutSession;
  /** Completed without the money (an async payment method still pending). */
  markCompletedUnpaid(id: string): FakeCheckoutSession;
  setAmount(id: string, amountCents: number): FakeCheckoutSession;
  /** A session created outside our server (dashboard, another app on the same account). */
  addSession(fields: Partial<FakeCheckoutSession>): FakeCheckoutSession;
  /** The next `count` API calls answer this status with Stripe's error envelope. */
  failNext(status: number, count?: number): void;
  /**
   * Holds every retrieval of this session until released, so that a test can put one request in the
   * middle of another: `waiting()` counts the held retrievals, `release(which)` answers the first or the
   * last to arrive, with the session as it is then; `resume()` answers all and stops holding.
   */
  hold(id: string): { waiting(): number; release(which: 'first' | 'last'): void; resume(): void };
  close(): Promise<void>;
};

const stripeForSigning = new Stripe('sk_test_fake_signing_only');

/** A webhook event as Stripe sends it, for a checkout session. */
export function checkoutEvent(
  session: FakeCheckoutSession,
  type = 'checkout.session.completed',
  id = `evt_fake_${Math.random().toString(36).slice(2)}`,
): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: session },
  });
}

/** The `stripe-signature` header of a payload, signed as Stripe would (`timestamp` in seconds). */
export function signWebhook(payload: string, secret: string, timestamp?: number): string {
  return stripeForSigning.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

export async function startFakeStripeServer(): Promise<FakeStripeServer> {
  const requests: RecordedStripeRequest[] = [];
  const sessions = new Map<string, FakeCheckoutSession>();
  const byIdempotencyKey = new Map<string, string>();
  const failures: number[] = [];
  const held = new Map<string, (() => void)[]>();
  let counter = 0;
  let url = '';

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      sendError(res, 500, 'api_error', 'fake_server_error', `fake Stripe server: ${String(error)}`);
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '').split('?')[0] ?? '';
    const params = parseForm(Buffer.concat(chunks).toString('utf8'));
    requests.push({ method: req.method ?? '', path, headers: req.headers, params });

    if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_')) {
      return sendError(res, 401, 'invalid_request_error', 'api_key_invalid', 'Invalid API Key provided.');
    }
    const failure = failures.shift();
    if (failure !== undefined) {
      return sendError(res, failure, 'api_error', 'fake_failure', 'Something went wrong on the fake side.');
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') return createSession(req, res, params);
    const match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (req.method === 'GET' && match) {
      const queue = held.get(decodeURIComponent(match[1]!));
      if (queue) await new Promise<void>((resolve) => queue.push(resolve));
      const session = sessions.get(decodeURIComponent(match[1]!));
      if (!session) {
        return sendError(
          res,
          404,
          'invalid_request_error',
          'resource_missing',
          `No such checkout.session: '${match[1]}'`,
        );
      }
      return sendJson(res, 200, session);
    }
    return sendError(
      res,
      404,
      'invalid_request_error',
      'resource_missing',
      `Unrecognized request URL (${path}).`,
    );
  }

  function createSession(req: IncomingMessage, res: ServerResponse, params: Record<string, unknown>) {
    const key = req.headers['idempotency-key'];
    const replayed = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
    if (replayed) return sendJson(res, 200, sessions.get(replayed));
    const items = params.line_items as { price_data?: PriceData; quantity?: string }[] | undefined;
    if (params.mode !== 'payment' || !items?.[0]?.price_data) {
      return sendError(res, 400, 'invalid_request_error', 'parameter_missing', 'Missing mode or line_items.');
    }
    const amount = items.reduce(
      (sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
      0,
    );
    const session = addSession({
      mode: 'payment',
      amount_total: amount,
      amount_subtotal: amount,
      currency: items[0].price_data.currency ?? '',
      client_reference_id: (params.client_reference_id as string | undefined) ?? null,
      customer_email: (params.customer_email as string | undefined) ?? null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      success_url: String(params.success_url ?? ''),
      cancel_url: String(params.cancel_url ?? ''),
    });
    if (typeof key === 'string') byIdempotencyKey.set(key, session.id);
    return sendJson(res, 200, session);
  }

  function addSession(fields: Partial<FakeCheckoutSession>): FakeCheckoutSession {
    counter += 1;
    const id = fields.id ?? `cs_test_fake${counter}${Math.random().toString(36).slice(2, 10)}`;
    const session: FakeCheckoutSession = {
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 0,
      amount_subtotal: 0,
      currency: 'eur',
      client_reference_id: null,
      customer_email: null,
      metadata: {},
      success_url: '',
      cancel_url: '',
      url: `${url}/c/pay/${id}`,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      ...fields,
      id,
    };
    sessions.set(id, session);
    return session;
  }

  function update(id: string, change: Partial<FakeCheckoutSession>) {
    const session = sessions.get(id);
    if (!session) throw new Error(`fake Stripe server: no session ${id}`);
    Object.assign(session, change);
    return session;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    sessions,
    markPaid: (id) => update(id, { status: 'complete', payment_status: 'paid' }),
    markCompletedUnpaid: (id) => update(id, { status: 'complete', payment_status: 'unpaid' }),
    setAmount: (id, amountCents) => update(id, { amount_total: amountCents, amount_subtotal: amountCents }),
    addSession,
    failNext(status, count = 1) {
      for (let i = 0; i < count; i++) failures.push(status);
    },
    hold(id) {
      const queue: (() => void)[] = [];
      held.set(id, queue);
      return {
        waiting: () => queue.length,
        release(which) {
          const [resolve] = queue.splice(which === 'first' ? 0 : -1, 1);
          resolve?.();
        },
        resume() {
          held.delete(id);
          for (const resolve of queue.splice(0)) resolve();
        },
      };
    },
    async close() {
      for (const queue of held.values()) for (const resolve of queue.splice(0)) resolve();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

type PriceData = { currency?: string; unit_amount?: string; product_data?: { name?: string } };

/** Stripe's form encoding: `a[b][0][c]=v` → `{ a: { b: [{ c: 'v' }] } }`. */
function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) container[part] = value;
      else {
        container[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {};
        node = container[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

function sendJson(res: ServerResponse, status: number, payload: unknown) {
  if (res.destroyed) return;
  res
    .writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${Date.now()}` })
    .end(JSON.stringify(payload));
}

function sendError(res: ServerResponse, status: number, type: string, code: string, message: string) {
  sendJson(res, status, { error: { type, code, message } });
}
