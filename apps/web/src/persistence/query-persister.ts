/**
 * The page's offline memory (issue 29): chosen reads (lessons, the course outline, progress) and the
 * writes that wait, kept in IndexedDB and put back into the query cache when the app starts, so a lesson
 * opened before reads with no network after the browser was closed, and a write made offline is sent
 * once back online. Written by hand from `dehydrate`/`hydrate` (TanStack's persister package pins a
 * second copy of the query core).
 *
 * - Only chosen reads are kept (`isKeptQuery`): what a lesson needs, nothing personal beyond progress.
 * - Reads expire after `MAX_AGE_MS` and are dropped when the app's build changes (`buster`): a new build
 *   may read data of another shape. Waiting writes are kept across builds: they are the person's work.
 * - Reads are saved throttled (once per `THROTTLE_MS` at most), writes at once, and all when the page is hidden.
 * - Tabs share the store: each waiting write is kept under its own key (`write:<idempotency key>`), and
 *   a tab deletes only the writes it knows were sent or discarded, so no tab writes another's over. A
 *   write sent by one tab is marked sent (`sent:<key>`); another tab holding it then does not send it
 *   again (checked under a Web Lock where the browser has them; the key makes a repeat harmless).
 */
import { dehydrate, hydrate, onlineManager, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  isOutstanding,
  setWaitingWriteGate,
  type WaitingMutation,
  type WaitingWriteGate,
  type WaitingWriteVariables,
} from '@ujuzi/features';
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const THROTTLE_MS = 1000;
const CACHE_KEY = 'query-cache';
const WRITE_PREFIX = 'write:';
const SENT_PREFIX = 'sent:';

type DehydratedMutation = DehydratedState['mutations'][number];

interface KeptWrite {
  savedAt: number;
  mutation: DehydratedMutation;
}

const keyOf = (mutation: DehydratedMutation): string | undefined =>
  (mutation.state.variables as WaitingWriteVariables | undefined)?.idempotencyKey;
const madeAt = (mutation: DehydratedMutation): string =>
  (mutation.state.variables as WaitingWriteVariables | undefined)?.madeAt ?? '';

export interface PersistedCache {
  buster: string;
  savedAt: number;
  state: DehydratedState;
}

/** The reads a lesson needs offline: the course, its lessons (text and code) and outline, access and progress. */
const KEPT_PATHS = [
  /^\/courses\/courses\/\d+\/(lessons|structure|enrollment_status|student_progress)\/$/,
  /^\/courses\/lessons\/\d+\/progress\/$/,
  // The attachments' list (their files are in the Cache API when the course was kept for offline).
  /^\/courses\/lesson-attachments\/$/,
  /^\/courses\/student-enrollments\//,
  /^\/learning\/progress\/summary\/$/,
];

export function isKeptQuery(queryKey: QueryKey): boolean {
  const [first, second] = queryKey;
  if (first === 'public' && second === 'course') return true;
  // An assessment's attempt as it was started (its questions): it opens offline (learning/assessment).
  if (first === 'offline' && second === 'attempt-start') return true;
  return typeof first === 'string' && KEPT_PATHS.some((path) => path.test(first));
}

/** An error as plain fields (IndexedDB keeps only an Error's message): the indicator reads status and kind. */
const plainError = (error: unknown): unknown => {
  if (!(error instanceof Error)) return error;
  const { status, kind } = error as Error & { status?: unknown; kind?: unknown };
  return { name: error.name, message: error.message, status, kind };
};

/** What is saved: the kept reads that succeeded, and every write still to send or refused. */
export function keptState(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && isKeptQuery(query.queryKey),
    shouldDehydrateMutation: (mutation) => isOutstanding(mutation as WaitingMutation),
  });
  return {
    ...state,
    // One on its way when the page closed is sent again after the reload (its idempotency key makes that safe).
    mutations: state.mutations.map((mutation) => ({
      ...mutation,
      state: {
        ...mutation.state,
        isPaused: mutation.state.status === 'pending' ? true : mutation.state.isPaused,
        error: plainError(mutation.state.error) as null,
      },
    })),
  };
}

/** The state to put back: reads only when of this build and young enough; writes always. */
export function restorable(saved: PersistedCache | undefined, buster: string, now: number): DehydratedState | undefined {
  if (!saved) return undefined;
  const fresh = saved.buster === buster && now - saved.savedAt <= MAX_AGE_MS;
  return { queries: fresh ? saved.state.queries : [], mutations: saved.state.mutations };
}

export interface Persistence {
  /** Resolves once the saved state is back in the cache (and paused writes are on their way if online). */
  restored: Promise<void>;
  /** Saves now (tests; the page being hidden). */
  flush: () => Promise<void>;
  stop: () => void;
}

export interface PersistOptions {
  buster: string;
  store?: UseStore;
  now?: () => number;
}

let defaultStore: UseStore | undefined;
const offlineStore = (): UseStore => (defaultStore ??= createStore('ujuzi-offline', 'cache'));

