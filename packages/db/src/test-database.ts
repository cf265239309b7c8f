import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from './database';
import { defaultMigrationsFolder, migratePglite } from './migrate';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The connection string of this test's own database (PostgreSQL only). */
  url: string | null;
  destroy(): Promise<void>;
}

let pgliteTemplate: Promise<PGlite> | null = null;

/** Migrating a fresh PGlite takes seconds; cloning a migrated one takes milliseconds. */
function migratedPgliteTemplate(): Promise<PGlite> {
  pgliteTemplate ??= (async () => {
    const template = await PGlite.create();
    await migratePglite(template, defaultMigrationsFolder);
    return template;
  })();
  return pgliteTemplate;
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/**
 * A fresh, migrated database for one test file: a clone of a migrated in-memory PGlite, or — when
 * `adminUrl` names a PostgreSQL server — a new database on it, dropped by `destroy()`.
 */
export async function createTestDatabase(adminUrl: string | null | undefined): Promise<TestDatabase> {
  if (!adminUrl) {
    const client = await (await migratedPgliteTemplate()).clone();
    const handle = await openPglite({ dataDir: null, client: client as PGlite });
    return { handle, url: null, destroy: () => handle.close() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const handle = await openPostgres({
    url,
    poolSize: 20,
    migrationsFolder: defaultMigrationsFolder,
    application: 'cv-test',
  });
  return {
    handle,
    url,
    async destroy() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
