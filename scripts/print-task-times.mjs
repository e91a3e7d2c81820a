// Prints how long each turbo task took (from the run summaries, .turbo/runs/*.json), slowest first, and their sum:
// the newest run's tasks, or every run's since a time (npm test runs the typechecks, then the tests).
// Usage: TURBO_RUN_SUMMARY=true npm test; node scripts/print-task-times.mjs [since, in epoch seconds]   (.ci/run does both)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const runs = join(process.cwd(), '.turbo', 'runs');
const sinceMs = Number(process.argv[2] ?? NaN) * 1000;
const summaries = (() => {
  try {
    const files = readdirSync(runs)
      .filter((name) => name.endsWith('.json'))
      .map((name) => join(runs, name))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    return Number.isFinite(sinceMs) ? files.filter((file) => statSync(file).mtimeMs >= sinceMs) : files.slice(0, 1);
  } catch {
    return [];
  }
})();
if (summaries.length === 0) {
  console.log('print-task-times: no turbo run summary (run turbo with TURBO_RUN_SUMMARY=true)');
  process.exit(0);
}
const rows = summaries
  .flatMap((file) => JSON.parse(readFileSync(file, 'utf8')).tasks)
  .map((task) => ({
    id: task.taskId,
    seconds: (task.execution.endTime - task.execution.startTime) / 1000,
    cache: task.cache?.status ?? '',
    exit: task.execution.exitCode,
  }))
  .sort((a, b) => b.seconds - a.seconds);
const width = Math.max(...rows.map((row) => row.id.length));
console.log('task times (turbo, slowest first):');
for (const row of rows)
  console.log(
    `  ${row.id.padEnd(width)}  ${row.seconds.toFixed(1).padStart(7)} s  ${row.cache === 'HIT' ? 'cached' : ''}${row.exit ? ` exit ${row.exit}` : ''}`,
  );
const total = rows.reduce((sum, row) => sum + row.seconds, 0);
console.log(`  ${'all tasks'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);
