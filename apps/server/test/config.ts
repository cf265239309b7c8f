// The integration suite's settings: which database to run on (set by scripts/test.mjs).
export const testDatabaseAdminUrl = process.env.TEST_DATABASE_URL || null;
export const testDatabaseKind = testDatabaseAdminUrl ? 'postgres' : 'pglite';
