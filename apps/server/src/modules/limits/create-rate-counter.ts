import type { DatabaseHandle } from '@cv/db';
import { databaseRateCounter } from './database-rate-counter';
import { memoryRateCounter, type RateCounter } from './rate-counter';

/**
 * PostgreSQL: the counts in the database, so that N instances behind a balancer hold one limit, not N
 * (issue 21, ADR 016). PGlite serves one process: its counts stay in memory, off its single thread.
 */
export function createRateCounter(
  database: DatabaseHandle,
  onSweepError: (error: unknown) => void,
): RateCounter {
  return database.kind === 'postgres'
    ? databaseRateCounter(database.db, Date.now, onSweepError)
    : memoryRateCounter();
}
