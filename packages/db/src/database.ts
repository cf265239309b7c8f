import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;

/** One type for both drivers: a union of the two driver types breaks `.returning()`. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Subscribes to a NOTIFY channel; the returned function unsubscribes. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** Cheap round trip, for health checks. */
  ping(): Promise<void>;
  /**
   * Whether another server process is connected to this database now. PGlite: never (its folder is locked
   * to one process). At start, a process alone on the database knows every open reservation is an orphan.
   */
  othersConnected(): Promise<boolean>;
  close(): Promise<void>;
}
