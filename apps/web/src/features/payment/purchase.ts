import { i18n } from '../../lib/i18n';
import { goToCheckout, purchaseErrorReason } from './checkout';
import { showPaymentNotice } from './stores/payment-store';

/** A pack chosen outside the buy modal (the profile's pack buttons): straight to the checkout. */
export async function startPurchase(credits: number): Promise<void> {
  showPaymentNotice({ tone: 'info', text: i18n.t('payment.buy.pending') });
  try {
    await goToCheckout(credits);
  } catch (error) {
    showPaymentNotice({
      tone: 'error',
      text: i18n.t('payment.buy.error', { reason: purchaseErrorReason(error) }),
    });
  }
}
