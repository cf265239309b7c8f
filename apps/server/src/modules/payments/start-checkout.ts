import { randomUUID } from 'node:crypto';
import type { CreditPack } from '@cv/contracts';
import { type Database, payments } from '@cv/db';
import type { InterfaceLanguage } from '../../lib/interface-language';
import { CURRENCY, priceCents } from './catalogue';
import { callProvider, type PaymentProvider } from './payment-provider';

/**
 * Where the provider sends the browser back. `credits` and `user_id` are display hints for the page,
 * never trusted (D7); `{CHECKOUT_SESSION_ID}` is replaced by the provider.
 */
export function checkoutReturnUrls(appUrl: string, pack: CreditPack, userId: string) {
  const hints = `credits=${pack.credits}&user_id=${encodeURIComponent(userId)}`;
  return {
    successUrl: `${appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}&${hints}`,
    cancelUrl: `${appUrl}/payment-cancel`,
  };
}

/** Opens a checkout session at the provider and records it as a pending payment. */
export async function startCheckout(
  deps: { db: Database; provider: PaymentProvider; appUrl: string },
  user: { id: string; email: string },
  pack: CreditPack,
  language: InterfaceLanguage,
): Promise<{ sessionId: string; url: string }> {
  const paymentId = randomUUID();
  const urls = checkoutReturnUrls(deps.appUrl, pack, user.id);
  const checkout = await callProvider(() =>
    deps.provider.createCheckout({ paymentId, user, pack, language, ...urls }),
  );
  await deps.db.insert(payments).values({
    id: paymentId,
    userId: user.id,
    provider: deps.provider.name,
    sessionId: checkout.sessionId,
    credits: pack.credits,
    amountCents: priceCents(pack),
    currency: CURRENCY,
    status: 'pending',
  });
  return checkout;
}
