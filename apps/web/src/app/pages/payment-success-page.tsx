import { useTranslation } from 'react-i18next';
import { StatusPage } from '../layout/status-page';

/** Shell only: the confirmation call (decision D7: the provider decides) comes with the payments issue. */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('pages.paymentSuccess.title')}>
      <p>{t('pages.paymentSuccess.message')}</p>
    </StatusPage>
  );
}
