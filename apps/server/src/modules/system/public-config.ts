import type { PublicConfig } from '@cv/contracts';
import type { Settings } from '../../config';
import { emailDelivery } from '../email/email-delivery';
import { CREDIT_PACKS } from '../payments/catalogue';

export const DEMO_ACCOUNT = { email: 'demo@example.com', password: 'demo1234' } as const;

/** What the browser may know (decision D17): flags and names, never a secret's value. */
export function publicConfig(settings: Settings): PublicConfig {
  const emails = emailDelivery(settings) !== null;
  return {
    appName: settings.appName,
    appUrl: settings.appUrl,
    appVersion: settings.appVersion,
    demoMode: settings.demoMode,
    maxUploadBytes: settings.maxUploadBytes,
    maxRequestsPerMinute: settings.maxRequestsPerMinute,
    analyticsId: settings.analyticsId,
    debug: settings.debug,
    production: settings.production,
    authName: settings.appName,
    paymentProvider: settings.payment.provider,
    stripePublishableKey: settings.payment.stripePublishableKey,
    aiProvider: settings.ai.provider,
    dohResolverUrl: settings.dohResolverUrl,
    demoAccount: settings.demoMode ? { ...DEMO_ACCOUNT } : null,
    creditPacks: CREDIT_PACKS.map((pack) => ({ ...pack })),
    welcomeCredits: settings.welcomeCredits,
    adminConfigured: settings.adminPassword !== null,
    features: {
      emailLink: emails,
      passwordReset: emails,
      google: settings.oauth.google !== null,
      github: settings.oauth.github !== null,
      jobFetch: settings.jobFetch.enabled,
    },
    // The spec's four production settings, as this architecture has them: the API and the accounts are
    // served by this server; the AI key and the payment key are needed only by remote providers.
    serverSettings: {
      apiBaseUrl: true,
      authApiUrl: true,
      aiProviderKey:
        settings.ai.provider === 'local' || settings.ai.apiKey !== null || settings.ai.baseUrl !== null,
      paymentPublishableKey:
        settings.payment.provider === 'demo' || settings.payment.stripePublishableKey !== null,
    },
  };
}
