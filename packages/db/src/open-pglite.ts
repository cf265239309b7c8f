import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { lock } from 'proper-lockfile';
import type { Database, DatabaseHandle } from './database';
import { migratePglite } from './migrate';
import * as schema from './schema';

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The data folder ${dataDir} is already used by another running server. ` +
        'Two processes on one PGlite folder lose data silently: stop the other one, or set DATA_DIR.',
    );
  }
}

/**
 * PGlite has no lock of its own and two processes on one folder corrupt it without a word, so the folder
 * is locked for the life of the process (a crashed holder's lock goes stale after 10 s).
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lock(dataDir, { stale: 10_000, update: 2_000, retries: { retries: 6, minTimeout: 1_000 } });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw error;
  }
}

/**
 * Opens PGlite in `dataDir` (created if missing), or in memory when `dataDir` is null, or wraps `client`;
 * applies the migrations when `migrationsFolder` is given.
 */
export async function openPglite(options: {
  dataDir: string | null;
  client?: PGlite;
  migrationsFolder?: string;
}): Promise<DatabaseHandle> {
  let release: (() => Promise<void>) | null = null;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    release = await lockDataDir(options.dataDir);
  }
  const client = options.client ?? (await PGlite.create(options.dataDir ?? undefined));
  if (options.migrationsFolder) await migratePglite(client, options.migrationsFolder);
  const db = drizzle({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onMessage) {
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => unsubscribe();
    },
    async ping() {
      await client.query('select 1');
    },
    async othersConnected() {
      return false;
    },
    async close() {
      await client.close();
      await release?.();
    },
  };
}
