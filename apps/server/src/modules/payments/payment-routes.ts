import {
  confirmPaymentProviderResponseSchema,
  confirmPaymentRequestSchema,
  confirmPaymentResponseSchema,
  createPaymentIntentRequestSchema,
  createPaymentIntentResponseSchema,
  creditPacksResponseSchema,
  errorSchema,
} from '@cv/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { interfaceLanguage } from '../../lib/interface-language';
import { requireUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { CREDIT_PACKS, findPack } from './catalogue';
import { confirmPayment, type PaymentsDeps } from './confirm-payment';
import { creditedOrThrow, UNKNOWN_PACK } from './confirmation-error';
import { startCheckout } from './start-checkout';

const confirmErrors = {
  400: errorSchema,
  401: errorSchema,
  402: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  502: errorSchema,
};

export const paymentRoutes: FastifyPluginAsyncZod<{ deps: PaymentsDeps }> = async (app, { deps }) => {
  app.get('/api/payments/packs', { schema: { response: { 200: creditPacksResponseSchema } } }, async () => [
    ...CREDIT_PACKS,
  ]);

  app.post(
    '/api/payments/create-payment-intent',
    {
      onRequest: requireUser,
      schema: {
        body: createPaymentIntentRequestSchema,
        response: {
          200: createPaymentIntentResponseSchema,
          400: errorSchema,
          401: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request) => {
      const pack = findPack(request.body.amount);
      if (!pack) throw new HttpError(400, UNKNOWN_PACK);
      const language = interfaceLanguage(request.headers['accept-language']);
      const checkout = await startCheckout(deps, request.user!, pack, language);
      return { checkout_url: checkout.url, session_id: checkout.sessionId };
    },
  );

  /** The payment-success page's call. */
  app.post(
    '/api/payments/confirm',
    {
      onRequest: requireUser,
      schema: {
        body: confirmPaymentRequestSchema,
        response: { 200: confirmPaymentResponseSchema, ...confirmErrors },
      },
    },
    async (request) => {
      const confirmation = await confirmPayment(deps, request.body.session_id, {
        expectedUserId: request.user!.id,
      });
      const { credits, creditsAdded, creditsPurchased } = creditedOrThrow(confirmation);
      return { credits, credits_added: creditsAdded, credits_purchased: creditsPurchased };
    },
  );

  /** The main page's return (spec §7: the path ends with the provider's name; both answer whatever the provider). */
  for (const name of ['stripe', 'demo']) {
    app.post(
      `/api/payments/confirm-payment-${name}`,
      {
        onRequest: requireUser,
        schema: {
          body: confirmPaymentRequestSchema,
          response: { 200: confirmPaymentProviderResponseSchema, ...confirmErrors },
        },
      },
      async (request) => {
        const confirmation = await confirmPayment(deps, request.body.session_id, {
          expectedUserId: request.user!.id,
        });
        return { credits: creditedOrThrow(confirmation).credits };
      },
    );
  }
};
