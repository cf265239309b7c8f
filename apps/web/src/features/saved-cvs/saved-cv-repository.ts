import { HISTORY_LIMIT, isSavedCv, type SavedCv, type SavedCvSummary, summarise } from './saved-cv';

/** The few key-value operations the repository needs: IndexedDB in the browser, a Map in tests. */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  delMany(keys: string[]): Promise<void>;
}

export interface SavedCvRepository {
  /** Newest first. */
  list(): Promise<SavedCvSummary[]>;
  read(id: string): Promise<SavedCv | null>;
  /** Adds or replaces; past HISTORY_LIMIT the oldest are deleted. Answers the new list. */
  put(saved: SavedCv): Promise<SavedCvSummary[]>;
  remove(id: string): Promise<SavedCvSummary[]>;
  clear(): Promise<void>;
  /** The result that was on the page when it was left (null: none). */
  current(): Promise<string | null>;
  setCurrent(id: string | null): Promise<void>;
}

/**
 * One account's kept CVs (decision D16b). Every key starts with the account's id, and a repository only
 * ever reads its own account's keys: whoever signs in next in this browser sees only theirs. The list is
 * its own small record, so that listing does not read whole CVs; writes run one after another, so that an
 * edit saved while a new result arrives cannot lose either from the list.
 */
export function savedCvRepository(store: KeyValueStore, userId: string): SavedCvRepository {
  const indexKey = `${userId}/index`;
  const currentKey = `${userId}/current`;
  const cvKey = (id: string) => `${userId}/cv/${id}`;
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };
  const readIndex = async () => (await store.get<SavedCvSummary[]>(indexKey)) ?? [];

  return {
    list: () => inTurn(readIndex),
    read: (id) =>
      inTurn(async () => {
        const saved = await store.get<unknown>(cvKey(id));
        return isSavedCv(saved) ? saved : null;
      }),
    put: (saved) =>
      inTurn(async () => {
        // the record first, in the first transaction: a save started as the page goes away (a reload right
        // after an edit) may not live to a second one
        const written = store.set(cvKey(saved.id), saved);
        const others = (await readIndex()).filter((entry) => entry.id !== saved.id);
        const sorted = [summarise(saved), ...others].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
        const kept = sorted.slice(0, HISTORY_LIMIT);
        await written;
        await store.set(indexKey, kept);
        const dropped = sorted.slice(HISTORY_LIMIT).map((entry) => cvKey(entry.id));
        if (dropped.length > 0) await store.delMany(dropped);
        return kept;
      }),
    remove: (id) =>
      inTurn(async () => {
        const kept = (await readIndex()).filter((entry) => entry.id !== id);
        await store.set(indexKey, kept);
        await store.delMany([cvKey(id)]);
        if ((await store.get<string>(currentKey)) === id) await store.delMany([currentKey]);
        return kept;
      }),
    clear: () =>
      inTurn(async () => {
        const keys = (await readIndex()).map((entry) => cvKey(entry.id));
        await store.delMany([...keys, indexKey, currentKey]);
      }),
    current: async () => (await store.get<string>(currentKey)) ?? null,
    setCurrent: (id) => inTurn(() => (id === null ? store.delMany([currentKey]) : store.set(currentKey, id))),
  };
}
