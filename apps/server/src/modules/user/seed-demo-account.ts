import { type DatabaseHandle, user } from '@cv/db';
import { eq } from 'drizzle-orm';
import type { Auth } from '../auth/create-auth';
import { applyCreditChange } from '../credits/apply-credit-change';
import { DEMO_ACCOUNT } from '../system/public-config';

const DEMO_CREDITS = 100;

/**
 * The password the login form shows, whatever happened to it before this start: the library's routes
 * that change it are refused for this account, but a data folder from an older version, or an email-link
 * sign-in opened from the outbox (which drops the password of an unproven address), may have lost it.
 */
async function restoreDemoPassword(auth: Auth, userId: string): Promise<void> {
  const context = await auth.$context;
  const hash = await context.password.hash(DEMO_ACCOUNT.password);
  if (await context.internalAdapter.findCredentialAccount(userId)) {
    await context.internalAdapter.updatePassword(userId, hash);
  } else {
    await context.internalAdapter.linkAccount({
      userId,
      providerId: 'credential',
      accountId: userId,
      password: hash,
    });
  }
}

/**
 * Demo mode's account (decision D4), created once with 100 credits — through the ledger, like any credit.
 * It is not topped up again: spending its credits is part of trying the product. At every later start its
 * password is set back to the advertised one. True when it was created now.
 */
export async function seedDemoAccount(database: DatabaseHandle, auth: Auth): Promise<boolean> {
  const [existing] = await database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, DEMO_ACCOUNT.email));
  if (existing) {
    await restoreDemoPassword(auth, existing.id);
    return false;
  }
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
