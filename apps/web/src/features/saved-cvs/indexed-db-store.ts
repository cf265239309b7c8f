import { createStore, delMany, get, set } from 'idb-keyval';
import type { KeyValueStore } from './saved-cv-repository';

let store: ReturnType<typeof createStore> | null = null;
// Opened on first use: a visitor's page never opens the database.
const database = () => (store ??= createStore('cv-sur-mesure', 'saved-cvs'));

/** The browser's IndexedDB (decision D16b: the generated CVs are kept here, never on the server). */
export const indexedDbStore: KeyValueStore = {
  get: (key) => get(key, database()),
  set: (key, value) => set(key, value, database()),
  delMany: (keys) => delMany(keys, database()),
};
