import { createCheckout } from './api/payments-api';
import { usePaymentStore } from './stores/payment-store';

/**
 * Starts the checkout of a pack and sends the browser to the provider's hosted page (spec §4), once the page
 * has kept what the user entered: it is there again on the way back (issue 25).
 */
export async function goToCheckout(credits: number): Promise<void> {
  const url = await createCheckout(credits);
  await usePaymentStore.getState().beforeCheckout?.();
  window.location.assign(url);
}

/** Spec §8: 'Erreur lors de l'achat de crédits:' (its ❌ drawn as our icon) followed by the reason. */
export function purchaseErrorReason(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
