import type { Settings } from '../../config';

/**
 * How account emails leave (decision D1 as issue 5 settles it): through SMTP when SMTP_URL is set; in demo
 * mode without SMTP, into the server log and `DATA_DIR/outbox`, so that the flows can be tried on a laptop;
 * in production without SMTP, not at all — the email flows are then hidden and their routes refuse.
 */
export type EmailDelivery = 'smtp' | 'outbox' | null;

export function emailDelivery(settings: Pick<Settings, 'email' | 'demoMode'>): EmailDelivery {
  if (settings.email.smtpUrl) return 'smtp';
  return settings.demoMode ? 'outbox' : null;
}
