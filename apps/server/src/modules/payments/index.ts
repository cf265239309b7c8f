import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentsDeps } from './confirm-payment';
import { demoCheckoutRoutes } from './demo-checkout-routes';
import { createDemoProvider } from './demo-provider';
import { paymentRoutes } from './payment-routes';
import { createStripeClient, createStripeProvider } from './stripe-provider';
import { stripeWebhookRoutes } from './stripe-webhook-routes';

/**
 * Credit packs and their payment (D5, D7, D9). The provider is the setting PAYMENT_PROVIDER: `demo` serves
 * its own hosted checkout page and has no webhook (its "notification" is a direct call); `stripe` uses
 * Stripe Checkout and its signed webhook.
 */
export const paymentsModule: FastifyPluginAsyncZod = async (app) => {
  const { settings, database } = app;
  const common = { db: database.db, appUrl: settings.appUrl, log: app.log };
  const { payment } = settings;
  if (payment.provider === 'demo') {
    const demo = createDemoProvider(database.db, settings.appUrl);
    const deps: PaymentsDeps = { ...common, provider: demo };
    await app.register(paymentRoutes, { deps });
    await app.register(demoCheckoutRoutes, { deps, demo });
    return;
  }
  if (!payment.stripeSecretKey || !payment.stripeWebhookSecret) {
    throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  const stripe = createStripeClient({ secretKey: payment.stripeSecretKey, apiUrl: payment.stripeApiUrl });
  const deps: PaymentsDeps = { ...common, provider: createStripeProvider(stripe) };
  await app.register(paymentRoutes, { deps });
  await app.register(stripeWebhookRoutes, { deps, stripe, webhookSecret: payment.stripeWebhookSecret });
};
