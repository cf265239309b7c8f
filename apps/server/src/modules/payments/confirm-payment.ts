import type { Database } from '@cv/db';
import type { FastifyBaseLogger } from 'fastify';
import { matchesPack } from './catalogue';
import { type Confirmation, creditPaidSession } from './credit-paid-session';
import { callProvider, type PaymentProvider } from './payment-provider';

export interface PaymentsDeps {
  db: Database;
  provider: PaymentProvider;
  appUrl: string;
  log: FastifyBaseLogger;
}

/**
 * The one way a payment becomes credits (decision D7), shared by the webhook, both confirm routes and the
 * demo checkout. It trusts only the provider's own word on the session — paid, whose, which pack, how
 * much — never the URL the browser came back with. Safe to call any number of times, concurrently, in
 * any order: `creditPaidSession` credits a session once.
 */
export async function confirmPayment(
  deps: PaymentsDeps,
  sessionId: string,
  options: { expectedUserId?: string } = {},
): Promise<Confirmation> {
  const session = await callProvider(() => deps.provider.retrieveSession(sessionId));
  if (!session?.userId) return { outcome: 'unknown' };
  if (options.expectedUserId !== undefined && session.userId !== options.expectedUserId) {
    return { outcome: 'forbidden' };
  }
  if (!session.paid) return { outcome: 'unpaid' };
  if (!matchesPack(session.credits, session.amountCents, session.currency)) {
    deps.log.warn(
      { sessionId, provider: deps.provider.name, ...session },
      'paid checkout session matches no credit pack: nothing credited',
    );
    return { outcome: 'mismatch' };
  }
  return creditPaidSession(deps, sessionId, { ...session, userId: session.userId });
}
