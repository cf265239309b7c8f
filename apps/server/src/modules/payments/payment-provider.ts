import type { CreditPack } from '@cv/contracts';
import type { InterfaceLanguage } from '../../lib/interface-language';

export type ProviderName = 'demo' | 'stripe';

export interface CheckoutRequest {
  /** Our payments row id, also the idempotency key of the session's creation. */
  paymentId: string;
  user: { id: string; email: string };
  pack: CreditPack;
  /** May hold the literal `{CHECKOUT_SESSION_ID}`, which the provider replaces, as Stripe does. */
  successUrl: string;
  cancelUrl: string;
  /** The reader's interface language: the hosted page speaks it. */
  language: InterfaceLanguage;
}

/** What the provider itself says about a checkout session: the only source of truth for crediting (D7). */
export interface ProviderSession {
  paid: boolean;
  /** Whose session it is, as we told the provider when creating it; null for a session we did not create. */
  userId: string | null;
  credits: number;
  amountCents: number;
  currency: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** null when the provider does not know this session. */
  retrieveSession(sessionId: string): Promise<ProviderSession | null>;
}

/**
 * A provider call that failed (network, outage, bad key). Answered 502 with our generic message: the
 * provider's own error text, which may quote an account detail, never reaches the client.
 */
export class PaymentProviderError extends Error {
  readonly statusCode = 502;
  constructor(cause: unknown) {
    super('payment provider call failed', { cause });
  }
}

export async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new PaymentProviderError(error);
  }
}
