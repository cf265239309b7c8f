// The integration suite's settings: which database to run on (set by scripts/test.mjs).
export const testDatabaseAdminUrl = process.env.TEST_DATABASE_URL || null;
export const testDatabaseKind = testDatabaseAdminUrl ? 'postgres' : 'pglite';
/** TEST_LOG=error (or info…) shows the server's log while debugging a test. */
export const testLogLevel = process.env.TEST_LOG || null;
