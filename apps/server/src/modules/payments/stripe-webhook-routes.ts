import { errorSchema, paymentWebhookResponseSchema } from '@cv/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { confirmPayment, type PaymentsDeps } from './confirm-payment';

/** The events that may mean "this checkout session is now paid"; the provider is asked either way. */
const CONFIRMING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * Stripe's webhook. Its signature is computed over the exact bytes sent, so this plugin (encapsulated:
 * the rest of the API keeps its JSON parser) reads every body as a Buffer. Paid-session events go through
 * the same confirmation as the browser's return; everything else is acknowledged and ignored. Not rate
 * limited: every request costs one HMAC before anything else, and Stripe retries in bursts.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  deps: PaymentsDeps;
  stripe: Stripe;
  webhookSecret: string;
}> = async (app, { deps, stripe, webhookSecret }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/payments/webhook',
    {
      config: { rateLimit: false },
      schema: {
        headers: z.looseObject({ 'stripe-signature': z.string().optional() }),
        response: { 200: paymentWebhookResponseSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (!signature || !Buffer.isBuffer(request.body))
        throw new HttpError(400, 'Signature du webhook manquante');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
      } catch {
        throw new HttpError(400, 'Signature du webhook invalide');
      }
      if (!CONFIRMING_EVENTS.has(event.type)) return { received: true as const };
      const sessionId = (event.data.object as { id?: unknown }).id;
      if (typeof sessionId !== 'string') throw new HttpError(400, 'Événement sans session de paiement');
      const confirmation = await confirmPayment(deps, sessionId);
      request.log.info(
        { eventId: event.id, type: event.type, sessionId, outcome: confirmation.outcome },
        'stripe webhook',
      );
      return { received: true as const };
    },
  );
};
