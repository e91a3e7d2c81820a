/** The session's three local items (`token`, `refreshToken`, `user`), also reading the legacy `accessToken`. */
import { STORAGE_KEYS } from '@ujuzi/domain';

/** The subset of the Web Storage API the session needs. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear' | 'key'> & {
  readonly length: number;
};

/** An in-memory storage for Node and for browsers where local storage is blocked. */
export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
  };
}

function defaultStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    if (storage) {
      storage.getItem(STORAGE_KEYS.token);
      return storage;
    }
  } catch {
    // Local storage can throw (privacy modes, sandboxed frames): fall back to memory.
  }
  return createMemoryStorage();
}

let storage: KeyValueStorage | undefined;

function current(): KeyValueStorage {
  storage ??= defaultStorage();
  return storage;
}

/** Replaces the storage (tests use a fresh memory storage). */
export function setAuthStorage(next: KeyValueStorage): void {
  storage = next;
}

export function getStoredToken(): string | null {
  return current().getItem(STORAGE_KEYS.token) ?? current().getItem(STORAGE_KEYS.accessToken);
}

/** Writes the access token; throws if the storage refuses it so the session can say so. */
export function setStoredToken(token: string): void {
  current().setItem(STORAGE_KEYS.token, token);
}

export function getStoredRefreshToken(): string | null {
  return current().getItem(STORAGE_KEYS.refreshToken);
}

export function setStoredRefreshToken(refresh: string): void {
  current().setItem(STORAGE_KEYS.refreshToken, refresh);
}

/** The stored user, or null when absent or unreadable. */
export function getStoredUser<User = unknown>(): User | null {
  const raw = current().getItem(STORAGE_KEYS.user);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as User;
  } catch {
    return null;
  }
}

export function setStoredUser(user: unknown): void {
  current().setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** What a 401 does: the token (under either name) and the user go; the refresh token stays for a refresh. */
export function removeStoredTokenAndUser(): void {
  const store = current();
  store.removeItem(STORAGE_KEYS.token);
  store.removeItem(STORAGE_KEYS.accessToken);
  store.removeItem(STORAGE_KEYS.user);
}

/**
 * What logout does: the auth items go and, if any of them is still there (a storage that did not
 * obey), all local storage is cleared. Other items (colour mode, the mock database) survive a
 * normal logout.
 */
export function clearAuthData(): void {
  const store = current();
  const keys = Object.values(STORAGE_KEYS);
  for (const key of keys) store.removeItem(key);
  if (keys.some((key) => store.getItem(key) !== null)) store.clear();
}
