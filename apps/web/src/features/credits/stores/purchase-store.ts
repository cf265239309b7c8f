import { create } from 'zustand';

/**
 * The one "buy credits" entry point of the app: the header's '+ crédits' button and the profile modal's pack
 * buttons call `requestPurchase`; the payments feature registers the handler that opens its buy modal or its
 * checkout. `credits` is a pack's size, or null to let the person choose.
 */
export type PurchaseHandler = (credits: number | null, purpose?: PurchasePurpose) => void;
/** 'generate': the person asked for a generation with no credit left — the packs are worded for that. */
export type PurchasePurpose = 'buy' | 'generate';

interface PurchaseState {
  handler: PurchaseHandler | null;
}

export const usePurchaseStore = create<PurchaseState>(() => ({ handler: null }));

/** Returns the function that unregisters it. */
export function registerPurchaseHandler(handler: PurchaseHandler): () => void {
  usePurchaseStore.setState({ handler });
  return () => {
    if (usePurchaseStore.getState().handler === handler) usePurchaseStore.setState({ handler: null });
  };
}

/** False when no payment flow is registered yet, so the caller can fall back (e.g. show the packs). */
export function requestPurchase(credits: number | null, purpose: PurchasePurpose = 'buy'): boolean {
  const { handler } = usePurchaseStore.getState();
  if (!handler) return false;
  handler(credits, purpose);
  return true;
}
