import { QueryClient, onlineManager } from '@tanstack/react-query';
import { makeWaitingWrite, registerWaitingWrites } from '@ujuzi/features';
import type { UseStore } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_AGE_MS,
  THROTTLE_MS,
  isKeptQuery,
  persistQueryClient,
  sendOnceAcrossTabs,
  type PersistedCache,
} from './query-persister';

/** idb-keyval's store contract in memory: values cloned as IndexedDB does (an Error keeps only its message). */
function memoryStore() {
  const data = new Map<IDBValidKey, unknown>();
  let writes = 0;
  const request = (result: unknown) => {
    const pending: { result: unknown; onsuccess?: () => void; oncomplete?: () => void } = { result };
    queueMicrotask(() => {
      pending.onsuccess?.();
      pending.oncomplete?.();
    });
    return pending;
  };
  const store = ((_mode: IDBTransactionMode, callback: (objectStore: IDBObjectStore) => unknown) =>
    callback({
      get: (key: IDBValidKey) => request(structuredClone(data.get(key))),
      put: (value: unknown, key: IDBValidKey) => {
        writes += 1;
        data.set(key, structuredClone(value));
      },
      delete: (key: IDBValidKey) => data.delete(key),
      getAllKeys: () => request([...data.keys()]),
      getAll: () => request([...data.values()].map((value) => structuredClone(value))),
      transaction: request(undefined),
    } as unknown as IDBObjectStore)) as UseStore;
  return {
    store,
    saved: () => data.get('query-cache') as PersistedCache | undefined,
    writes: () => writes,
    keys: () => [...data.keys()].map(String),
  };
}

const LESSONS = ['/courses/courses/7/lessons/', { page_size: 100 }];
const NOW = Date.parse('2026-11-29T06:00:00Z');

function clientWithData() {
  const client = new QueryClient();
  registerWaitingWrites(client);
  client.setQueryData(LESSONS, { results: [{ id: 1, title: 'Variables', content: 'let x = 1' }] });
  client.setQueryData(['/courses/courses/7/structure/'], { modules: [] });
  client.setQueryData(['/learning/progress/summary/'], { overall_progress: 40 });
  client.setQueryData(['/finance/invoices/'], { results: [] });
  return client;
}

afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe('the offline persister', () => {
  it('keeps the lessons, the outline and progress, not other reads', async () => {
    expect(isKeptQuery(['public', 'course', 'python'])).toBe(true);
    expect(isKeptQuery(['/courses/courses/7/enrollment_status/'])).toBe(true);
    expect(isKeptQuery(['/communication/messages/'])).toBe(false);
    const memory = memoryStore();
    const persistence = persistQueryClient(clientWithData(), { buster: 'b1', store: memory.store, now: () => NOW });
    await persistence.restored;
    await persistence.flush();
    const keys = memory.saved()?.state.queries.map((query) => query.queryKey[0]);
    expect(keys).toEqual(['/courses/courses/7/lessons/', '/courses/courses/7/structure/', '/learning/progress/summary/']);
    persistence.stop();
  });

  it('puts kept reads back after a reload, and a write made offline with its function to send it', async () => {
    const memory = memoryStore();
    onlineManager.setOnline(false);
    const before = clientWithData();
    const first = persistQueryClient(before, { buster: 'b1', store: memory.store, now: () => NOW });
    await first.restored;
    const outcome = await makeWaitingWrite(before, 'topicReply', { topicId: 3, content: 'On the train' }, 'Reply to Daraja');
    expect(outcome.queued).toBe(true);
    await first.flush();
    first.stop();

    const after = new QueryClient();
    registerWaitingWrites(after);
    const second = persistQueryClient(after, { buster: 'b1', store: memory.store, now: () => NOW + 60_000 });
    await second.restored;
    expect(after.getQueryData(LESSONS)).toEqual({ results: [{ id: 1, title: 'Variables', content: 'let x = 1' }] });
    const [waiting] = after.getMutationCache().getAll();
    expect(waiting?.state).toMatchObject({ isPaused: true, status: 'pending' });
    expect(waiting?.options.mutationFn).toBeTypeOf('function');
    second.stop();
  });

  it('drops kept reads older than the max age or of another build, but never a waiting write', async () => {
    for (const [buster, age] of [
      ['b2', 0],
      ['b1', MAX_AGE_MS + 1],
    ] as const) {
      const memory = memoryStore();
      onlineManager.setOnline(false);
      const before = clientWithData();
      const first = persistQueryClient(before, { buster: 'b1', store: memory.store, now: () => NOW });
      await first.restored;
      await makeWaitingWrite(before, 'lessonCompletion', { lessonId: 1, courseId: 7, timeSpentSeconds: 60 }, 'Variables');
      await first.flush();
      first.stop();
      const after = new QueryClient();
      const second = persistQueryClient(after, { buster, store: memory.store, now: () => NOW + age });
      await second.restored;
      expect(after.getQueryData(LESSONS)).toBeUndefined();
      expect(after.getMutationCache().getAll()).toHaveLength(1);
      second.stop();
    }
  });

  it('saves at most once a second however often the kept reads change', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const memory = memoryStore();
    const client = clientWithData();
    const persistence = persistQueryClient(client, { buster: 'b1', store: memory.store, now: () => NOW });
    await persistence.restored;
    for (let page = 0; page < 5; page++) client.setQueryData(['/learning/progress/summary/'], { overall_progress: page });
    expect(memory.writes()).toBe(0);
    await vi.advanceTimersByTimeAsync(THROTTLE_MS);
    expect(memory.writes()).toBe(1);
    expect(
      memory.saved()?.state.queries.find((query) => query.queryKey[0] === '/learning/progress/summary/')?.state.data,
    ).toEqual({
      overall_progress: 4,
    });
    persistence.stop();
  });

  it('keeps every tab’s waiting writes (none writes another’s over), in the order made, and sends each once', async () => {
    const memory = memoryStore();
    onlineManager.setOnline(false);
    const tab = async () => {
      const client = new QueryClient();
      registerWaitingWrites(client);
      const persistence = persistQueryClient(client, { buster: 'b1', store: memory.store, now: () => NOW });
      await persistence.restored;
      return { client, persistence };
    };
    const [first, second] = [await tab(), await tab()];
    await makeWaitingWrite(first.client, 'topicReply', { topicId: 3, content: 'From tab one' }, 'Reply', 'key-1');
    await first.persistence.flush();
    await makeWaitingWrite(
      second.client,
      'lessonCompletion',
      { lessonId: 1, courseId: 7, timeSpentSeconds: 60 },
      'Done',
      'key-2',
    );
    // The second tab, which never saw the first's reply, saves its own list (and again when hidden).
    await second.persistence.flush();
    await second.persistence.flush();
    expect(
      memory
        .keys()
        .filter((key) => key.startsWith('write:'))
        .sort(),
    ).toEqual(['write:key-1', 'write:key-2']);

    const reopened = await tab();
    const restored = reopened.client.getMutationCache().getAll();
    expect(restored.map((mutation) => (mutation.state.variables as { idempotencyKey: string }).idempotencyKey)).toEqual([
      'key-1',
      'key-2',
    ]);
    // Back online, one tab sends the reply; the tab that made it does not send it again.
    let sends = 0;
    const send = () => Promise.resolve((sends += 1));
    const gate = sendOnceAcrossTabs(memory.store, () => NOW);
    const variables = restored[0]?.state.variables as Parameters<typeof gate>[0];
    await gate(variables, send);
    await gate(variables, send);
    expect(sends).toBe(1);
    for (const open of [first, second, reopened]) open.persistence.stop();
  });
});
