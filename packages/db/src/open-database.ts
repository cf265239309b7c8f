import { join } from 'node:path';
import type { DatabaseHandle } from './database';
import { defaultMigrationsFolder } from './migrate';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; empty means the embedded PGlite in `dataDir`. */
  url: string | null;
  dataDir: string;
  migrationsFolder?: string;
  poolSize?: number;
}

/** Opens the database the settings name, migrated to the latest schema. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;
  if (options.url) return openPostgres({ url: options.url, poolSize: options.poolSize, migrationsFolder });
  return openPglite({ dataDir: join(options.dataDir, 'pglite'), migrationsFolder });
}
