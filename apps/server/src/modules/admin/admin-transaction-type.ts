import type { AdminTransactionType } from '@cv/contracts';
import type { LedgerKind } from '@cv/db';

/** How the admin's Transactions tab names each kind of ledger row. */
export const ADMIN_TRANSACTION_TYPE: Record<LedgerKind, AdminTransactionType> = {
  purchase: 'purchase', // a paid checkout: the only row with an amount in euros
  generation: 'generation', // one credit spent on a CV
  refund: 'refund', // a failed or abandoned generation's credit given back: not a use
  consumption: 'consumption', // POST /api/user/consume-credits, an API client's use
  admin_grant: 'grant', // credits given (the demo account's seed, a benchmark): not a use, not a sale
  welcome: 'grant', // WELCOME_CREDITS given at an address's verification (D27): a gift, not a sale
};
