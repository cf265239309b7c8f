import { z } from 'zod';

/** One credit pack of the catalogue (decision D5); the catalogue itself is defined once, on the server. */
export const creditPackSchema = z.object({
  credits: z.number().int().min(1),
  priceEur: z.number().min(0),
  popular: z.boolean().optional(),
});
export type CreditPack = z.infer<typeof creditPackSchema>;

/** GET /api/payments/packs */
export const creditPacksResponseSchema = z.array(creditPackSchema);

/**
 * POST /api/payments/create-payment-intent. `amount` is a pack's credit count: the server looks the price
 * up, prices never come from the client. A `provider` sent by older clients is ignored: the server decides.
 */
export const createPaymentIntentRequestSchema = z.object({
  amount: z
    .number({ error: 'Le montant doit être le nombre de crédits d’un pack' })
    .int({ error: 'Le montant doit être le nombre de crédits d’un pack' }),
  provider: z.string().max(40).optional(),
});
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentRequestSchema>;

export const createPaymentIntentResponseSchema = z.object({
  /** The hosted checkout page the browser goes to. */
  checkout_url: z.url(),
  session_id: z.string(),
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/** A checkout session id as the providers write them (Stripe `cs_…`, demo `demo_cs_…`). */
export const checkoutSessionIdSchema = z
  .string({ error: 'Identifiant de session de paiement manquant' })
  .min(1, { error: 'Identifiant de session de paiement manquant' })
  .max(255, { error: 'Identifiant de session de paiement invalide' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Identifiant de session de paiement invalide' });

/** POST /api/payments/confirm and /api/payments/confirm-payment-{provider} */
export const confirmPaymentRequestSchema = z.object({ session_id: checkoutSessionIdSchema });
export type ConfirmPaymentRequest = z.infer<typeof confirmPaymentRequestSchema>;

/** POST /api/payments/confirm: idempotent, 200 every time the session is paid. */
export const confirmPaymentResponseSchema = z.object({
  /** The balance after the confirmation. */
  credits: z.number().int().min(0),
  /** Credits added by this very call: 0 when the webhook or an earlier call already credited the session. */
  credits_added: z.number().int().min(0),
  /** Credits this paid session bought, whoever credited them: what the payment-success page shows. */
  credits_purchased: z.number().int().min(1),
});
export type ConfirmPaymentResponse = z.infer<typeof confirmPaymentResponseSchema>;

/** POST /api/payments/confirm-payment-{provider}: the balance after the confirmation. */
export const confirmPaymentProviderResponseSchema = z.object({ credits: z.number().int().min(0) });

/** POST /api/payments/webhook */
export const paymentWebhookResponseSchema = z.object({ received: z.literal(true) });
