import { QueueFull } from '../../../lib/task-lanes';
import { HttpError, RETRY_AFTER_SECONDS } from '../../../plugins/errors';
import { InFlightPerAccount } from '../in-flight-per-account';
import { engineFull } from './run-engine';

export const ENGINE_BUSY = 'Le service est très sollicité en ce moment. Réessayez dans un instant.';
export const PARSES_IN_PROGRESS =
  "Deux analyses de CV sont déjà en cours pour votre compte : attendez qu'elles se terminent.";

// Free parses an account may have running at once (issue 21): the web client sends none, an API client
// one at a time; more is a flood, which would fill the free lane for everyone else.
const parsesPerAccount = new InFlightPerAccount(2, PARSES_IN_PROGRESS);

/** 503 with Retry-After: the engine's lane for this kind of task is full (engine-pool.ts). */
export const engineBusy = (detail = ENGINE_BUSY) =>
  new HttpError(503, detail, { 'retry-after': String(RETRY_AFTER_SECONDS) });

/**
 * A route hook, before the session check and the body's parsing: while the free lane is full, a parse is
 * refused for almost nothing — a flood's requests would otherwise each cost the server's own thread a
 * 50 000-character body to parse and check, only to be refused after (issue 21).
 */
export async function refuseParseWhileBusy(): Promise<void> {
  if (engineFull('parse')) throw engineBusy();
}

/** A free parse for one account: 429 past two in flight, 503 when the free lane is full. */
export function parseForAccount<T>(accountId: string, parse: () => Promise<T>): Promise<T> {
  return parsesPerAccount.run(accountId, async () => {
    try {
      return await parse();
    } catch (error) {
      if (error instanceof QueueFull) throw engineBusy();
      throw error;
    }
  });
}
