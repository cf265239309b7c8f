export { authSchemaOptions } from './auth-options';
export type { Database, DatabaseHandle, DatabaseKind, Schema, Transaction } from './database';
export { isDatabaseUnavailable } from './is-database-unavailable';
export { defaultMigrationsFolder } from './migrate';
export { type OpenDatabaseOptions, openDatabase } from './open-database';
export { DataDirInUseError } from './open-pglite';
export * as schema from './schema';
export * from './schema';
