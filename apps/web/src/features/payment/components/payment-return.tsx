import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../lib/public-config';
import { confirmPaymentReturn } from '../api/payments-api';
import { showPaymentNotice, usePaymentStore } from '../stores/payment-store';

/** The URL's `credits` is only a displayed hint (D7): a positive whole number, or nothing. */
function creditsHint(value: string | null): number | null {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const credits = Number(value);
  return credits > 0 ? credits : null;
}

/** Once per page load (StrictMode runs effects twice): the query string goes, and the store says it is done. */
function handled(): void {
  usePaymentStore.setState({ returning: false });
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.hash);
}

/**
 * Spec §4 "Credits and payment return" on the main page: `?payment=success&session_id=…` is confirmed with
 * the provider (confirm-payment-{provider}) and told in an alert box with the credits added and the total;
 * `?payment=cancelled` says so. Both clear the query string. No reload: the header's balance is live (D8).
 */
export default function PaymentReturn({
  isAuthenticated,
  onBalance,
}: {
  isAuthenticated: boolean;
  onBalance: (credits: number) => void;
}) {
  const { t } = useTranslation();
  const provider = usePublicConfig((state) => state.config?.paymentProvider ?? 'stripe');

  useEffect(() => {
    if (!usePaymentStore.getState().returning) return;
    const params = new URLSearchParams(window.location.search);
    const payment = params.get('payment');
    if (payment === 'cancelled') {
      handled();
      showPaymentNotice({ tone: 'error', text: t('payment.return.cancelled') });
      return;
    }
    if (payment !== 'success') {
      handled();
      return;
    }
    const sessionId = params.get('session_id');
    // The confirmation needs the session: it waits for a sign-in with the query string kept.
    if (sessionId && !isAuthenticated) return;
    handled();
    if (!sessionId) {
      showPaymentNotice({ tone: 'error', text: t('payment.return.failed') });
      return;
    }
    const added = creditsHint(params.get('credits'));
    confirmPaymentReturn(provider, sessionId).then(
      (total) => {
        onBalance(total);
        showPaymentNotice({
          tone: 'success',
          text:
            added === null
              ? t('payment.return.successTotal', { total })
              : t('payment.return.success', { added, total }),
        });
      },
      (error: unknown) => {
        console.error('Confirmation du paiement', error);
        showPaymentNotice({ tone: 'error', text: t('payment.return.failed') });
      },
    );
  }, [isAuthenticated, provider, onBalance, t]);

  return null;
}
