import { useTranslation } from 'react-i18next';
import { StatusPage } from '../layout/status-page';
import '../../locales/payment-texts';

/** Spec §2 /payment-cancel: nothing was charged; the button goes back home. */
export default function PaymentCancelPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      title={t('payment.cancel.title')}
      icon={
        <span
          aria-hidden="true"
          className="grid size-12 place-items-center rounded-full bg-amber-100 text-2xl text-amber-700"
        >
          ×
        </span>
      }
    >
      <p>{t('payment.cancel.message')}</p>
    </StatusPage>
  );
}
