import Stripe from 'stripe';
import { CURRENCY, packName, priceCents } from './catalogue';
import type { PaymentProvider, ProviderSession } from './payment-provider';

export interface StripeOptions {
  secretKey: string;
  /** A local server speaking Stripe's API (tests); null talks to Stripe itself. */
  apiUrl: string | null;
}

export function createStripeClient({ secretKey, apiUrl }: StripeOptions): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}

/** Stripe Checkout (production): a hosted page at Stripe, with the same redirect flow as the demo. */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',

    async createCheckout({ paymentId, user, pack, successUrl, cancelUrl, language }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: CURRENCY,
                unit_amount: priceCents(pack),
                product_data: { name: packName(pack) },
              },
            },
          ],
          client_reference_id: user.id,
          customer_email: user.email,
          metadata: { userId: user.id, credits: String(pack.credits), paymentId },
          success_url: successUrl,
          cancel_url: cancelUrl,
          locale: language,
        },
        // A retry of the same creation (network failure) returns the same session, never a second one.
        { idempotencyKey: `checkout-${paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { sessionId: session.id, url: session.url };
    },

    async retrieveSession(sessionId) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
      return toProviderSession(session);
    },
  };
}

function toProviderSession(session: Stripe.Checkout.Session): ProviderSession {
  const credits = Number(session.metadata?.credits);
  return {
    paid: session.status === 'complete' && session.payment_status === 'paid',
    userId: session.client_reference_id ?? session.metadata?.userId ?? null,
    credits: Number.isInteger(credits) ? credits : 0,
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? '',
  };
}
