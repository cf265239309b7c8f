import { create } from 'zustand';
import { indexedDbStore } from '../indexed-db-store';
import { copyOf, type SavedCv, type SavedCvSummary } from '../saved-cv';
import { type KeyValueStore, type SavedCvRepository, savedCvRepository } from '../saved-cv-repository';

interface SavedCvsState {
  /** The account whose CVs are listed; null: signed out, nothing is read. */
  userId: string | null;
  entries: SavedCvSummary[];
  /** False until the list of the account was read (the profile waits for it before saying 'not here'). */
  loaded: boolean;
}

interface SavedCvsActions {
  /** Opens the account's CVs; answers the one that was on the page when it was left. */
  start: (userId: string, store?: KeyValueStore) => Promise<SavedCv | null>;
  stop: () => void;
  save: (saved: SavedCv) => Promise<void>;
  read: (id: string) => Promise<SavedCv | null>;
  setCurrent: (id: string | null) => Promise<void>;
  duplicate: (id: string) => Promise<SavedCv | null>;
  remove: (id: string) => Promise<void>;
  clear: () => Promise<void>;
}

let repository: SavedCvRepository | null = null;

/** randomUUID exists only on secure pages (https, localhost); a page served over plain http gets another id. */
const newId = () =>
  globalThis.crypto?.randomUUID?.() ??
  `copy-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The signed-in account's CVs kept in this browser (D16b). A browser without IndexedDB (or one that refuses
 * it) keeps nothing, and says so in the console: the page works as before, the result lives until reload.
 */
export const useSavedCvs = create<SavedCvsState & SavedCvsActions>()((set, get) => {
  async function safely<T>(work: (repo: SavedCvRepository) => Promise<T>, fallback: T): Promise<T> {
    const repo = repository;
    if (!repo) return fallback;
    try {
      return await work(repo);
    } catch (error) {
      console.warn('CV non gardé dans ce navigateur', error);
      return fallback;
    }
  }
  const showList = (userId: string | null, entries: SavedCvSummary[]) => {
    if (get().userId === userId) set({ entries, loaded: true });
  };

  return {
    userId: null,
    entries: [],
    loaded: false,

    start: async (userId, store = indexedDbStore) => {
      if (get().userId !== userId) {
        repository = savedCvRepository(store, userId);
        set({ userId, entries: [], loaded: false });
      }
      const entries = await safely((repo) => repo.list(), []);
      showList(userId, entries);
      const currentId = await safely((repo) => repo.current(), null);
      return currentId ? get().read(currentId) : null;
    },

    stop: () => {
      repository = null;
      set({ userId: null, entries: [], loaded: false });
    },

    save: async (saved) => {
      const { userId } = get();
      const entries = await safely((repo) => repo.put(saved), null);
      if (entries) showList(userId, entries);
    },

    read: (id) => safely((repo) => repo.read(id), null),

    setCurrent: (id) => safely((repo) => repo.setCurrent(id), undefined),

    duplicate: async (id) => {
      const original = await get().read(id);
      if (!original) return null;
      const copy = copyOf(original, newId(), new Date());
      await get().save(copy);
      return copy;
    },

    remove: async (id) => {
      const { userId } = get();
      const entries = await safely((repo) => repo.remove(id), null);
      if (entries) showList(userId, entries);
    },

    clear: async () => {
      const { userId } = get();
      await safely((repo) => repo.clear(), undefined);
      showList(userId, []);
    },
  };
});
