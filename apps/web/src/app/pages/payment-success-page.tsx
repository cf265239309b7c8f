import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { StatusIcon } from '../../components/status-icon';
import { confirmPayment } from '../../features/payment/api/payments-api';
import { StatusPage } from '../layout/status-page';
import '../../locales/payment-texts';

type Confirmation =
  | { state: 'confirming' }
  | { state: 'paid'; credits: number }
  | { state: 'missing-session' }
  | { state: 'failed' };

// One confirmation per page load, whatever StrictMode does with effects (the route is idempotent anyway).
let confirming: { sessionId: string; answer: ReturnType<typeof confirmPayment> } | null = null;

/**
 * Spec §2 /payment-success: the provider confirms the session (D7) and the page shows the credits that
 * session bought; the URL's `credits` and `user_id` are hints only, never shown as a fact nor trusted.
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation();
  const [sessionId] = useState(() => new URLSearchParams(window.location.search).get('session_id'));
  const [confirmation, setConfirmation] = useState<Confirmation>(() =>
    sessionId ? { state: 'confirming' } : { state: 'missing-session' },
  );

  useEffect(() => {
    if (!sessionId) return;
    if (confirming?.sessionId !== sessionId) confirming = { sessionId, answer: confirmPayment(sessionId) };
    let current = true;
    confirming.answer.then(
      (answer) => {
        if (current) setConfirmation({ state: 'paid', credits: answer.credits_purchased });
      },
      (error: unknown) => {
        console.error('Confirmation du paiement', error);
        if (current) setConfirmation({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [sessionId]);

  switch (confirmation.state) {
    case 'confirming':
      return (
        <StatusPage title={t('payment.success.confirming')} icon={<Spinner className="size-10" />}>
          <p>{t('startup.wait')}</p>
        </StatusPage>
      );
    case 'paid':
      return (
        <StatusPage
          title={t('payment.success.title')}
          icon={<StatusIcon tone="success" className="size-12" />}
        >
          {/* The title already says 'Paiement réussi !': the message says what was added. */}
          <p role="status">{t('payment.success.message', { credits: confirmation.credits })}</p>
        </StatusPage>
      );
    case 'missing-session':
    case 'failed':
      return (
        <StatusPage title={t('payment.success.errorTitle')}>
          <p role="alert" className="flex items-center justify-center gap-2 font-medium text-red-700">
            <StatusIcon tone="error" />
            {confirmation.state === 'failed'
              ? t('payment.success.failed')
              : t('payment.success.missingSession')}
          </p>
        </StatusPage>
      );
  }
}
