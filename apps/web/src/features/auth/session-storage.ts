import type { User } from '@cv/contracts';
import { getStorage, readItem, removeItem, writeItem } from '../../lib/storage';

/** Session data in browser storage (spec §3): the session token and the serialised user. */
export const TOKEN_STORAGE_KEY = 'cv.auth.token';
export const USER_STORAGE_KEY = 'cv.auth.user';

export interface StoredSession {
  token: string;
  /** Null when the token was stored but the user was not (or could not be read back). */
  user: User | null;
}

export function readStoredSession(storage: Storage | null = getStorage()): StoredSession | null {
  const token = readItem(TOKEN_STORAGE_KEY, storage);
  if (!token) return null;
  return { token, user: parseUser(readItem(USER_STORAGE_KEY, storage)) };
}

export function storeToken(token: string, storage: Storage | null = getStorage()): void {
  writeItem(TOKEN_STORAGE_KEY, token, storage);
}

export function storeUser(user: User, storage: Storage | null = getStorage()): void {
  writeItem(USER_STORAGE_KEY, JSON.stringify(user), storage);
}

export function clearStoredSession(storage: Storage | null = getStorage()): void {
  removeItem(TOKEN_STORAGE_KEY, storage);
  removeItem(USER_STORAGE_KEY, storage);
}

/** A hand-edited or outdated value must not crash the app: anything without id and email is no user. */
export function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const candidate = value as Partial<User>;
    if (typeof candidate.id !== 'string' || typeof candidate.email !== 'string') return null;
    return {
      id: candidate.id,
      email: candidate.email,
      name: typeof candidate.name === 'string' ? candidate.name : '',
      credits: typeof candidate.credits === 'number' ? candidate.credits : 0,
      subscriptionType: typeof candidate.subscriptionType === 'string' ? candidate.subscriptionType : 'free',
      createdAt: typeof candidate.createdAt === 'string' ? candidate.createdAt : '',
    };
  } catch {
    return null;
  }
}
