import { usePaymentStore } from '../stores/payment-store';
import BuyCreditsDialog from './buy-credits-dialog';
import type { PaymentLayerProps } from './payment-layer';
import { PaymentNoticeBox } from './payment-notice';
import PaymentReturn from './payment-return';
import '../../../locales/payment-texts';

// The direct checkout of a pack (profile modal) comes in this chunk too: one chunk, not one more per use.
export { startPurchase } from '../purchase';

/** What the feature shows, loaded on first use: its alert box, the buy modal and the return's confirmation. */
export default function PaymentOverlay({
  isAuthenticated,
  onBalance,
}: Omit<PaymentLayerProps, 'beforeCheckout'>) {
  const notice = usePaymentStore((state) => state.notice);
  const returning = usePaymentStore((state) => state.returning);
  return (
    <>
      {notice ? <PaymentNoticeBox notice={notice} /> : null}
      {isAuthenticated ? <BuyCreditsDialog /> : null}
      {returning ? <PaymentReturn isAuthenticated={isAuthenticated} onBalance={onBalance} /> : null}
    </>
  );
}
