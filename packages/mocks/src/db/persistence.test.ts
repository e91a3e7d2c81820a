import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockHandlers } from '../handlers';
import { createTestClient } from '../testing';
import { createMockDatabase, getMockDatabase, resetMockDatabase, setMockDatabase, snapshotDatabase } from './database';
import { MOCK_DB_STORAGE_KEY, persistMockDatabase, type Persistence } from './persistence';

/** localStorage as the browser has it, in memory. */
function fakeLocalStorage(quota = Infinity) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (value.length > quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
}

const call = createTestClient(mockHandlers());
let persistence: Persistence | undefined;

afterEach(() => {
  persistence?.stop();
  setMockDatabase(createMockDatabase());
});

const rename = (first_name: string) => call('PATCH', '/accounts/users/update_profile/', { as: 'student', body: { first_name } });
const firstName = async () =>
  (await call<{ first_name: string }>('GET', '/accounts/users/me/', { as: 'student' })).body.first_name;

describe('persistence across reloads', () => {
  it('saves after writes settle and restores the data on the next start', async () => {
    const storage = fakeLocalStorage();
    persistence = await persistMockDatabase(storage, { debounceMs: 10 });
    await rename('Wairimu');
    expect(storage.items.has(MOCK_DB_STORAGE_KEY)).toBe(false);
    await vi.waitFor(() => expect(storage.getItem(MOCK_DB_STORAGE_KEY)).toMatch(/^gz:/), { timeout: 3000 });
    persistence.stop();

    // A reload: a fresh process state, then the stored snapshot.
    setMockDatabase(createMockDatabase());
    expect(await firstName()).toBe('Wanjiku');
    persistence = await persistMockDatabase(storage);
    expect(await firstName()).toBe('Wairimu');
  });

  it('keeps a change made just before the page unloads', async () => {
    const storage = fakeLocalStorage();
    persistence = await persistMockDatabase(storage, { debounceMs: 60_000 });
    await rename('Wairimu');
    // The page goes away before the debounced, compressed save: pagehide writes at once.
    persistence.flushPending();
    persistence.stop();
    setMockDatabase(createMockDatabase());
    persistence = await persistMockDatabase(storage);
    expect(await firstName()).toBe('Wairimu');
  });

  it('keeps a change when the page unloads while its compressed save is still running', async () => {
    const storage = fakeLocalStorage();
    persistence = await persistMockDatabase(storage, { debounceMs: 60_000 });
    await rename('Njeri');
    // The save has started compressing (a slow phone) when the page goes away: pagehide still writes.
    const compressing = persistence.flush();
    persistence.flushPending();
    expect(storage.getItem(MOCK_DB_STORAGE_KEY)).toContain('Njeri');
    await compressing;
    persistence.stop();
    setMockDatabase(createMockDatabase());
    persistence = await persistMockDatabase(storage);
    expect(await firstName()).toBe('Njeri');
  });

  it('goes back to the seed on reset and forgets the stored snapshot', async () => {
    const storage = fakeLocalStorage();
    persistence = await persistMockDatabase(storage, { debounceMs: 10 });
    await rename('Wairimu');
    await persistence.flush();
    expect(storage.items.has(MOCK_DB_STORAGE_KEY)).toBe(true);
    resetMockDatabase();
    expect(storage.items.has(MOCK_DB_STORAGE_KEY)).toBe(false);
    expect(await firstName()).toBe('Wanjiku');
  });

  it('ignores a snapshot of another data version and a corrupt one', async () => {
    const storage = fakeLocalStorage();
    storage.setItem(MOCK_DB_STORAGE_KEY, JSON.stringify({ ...snapshotDatabase(createMockDatabase()), version: 'old' }));
    persistence = await persistMockDatabase(storage);
    expect(getMockDatabase().accounts.users.size).toBeGreaterThan(100);
    persistence.stop();
    storage.setItem(MOCK_DB_STORAGE_KEY, 'gz:not-base64!');
    persistence = await persistMockDatabase(storage);
    expect(await firstName()).toBe('Wanjiku');
  });

  it('keeps working when the storage is full', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    persistence = await persistMockDatabase(fakeLocalStorage(10), { debounceMs: 1 });
    await rename('Wairimu');
    await persistence.flush();
    expect(await firstName()).toBe('Wairimu');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('is the same seed every time', () => {
    expect(JSON.stringify(snapshotDatabase(createMockDatabase()))).toBe(JSON.stringify(snapshotDatabase(createMockDatabase())));
  });
});
