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
 */
import { dehydrate, hydrate, onlineManager, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { isOutstanding, type WaitingMutation } from '@ujuzi/features';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const THROTTLE_MS = 1000;
const CACHE_KEY = 'query-cache';

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

export function persistQueryClient(queryClient: QueryClient, options: PersistOptions): Persistence {
  const store = options.store ?? offlineStore();
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ready = false;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const saved: PersistedCache = { buster: options.buster, savedAt: now(), state: keptState(queryClient) };
    if (!saved.state.queries.length && !saved.state.mutations.length) await del(CACHE_KEY, store);
    else await set(CACHE_KEY, saved, store);
  };
  const schedule = () => {
    if (!ready || timer) return;
    timer = setTimeout(() => void flush().catch(() => undefined), THROTTLE_MS);
  };
  const restored = (async () => {
    try {
      const state = restorable(await get<PersistedCache>(CACHE_KEY, store), options.buster, now());
      if (state) hydrate(queryClient, state);
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
