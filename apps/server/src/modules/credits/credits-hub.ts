import type { DatabaseHandle } from '@cv/db';

type Listener = (credits: number) => void;

export interface CreditsHub {
  /** Calls `listener` with each new balance of `userId`, from whichever instance changed it. */
  subscribe(userId: string, listener: Listener): () => void;
  close(): Promise<void>;
}

/**
 * One LISTEN per server process on the 'credits' channel (fed by a database trigger on every balance
 * change, decision D8), fanned out to the open streams of each user. So a change made by any instance —
 * a generation, a payment webhook — reaches every open tab, on every instance.
 */
export async function createCreditsHub(database: DatabaseHandle): Promise<CreditsHub> {
  const listeners = new Map<string, Set<Listener>>();
  const unlisten = await database.listen('credits', (payload) => {
    let message: { userId?: unknown; credits?: unknown };
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    if (typeof message.userId !== 'string' || typeof message.credits !== 'number') return;
    for (const listener of listeners.get(message.userId) ?? []) listener(message.credits);
  });
  return {
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    async close() {
      listeners.clear();
      await unlisten();
    },
  };
}