/** Runs `task` alone across the browser's tabs (Web Locks), or as it is where there are none. */
const alone = <T>(name: string, task: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(name, task) : task();

/** The saved writes (this format and the earlier one, all in one entry), oldest first, less those sent by a tab. */
async function savedWrites(store: UseStore, legacy: DehydratedMutation[], now: number): Promise<DehydratedMutation[]> {
  const stored = await entries<IDBValidKey, unknown>(store);
  const sent = new Set<string>();
  const writes = new Map<string, DehydratedMutation>();
  for (const mutation of legacy) writes.set(keyOf(mutation) ?? String(writes.size), mutation);
  for (const [key, value] of stored) {
    if (typeof key !== 'string') continue;
    if (key.startsWith(SENT_PREFIX)) {
      // A mark is kept as long as a write may wait (a tab left open a week), then dropped.
      if (now - Number(value) > MAX_AGE_MS) await del(key, store);
      else sent.add(key.slice(SENT_PREFIX.length));
    } else if (key.startsWith(WRITE_PREFIX)) writes.set(key.slice(WRITE_PREFIX.length), (value as KeptWrite).mutation);
  }
  for (const key of sent) {
    if (writes.delete(key)) await del(WRITE_PREFIX + key, store);
  }
  return [...writes.values()].sort((a, b) => madeAt(a).localeCompare(madeAt(b)));
}

/** Sends a write unless a tab has sent it already, and marks it sent (the persister's gate). */
export const sendOnceAcrossTabs =
  (store: UseStore, now: () => number): WaitingWriteGate =>
  (variables, send) =>
    alone(`ujuzi-write-${variables.idempotencyKey}`, async () => {
      const key = variables.idempotencyKey;
      // Sent by another tab meanwhile (it had it from the device): not sent again.
      if (await get(SENT_PREFIX + key, store).catch(() => undefined)) return undefined;
      const answer = await send();
      await set(SENT_PREFIX + key, now(), store).catch(() => undefined);
      return answer;
    });

export function persistQueryClient(queryClient: QueryClient, options: PersistOptions): Persistence {
  const store = options.store ?? offlineStore();
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ready = false;
  /** The writes this tab restored or saved: the only ones it may delete. */
  const known = new Set<string>();
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const { queries, mutations } = keptState(queryClient);
    if (!queries.length) await del(CACHE_KEY, store);
    else await set(CACHE_KEY, { buster: options.buster, savedAt: now(), state: { queries, mutations: [] } }, store);
    const waiting = new Set<string>();
    for (const mutation of mutations) {
      const key = keyOf(mutation);
      if (!key) continue;
      waiting.add(key);
      known.add(key);
      await set(WRITE_PREFIX + key, { savedAt: now(), mutation } satisfies KeptWrite, store);
    }
    for (const key of [...known].filter((key) => !waiting.has(key))) {
      known.delete(key);
      await del(WRITE_PREFIX + key, store);
    }
  };
  setWaitingWriteGate(sendOnceAcrossTabs(store, now));
  const schedule = () => {
    if (!ready || timer) return;
    timer = setTimeout(() => void flush().catch(() => undefined), THROTTLE_MS);
  };
  const restored = (async () => {
    try {
      const saved = await get<PersistedCache>(CACHE_KEY, store);
      const reads = restorable(saved, options.buster, now());
      const writes = await savedWrites(store, reads?.mutations ?? [], now());
      for (const mutation of writes) {
        const key = keyOf(mutation);
        if (key) known.add(key);
      }
      // Writes made before the saved ones were back go after them: all are sent in the order made.
      const madeMeanwhile = queryClient
        .getMutationCache()
        .getAll()
        .filter((mutation) => mutation.state.isPaused && isOutstanding(mutation as WaitingMutation));
      hydrate(queryClient, { queries: reads?.queries ?? [], mutations: writes });
      for (const mutation of madeMeanwhile) {
        queryClient.getMutationCache().remove(mutation);
        queryClient.getMutationCache().add(mutation);
      }
    } catch {
      // A private window or a full disk: the app works as before, without offline memory.
    }
    ready = true;
    if (onlineManager.isOnline()) void queryClient.resumePausedMutations();
  })();
  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && isKeptQuery(event.query.queryKey)) schedule();
  });
  // A write is the person's work: saved at once (they are few), not after the throttle.
  let writeSaving = false;
  const unsubscribeMutations = queryClient.getMutationCache().subscribe(() => {
    if (!ready || writeSaving) return;
    writeSaving = true;
    queueMicrotask(() => {
      writeSaving = false;
      void flush().catch(() => undefined);
    });
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void flush().catch(() => undefined);
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onHidden);
  return {
    restored,
    flush,
    stop: () => {
      if (timer) clearTimeout(timer);
      setWaitingWriteGate(undefined);
      unsubscribeQueries();
      unsubscribeMutations();
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onHidden);
    },
  };
}

/** This build's identity: the entry script's hashed name changes with every build of different code. */
export function buildId(): string {
  if (typeof document === 'undefined') return 'server';
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return entry?.getAttribute('src') ?? 'dev';
}
