import { type DatabaseHandle, user } from '@cv/db';
import { eq } from 'drizzle-orm';
import type { Auth } from '../auth/create-auth';
import { applyCreditChange } from '../credits/apply-credit-change';
import { DEMO_ACCOUNT } from '../system/public-config';

const DEMO_CREDITS = 100;

/**
 * Demo mode's account (decision D4), created once with 100 credits — through the ledger, like any credit.
 * It is not topped up again: spending its credits is part of trying the product.
 */
export async function seedDemoAccount(database: DatabaseHandle, auth: Auth): Promise<boolean> {
  const [existing] = await database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, DEMO_ACCOUNT.email));
  if (existing) return false;
  const created = await auth.api.signUpEmail({
    body: { name: 'Compte démo', email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
  });
  await database.db.transaction((tx) =>
    applyCreditChange(tx, {
      userId: created.user.id,
      delta: DEMO_CREDITS,
      kind: 'admin_grant',
      note: 'demo account seed',
    }),
  );
  return true;
}
