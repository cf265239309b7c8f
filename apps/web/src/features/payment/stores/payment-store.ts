import { create } from 'zustand';

/** A message of the payments feature outside its modal (a checkout that failed to start, a return). */
export interface PaymentNotice {
  tone: 'success' | 'error' | 'info';
  text: string;
}

/** Why the buy modal opened: '+ crédits' (the person chose to), or a generation asked with no credit left. */
export type BuyPurpose = 'buy' | 'generate';

interface PaymentState {
  /** The buy-credits modal ('+ crédits'). */
  buyOpen: boolean;
  buyPurpose: BuyPurpose;
  notice: PaymentNotice | null;
  /** The page was opened with `?payment=…` (a return from the provider) and that is not yet handled. */
  returning: boolean;
  /** Run before the browser leaves for the checkout: the page keeps what the user entered (issue 25). */
  beforeCheckout: (() => Promise<void>) | null;
}

export const usePaymentStore = create<PaymentState>(() => ({
  buyOpen: false,
  buyPurpose: 'buy',
  notice: null,
  returning: typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('payment'),
  beforeCheckout: null,
}));

export const openBuyCredits = (buyPurpose: BuyPurpose = 'buy') =>
  usePaymentStore.setState({ buyOpen: true, buyPurpose });
export const closeBuyCredits = () => usePaymentStore.setState({ buyOpen: false });
export const showPaymentNotice = (notice: PaymentNotice | null) => usePaymentStore.setState({ notice });
