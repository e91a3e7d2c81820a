/**
 * Keeps the current mock database in a key-value storage (the browser's localStorage) so it
 * survives reloads: one snapshot under one key, gzip-compressed and base64-encoded where the
 * platform compresses (every current browser and Node), written shortly after writes settle. A
 * reset drops the snapshot; a snapshot of another data version is ignored and the seed is used.
 */
import {
  createMockDatabase,
  getMockDatabase,
  onMockDatabaseReset,
  onMockDatabaseWrite,
  setMockDatabase,
  snapshotDatabase,
  type DatabaseSnapshot,
} from './database';

export const MOCK_DB_STORAGE_KEY = 'ujuzi-mock-db';
export const PERSIST_DEBOUNCE_MS = 400;
const GZIP_PREFIX = 'gz:';

/** The part of the Web Storage API persistence needs. */
export type SnapshotStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface Persistence {
  /** Writes the snapshot now, compressed (in tests, and when a burst of writes ends). */
  flush(): Promise<void>;
  /**
   * Writes unsaved changes at once, uncompressed (compression is asynchronous and would not finish
   * before the page unloads): a reload right after a change keeps it.
   */
  flushPending(): void;
  /** Stops saving. */
  stop(): void;
}

const canCompress = (): boolean => typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';

async function transform(
  bytes: Uint8Array<ArrayBuffer>,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer());
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export async function encodeSnapshot(snapshot: DatabaseSnapshot): Promise<string> {
  const json = JSON.stringify(snapshot);
  if (!canCompress()) return json;
  return GZIP_PREFIX + toBase64(await transform(new TextEncoder().encode(json), new CompressionStream('gzip')));
}

export async function decodeSnapshot(text: string): Promise<DatabaseSnapshot> {
  const json = text.startsWith(GZIP_PREFIX)
    ? new TextDecoder().decode(await transform(fromBase64(text.slice(GZIP_PREFIX.length)), new DecompressionStream('gzip')))
    : text;
  return JSON.parse(json) as DatabaseSnapshot;
}

export async function readSnapshot(storage: SnapshotStorage, key = MOCK_DB_STORAGE_KEY): Promise<DatabaseSnapshot | null> {
  try {
    const text = storage.getItem(key);
    return text ? await decodeSnapshot(text) : null;
  } catch {
    return null;
  }
}

/**
 * Makes the stored snapshot (if any, and of this data version) the current database, then saves
 * the database after every burst of writes.
 */
export async function persistMockDatabase(
  storage: SnapshotStorage,
  options: { key?: string; debounceMs?: number } = {},
): Promise<Persistence> {
  const key = options.key ?? MOCK_DB_STORAGE_KEY;
  const debounceMs = options.debounceMs ?? PERSIST_DEBOUNCE_MS;
  setMockDatabase(createMockDatabase(await readSnapshot(storage, key)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let warned = false;
  let generation = 0;
  /** A compressed save has started and not been stored yet. */
  let saving = false;

  const flush = async (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const started = generation;
    saving = true;
    try {
      const text = await encodeSnapshot(snapshotDatabase(getMockDatabase()));
      // A reset or a save on leaving while compressing wins: its data must not be overwritten with older data.
      if (started === generation) storage.setItem(key, text);
    } catch (error) {
      // A full storage must not break the app: the data then lives only until the next reload.
      if (!warned) console.warn('[mocks] The mock database could not be saved:', error);
      warned = true;
    } finally {
      if (started === generation) saving = false;
    }
  };
  const flushPending = (): void => {
    // Leaving the page while a save waits or is still compressing (a slow phone): save now, uncompressed.
    if (timer === undefined && !saving) return;
    clearTimeout(timer);
    timer = undefined;
    generation++;
    saving = false;
    try {
      storage.setItem(key, JSON.stringify(snapshotDatabase(getMockDatabase())));
    } catch {
      // Too large uncompressed for the storage: the last compressed save stays.
    }
  };
  const stopWrites = onMockDatabaseWrite(() => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => void flush(), debounceMs);
  });
  const stopResets = onMockDatabaseReset(() => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    generation++;
    storage.removeItem(key);
  });
  return {
    flush,
    flushPending,
    stop: () => {
      if (timer !== undefined) clearTimeout(timer);
      stopWrites();
      stopResets();
    },
  };
}
