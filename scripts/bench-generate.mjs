#!/usr/bin/env node
// Times the contract pipeline: `generate` of packages/api (bundle + hey-api + orval) and typechecking packages/api.
// Usage: npm run bench   (prints the figures; runs each step `--runs N` times, default 3, and reports the median)
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const api = join(root, 'packages/api');
const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 3;

const time = (label, file, args, cwd, before = () => {}) => {
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    before();
    const start = performance.now();
    execFileSync(file, args, { cwd, stdio: ['ignore', 'ignore', 'ignore'] });
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)];
  console.log(
    `${label.padEnd(28)} median ${(median / 1000).toFixed(2)} s  (runs: ${samples.map((s) => (s / 1000).toFixed(2)).join(', ')})`,
  );
  return median;
};

const sizeOf = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) => sum + (entry.isDirectory() ? sizeOf(join(dir, entry.name)) : statSync(join(dir, entry.name)).size),
    0,
  );

const node = process.execPath;
const generate = time('generate (packages/api)', node, ['scripts/generate.mjs'], api);
// Cold: without the incremental build info a previous run left.
const typecheck = time('typecheck (packages/api), cold', join(root, 'node_modules/.bin/tsc'), ['--noEmit', '-p', '.'], api, () =>
  rmSync(join(api, 'node_modules/.cache/tsbuildinfo.json'), { force: true }),
);
const operations = (readFileSync(join(api, 'src/gen/operations.gen.ts'), 'utf8').match(/"operationId"/g) ?? []).length;
console.log(
  `generate + typecheck         ${((generate + typecheck) / 1000).toFixed(2)} s for ${operations} operations (budget 60 s)`,
);
console.log(`generated code               ${(sizeOf(join(api, 'src/gen')) / 1024 / 1024).toFixed(1)} MiB`);
