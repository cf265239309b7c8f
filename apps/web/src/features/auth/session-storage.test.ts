import { describe, expect, it } from 'vitest';
import {
  clearStoredSession,
  parseUser,
  readStoredSession,
  storeToken,
  storeUser,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
} from './session-storage';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

const user = {
  id: 'u1',
  email: 'ada@example.org',
  name: 'Ada',
  credits: 3,
  subscriptionType: 'free',
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('session storage', () => {
  it('has nothing without a token', () => {
    const storage = memoryStorage();
    storage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    expect(readStoredSession(storage)).toBeNull();
  });

  it('round-trips the token and the user', () => {
    const storage = memoryStorage();
    storeToken('tok', storage);
    storeUser(user, storage);
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe('tok');
    expect(readStoredSession(storage)).toEqual({ token: 'tok', user });
    clearStoredSession(storage);
    expect(storage.length).toBe(0);
  });

  it('keeps the token when the stored user is unreadable', () => {
    const storage = memoryStorage();
    storeToken('tok', storage);
    storage.setItem(USER_STORAGE_KEY, '{not json');
    expect(readStoredSession(storage)).toEqual({ token: 'tok', user: null });
  });

  it('fills missing fields of an older stored user and rejects a user without id or email', () => {
    expect(parseUser(JSON.stringify({ id: 'u1', email: 'a@b.co' }))).toMatchObject({ credits: 0, name: '' });
    expect(parseUser(JSON.stringify({ email: 'a@b.co' }))).toBeNull();
    expect(parseUser('null')).toBeNull();
  });

  it('does not throw without any storage', () => {
    expect(readStoredSession(null)).toBeNull();
    expect(() => clearStoredSession(null)).not.toThrow();
  });
});
