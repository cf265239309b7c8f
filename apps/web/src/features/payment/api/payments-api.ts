import type { ConfirmPaymentResponse, CreatePaymentIntentResponse } from '@cv/contracts';
import { api } from '../../../lib/api-client';

/** Spec §7: the browser is sent to the hosted checkout; no URL in the answer is an error of its own. */
export const MISSING_CHECKOUT_URL = 'URL de checkout non reçue';

/** Starts a checkout for a catalogue pack (D5: only its credit count is sent) and answers the checkout URL. */
export async function createCheckout(credits: number): Promise<string> {
  const answer = await api.post<Partial<CreatePaymentIntentResponse> | null>(
    '/api/payments/create-payment-intent',
    { amount: credits },
  );
  const url = answer?.checkout_url;
  if (typeof url !== 'string' || url === '') throw new Error(MISSING_CHECKOUT_URL);
  return url;
}

/** The payment-success page's confirmation (D7: the provider decides, never the URL's hints). */
export function confirmPayment(sessionId: string): Promise<ConfirmPaymentResponse> {
  return api.post<ConfirmPaymentResponse>('/api/payments/confirm', { session_id: sessionId });
}

/** The main page's return (spec §7: `confirm-payment-{provider}`): answers the balance after it. */
export async function confirmPaymentReturn(provider: string, sessionId: string): Promise<number> {
  const answer = await api.post<{ credits: number }>(`/api/payments/confirm-payment-${provider}`, {
    session_id: sessionId,
  });
  return answer.credits;
}
