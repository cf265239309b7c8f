import { openDatabase } from '@cv/db';
import { applyCreditChange } from '../../apps/server/src/modules/credits/apply-credit-change';
import { DEMO, newAuthSecret, type RunningServer, startServer } from './server-process';

/**
 * Credits for a load run. There is no HTTP route to grant them yet, so this opens the server's database
 * directly and goes through the server's own applyCreditChange: the balance and an 'admin_grant' ledger
 * row move in one transaction, and the ledger still sums to the balance. For PGlite the server must be
 * stopped first (one process per data folder; openDatabase takes the same lock).
 */
export async function grantCredits(
  target: { databaseUrl?: string; dataDir: string },
  email: string,
  credits: number,
): Promise<number> {
  const database = await openDatabase({
    url: target.databaseUrl ?? null,
    dataDir: target.dataDir,
    poolSize: 1,
  });
  try {
    const found = await database.db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, email) });
    if (!found) throw new Error(`no account ${email} in the database`);
    const balance = await database.db.transaction((tx) =>
      applyCreditChange(tx, { userId: found.id, delta: credits, kind: 'admin_grant', note: 'npm run bench' }),
    );
    if (balance === null) throw new Error(`could not grant ${credits} credits to ${email}`);
    return balance;
  } finally {
    await database.close();
  }
}

/**
 * The built server on a fresh data folder (and PostgreSQL database when `databaseUrl` is set), its demo
 * account — seeded by the first start — holding `credits`. PGlite serves one process per folder: that
 * server is stopped for the grant and started again. `afterFirstStart` sees the first server before that.
 */
export async function serverWithCredits(options: {
  dataDir: string;
  databaseUrl?: string;
  credits: number;
  afterFirstStart?: (server: RunningServer) => Promise<void>;
}): Promise<RunningServer> {
  const target = { dataDir: options.dataDir, databaseUrl: options.databaseUrl };
  const authSecret = newAuthSecret();
  let server = await startServer({ ...target, authSecret });
  await options.afterFirstStart?.(server);
  if (options.databaseUrl) {
    await grantCredits(target, DEMO.email, options.credits);
    return server;
  }
  await server.stop();
  await grantCredits(target, DEMO.email, options.credits);
  server = await startServer({ ...target, authSecret });
  return server;
}
