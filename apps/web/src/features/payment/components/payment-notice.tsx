import { useTranslation } from 'react-i18next';
import { StatusIcon } from '../../../components/status-icon';
import { type PaymentNotice, showPaymentNotice } from '../stores/payment-store';

const TONES: Record<PaymentNotice['tone'], string> = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  error: 'border-red-200 bg-red-50 text-red-700',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
};

/** The feature's alert box, above the page and its dialogs; role="alert" so it is read out at once. */
export function PaymentNoticeBox({ notice }: { notice: PaymentNotice }) {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-x-0 top-20 z-[60] flex justify-center px-4">
      <div
        role="alert"
        className={`flex max-w-lg items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${TONES[notice.tone]}`}
      >
        {notice.tone === 'info' ? null : <StatusIcon tone={notice.tone} />}
        <p className="flex-1">{notice.text}</p>
        <button
          type="button"
          onClick={() => showPaymentNotice(null)}
          aria-label={t('dialog.close')}
          className="-my-1 rounded px-1 text-lg leading-none opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          ×
        </button>
      </div>
    </div>
  );
}
