import { lazy, Suspense, useEffect, useState } from 'react';
import { registerPurchaseHandler } from '../../credits/stores/purchase-store';
import { openBuyCredits, usePaymentStore } from '../stores/payment-store';

// Initial JS budget: everything the feature shows is a chunk of its own, loaded on first use.
const PaymentOverlay = lazy(() => import('./payment-overlay'));

export interface PaymentLayerProps {
  isAuthenticated: boolean;
  /** The balance a confirmation answered (the live stream brings it too). */
  onBalance: (credits: number) => void;
  /** Keeps what the user entered before the browser leaves for the checkout; never throws. */
  beforeCheckout: () => Promise<void>;
}

/**
 * The payments feature on the main page: '+ crédits' opens the buy modal, a pack chosen elsewhere (the
 * profile modal) goes straight to the checkout, and a return with `?payment=…` is confirmed (spec §4).
 */
export function PaymentLayer({ beforeCheckout, ...props }: PaymentLayerProps) {
  useEffect(() => usePaymentStore.setState({ beforeCheckout }), [beforeCheckout]);
  const active = usePaymentStore((state) => state.buyOpen || state.notice !== null || state.returning);
  const [loaded, setLoaded] = useState(false);

  useEffect(
    () =>
      registerPurchaseHandler((credits, purpose) => {
        if (credits === null) openBuyCredits(purpose);
        else
          import('./payment-overlay').then(
            ({ startPurchase }) => startPurchase(credits),
            (error: unknown) => console.error('Achat de crédits', error),
          );
      }),
    [],
  );

  useEffect(() => {
    if (active) setLoaded(true);
  }, [active]);

  if (!active && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <PaymentOverlay {...props} />
    </Suspense>
  );
}
