import { randomBytes } from 'node:crypto';
import { type Database, payments } from '@cv/db';
import { and, eq } from 'drizzle-orm';
import type { PaymentProvider } from './payment-provider';

export const DEMO_CHECKOUT_PATH = '/api/payments/demo-checkout';

export interface DemoProvider extends PaymentProvider {
  /** What the card network's "approved" is to Stripe: the session is paid at the provider, not yet credited. */
  markPaid(sessionId: string): void;
}

/**
 * The demo provider (decision D9): a hosted checkout page served by our own server, with the same
 * redirect flow as Stripe, and no network. Its sessions are our pending `payments` rows (so a restart
 * keeps them); "paid at the provider" is a flag in this process until the confirmation, which marks the
 * row paid in the same transaction as the credit, persists it.
 */
export function createDemoProvider(db: Database, appUrl: string): DemoProvider {
  const paidHere = new Set<string>();
  return {
    name: 'demo',

    async createCheckout({ language }) {
      const sessionId = `demo_cs_${randomBytes(16).toString('hex')}`;
      return { sessionId, url: `${appUrl}${DEMO_CHECKOUT_PATH}/${sessionId}?lang=${language}` };
    },

    async retrieveSession(sessionId) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.sessionId, sessionId), eq(payments.provider, 'demo')));
      if (!row) return null;
      return {
        paid: row.status === 'paid' || paidHere.has(sessionId),
        userId: row.userId,
        credits: row.credits,
        amountCents: row.amountCents,
        currency: row.currency,
      };
    },

    markPaid(sessionId) {
      paidHere.add(sessionId);
    },
  };
}
