import { type PurchasePurpose, requestPurchase } from '../../features/credits/stores/purchase-store';
import { openProfile } from '../../features/profile/stores/profile-dialog-store';

/**
 * The one "buy credits" action of the page: the header's '+ crédits' (no pack chosen) and the profile's pack
 * buttons. The payments feature registers its flow with `registerPurchaseHandler`; until it does, '+ crédits'
 * shows the packs in the profile modal.
 */
export function buyCredits(credits: number | null, purpose: PurchasePurpose = 'buy'): void {
  if (requestPurchase(credits, purpose)) return;
  if (credits === null) openProfile();
  else console.info(`Achat de ${credits} crédits : aucun moyen de paiement n'est encore branché`);
}
