import { createCheckout } from './api/payments-api';

/** Starts the checkout of a pack and sends the browser to the provider's hosted page (spec §4). */
export async function goToCheckout(credits: number): Promise<void> {
  window.location.assign(await createCheckout(credits));
}

/** Spec §8: 'Erreur lors de l'achat de crédits:' (its ❌ drawn as our icon) followed by the reason. */
export function purchaseErrorReason(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
