// Times the mock backend (npx tsx scripts/bench-mocks.ts): seeding the database and answering every operation of the spec.
import { getResponse } from 'msw';
import { buildCall } from '../src/contract/exercise';
import { operations } from '../src/contract/operation-index';
import { createMockDatabase, setMockDatabase, snapshotDatabase } from '../src/db/database';
import { encodeSnapshot } from '../src/db/persistence';
import { mockHandlers } from '../src/handlers';
import { routeMeta } from '../src/kit/route';

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const percentile = (values: number[], share: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;
const ms = (value: number): string => `${value.toFixed(2)} ms`;

// Seeding: the first run includes module warm-up, so it is reported apart.
const seedRuns: number[] = [];
for (let run = 0; run < 8; run++) {
  const started = performance.now();
  createMockDatabase();
  seedRuns.push(performance.now() - started);
}
const [firstSeed = 0, ...warmSeeds] = seedRuns;

const handlersStarted = performance.now();
const handlers = mockHandlers();
const handlersMs = performance.now() - handlersStarted;

const db = createMockDatabase();
setMockDatabase(db);
const snapshot = snapshotDatabase(db);
const stored = await encodeSnapshot(snapshot);

// Handler time: every read operation three times, timing only getResponse (the request is built beforehand).
const reads = operations.filter((operation) => operation.method === 'GET');
const timings: { stateful: number[]; fallback: number[] } = { stateful: [], fallback: [] };
for (let round = 0; round < 3; round++) {
  for (const operation of reads) {
    const { request } = await buildCall(handlers, operation);
    const started = performance.now();
    const response = await getResponse(handlers, request);
    await response?.arrayBuffer();
    const elapsed = performance.now() - started;
    if (round > 0) (routeMeta(operation.operationId)?.fallback === false ? timings.stateful : timings.fallback).push(elapsed);
  }
}
const all = [...timings.stateful, ...timings.fallback];

console.log('Ujuzi mock backend');
console.log(`  seed the database      first ${ms(firstSeed)}, then median ${ms(median(warmSeeds))} (budget 300 ms)`);
console.log(`  build the handlers     ${ms(handlersMs)}`);
console.log(
  `  snapshot               ${Math.round(JSON.stringify(snapshot).length / 1024)} KB JSON, ${Math.round(stored.length / 1024)} KB stored (gzip + base64)`,
);
console.log(
  `  answer a read          median ${ms(median(all))}, p95 ${ms(percentile(all, 0.95))} over ${all.length} calls (budget: median 5 ms)`,
);
console.log(
  `    stateful             median ${ms(median(timings.stateful))}, p95 ${ms(percentile(timings.stateful, 0.95))} (${timings.stateful.length} calls)`,
);
console.log(
  `    generated fallback   median ${ms(median(timings.fallback))}, p95 ${ms(percentile(timings.fallback, 0.95))} (${timings.fallback.length} calls)`,
);
