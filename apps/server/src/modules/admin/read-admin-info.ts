import type { AdminInfo } from '@cv/contracts';
import type { DatabaseKind } from '@cv/db';
import type { Settings } from '../../config';

/**
 * The Info Production tab: the real state of this server instead of the spec's "should be secured" remark
 * (D10). Which settings are set is told by their environment names, true or false: never a value (D17).
 */
export function readAdminInfo(settings: Settings, database: DatabaseKind): AdminInfo {
  const set = (value: unknown) => value !== null && value !== undefined;
  const uptimeSeconds = Math.floor(process.uptime());
  return {
    app_name: settings.appName,
    app_version: settings.appVersion,
    production: settings.production,
    demo_mode: settings.demoMode,
    database,
    payment_provider: settings.payment.provider,
    ai_provider: settings.ai.provider,
    settings_present: {
      AUTH_SECRET: set(settings.authSecret),
      ADMIN_PASSWORD: set(settings.adminPassword),
      DATABASE_URL: set(settings.databaseUrl),
      AI_API_KEY: set(settings.ai.apiKey),
      AI_BASE_URL: set(settings.ai.baseUrl),
      AI_MODEL: set(settings.ai.model),
      STRIPE_SECRET_KEY: set(settings.payment.stripeSecretKey),
      STRIPE_WEBHOOK_SECRET: set(settings.payment.stripeWebhookSecret),
      STRIPE_PUBLISHABLE_KEY: set(settings.payment.stripePublishableKey),
      SMTP_URL: set(settings.email.smtpUrl),
      GOOGLE_CLIENT_ID: set(settings.oauth.google),
      GITHUB_CLIENT_ID: set(settings.oauth.github),
      ANALYTICS_ID: set(settings.analyticsId),
    },
    node_version: process.version,
    started_at: new Date(Date.now() - Math.round(process.uptime() * 1000)).toISOString(),
    uptime_seconds: uptimeSeconds,
  };
}
