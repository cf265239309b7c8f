import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { serverWithCredits } from './grant-credits';
import type { RunningServer } from './server-process';

export type DatabaseName = 'PostgreSQL' | 'PGlite';

/**
 * `work` on the built server started on a fresh data folder (and a throwaway PostgreSQL for 'PostgreSQL'), its
 * demo account holding `credits`; everything stopped and removed after, whatever `work` did.
 */
export async function onFreshServer<T>(
  database: DatabaseName,
  credits: number,
  work: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const pg = database === 'PostgreSQL' ? await startPostgres() : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'cv-bench-'));
  let server: RunningServer | null = null;
  try {
    server = await serverWithCredits({ dataDir, databaseUrl: pg?.url, credits });
    return await work(server);
  } finally {
    await server?.stop();
    pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
