import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as runNodePgMigrations } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as runPgliteMigrations } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** Where the SQL migrations are when running from source; a bundled server passes its own copy. */
export const defaultMigrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

// Any fixed number: two instances starting together on one PostgreSQL migrate one after the other.
const MIGRATION_LOCK_ID = 7_346_201;

export async function migratePglite(client: PGlite, migrationsFolder: string): Promise<void> {
  await runPgliteMigrations(drizzlePglite({ client }), { migrationsFolder });
}

export async function migratePostgres(url: string, migrationsFolder: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await runNodePgMigrations(drizzleNodePg({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}
