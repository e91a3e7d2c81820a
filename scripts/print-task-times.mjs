// Prints how long each turbo task of the newest run took (from its run summary, .turbo/runs/*.json), slowest first, and their sum.
// Usage: TURBO_RUN_SUMMARY=true npm test; node scripts/print-task-times.mjs   (.ci/run does both)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const runs = join(process.cwd(), '.turbo', 'runs');
const newest = (() => {
  try {
    return readdirSync(runs)
      .filter((name) => name.endsWith('.json'))
      .map((name) => join(runs, name))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  } catch {
    return undefined;
  }
})();
if (!newest) {
  console.log('print-task-times: no turbo run summary (run turbo with TURBO_RUN_SUMMARY=true)');
  process.exit(0);
}
const summary = JSON.parse(readFileSync(newest, 'utf8'));
const rows = summary.tasks
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
