import { useTranslation } from 'react-i18next';
import { StatusPage } from '../layout/status-page';

export function PaymentCancelPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      title={t('pages.paymentCancel.title')}
      icon={
        <span
          aria-hidden="true"
          className="grid size-12 place-items-center rounded-full bg-amber-100 text-2xl text-amber-700"
        >
          ×
        </span>
      }
    >
      <p>{t('pages.paymentCancel.message')}</p>
    </StatusPage>
  );
}
