// Measures the public site's budget (issue 7) with Lighthouse's mobile profile (simulated slow 4G,
// 4× CPU slowdown) on the production build as deployed: built with VITE_API_URL pointing at the mock
// API server (so no mock code runs in the browser), prerendered, and served by `vite preview`.
// Budget: performance ≥ 95 and ≤ 170 KB of gzipped JavaScript loaded, on /, /courses and /certificate/verify.
//
//   npm run bench:lighthouse                      build, then 3 runs per page (the median counts)
//   npm run bench:lighthouse -- --no-build --runs 1 --json bench.json
//
// Starts `npm run mock-server` when nothing answers on :4010, and stops it afterwards.
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview } from 'vite';

const BUDGET = { performance: 95, jsKb: 170 };
const PAGES = (process.env.BENCH_PAGES ?? '/,/courses,/certificate/verify').split(',');
const API_ROOT = 'http://localhost:4010/api';
const PORT = 4184;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const runs = Number(option('--runs', '3'));
const jsonOut = option('--json', null);
const build = !args.includes('--no-build');

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
// The benchmark builds apart from dist/, which other tasks (tests, previews) rebuild in mock mode.
const distRoot = `${webRoot}node_modules/.cache/bench/dist`;
const ssrRoot = `${webRoot}node_modules/.cache/bench/ssr`;

const apiIsUp = () =>
  fetch(`${API_ROOT}/health/`)
    .then((response) => response.ok)
    .catch(() => false);

function run(command, commandArgs, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit', ...options });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')} exited with ${code}`)),
    );
  });
}

/** Starts the mock API server unless one is running; returns how to stop the one we started. */
async function ensureApi() {
  if (await apiIsUp()) return () => undefined;
  console.log(`Starting the mock API server for ${API_ROOT} …`);
  const server = spawn('npm', ['run', 'mock-server'], { cwd: repoRoot, stdio: 'ignore', detached: true });
  for (let waited = 0; waited < 60_000; waited += 500) {
    if (await apiIsUp()) return () => process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.kill(-server.pid, 'SIGTERM');
  throw new Error(`The mock API server did not answer on ${API_ROOT}`);
}

/** Gzipped size (level 9, as Vite reports it) of a script the page loaded, read from dist/. */
async function gzippedBytes(url) {
  const { pathname, origin } = new URL(url);
  if (origin !== `http://localhost:${PORT}`) return 0;
  try {
    return gzipSync(await readFile(`${distRoot}${pathname}`), { level: 9 }).length;
  } catch {
    return 0;
  }
}

let lighthouseVersion = 'unknown';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(chrome, url) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result.lhr;
  lighthouseVersion = lhr.lighthouseVersion;
  if (process.env.LHR_DIR)
    await writeFile(`${process.env.LHR_DIR}/${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}.json`, JSON.stringify(lhr));
  const requests = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  let jsGzip = 0;
  for (const request of requests) jsGzip += await gzippedBytes(request.url);
  const metric = (id) => lhr.audits[id].numericValue;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    scripts: requests.length,
    jsGzipKb: jsGzip / 1024,
    jsTransferKb: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
  };
}

const stopApi = await ensureApi();
let server;
let chrome;
try {
  if (build) {
    const env = {
      ...process.env,
      VITE_API_URL: API_ROOT,
      PRERENDER_DIST: distRoot,
      PRERENDER_SSR_ENTRY: `${ssrRoot}/entry-server.js`,
    };
    await run('npx', ['vite', 'build', '--outDir', distRoot, '--emptyOutDir', '--logLevel', 'warn'], { cwd: webRoot, env });
    await run(
      'npx',
      ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', ssrRoot, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: webRoot, env },
    );
    await run('node', ['scripts/prerender.mjs'], { cwd: webRoot, env });
  }
  server = await preview({
    root: webRoot,
    build: { outDir: distRoot },
    preview: { port: PORT, strictPort: true },
    logLevel: 'warn',
  });
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const report = [];
  for (const path of PAGES) {
    const samples = [];
    for (let index = 0; index < runs; index += 1) samples.push(await measure(chrome, `http://localhost:${PORT}${path}`));
    const pick = (key) => median(samples.map((sample) => sample[key]));
    const row = {
      page: path,
      score: pick('score'),
      scores: samples.map((sample) => sample.score),
      fcpMs: Math.round(pick('fcp')),
      lcpMs: Math.round(pick('lcp')),
      tbtMs: Math.round(pick('tbt')),
      cls: Number(pick('cls').toFixed(3)),
      siMs: Math.round(pick('si')),
      scripts: pick('scripts'),
      jsGzipKb: Number(pick('jsGzipKb').toFixed(1)),
      jsTransferKb: Number(pick('jsTransferKb').toFixed(1)),
    };
    row.withinBudget = row.score >= BUDGET.performance && row.jsGzipKb <= BUDGET.jsKb;
    report.push(row);
    console.log(
      `${path.padEnd(20)} performance ${row.score} (${row.scores.join(', ')})  FCP ${row.fcpMs} ms  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  SI ${row.siMs} ms  JS ${row.jsGzipKb} KB gz in ${row.scripts} files (${row.jsTransferKb} KB transferred)  ${row.withinBudget ? 'OK' : 'OVER BUDGET'}`,
    );
  }
  console.log(
    `Lighthouse ${lighthouseVersion} mobile (simulated slow 4G, 4× CPU), median of ${runs}; budget: performance ≥ ${BUDGET.performance}, JS ≤ ${BUDGET.jsKb} KB gzipped.`,
  );
  if (jsonOut) await writeFile(jsonOut, `${JSON.stringify({ budget: BUDGET, runs, report }, null, 2)}\n`);
  if (report.some((row) => !row.withinBudget)) process.exitCode = 1;
} finally {
  await chrome?.kill();
  await server?.close();
  stopApi();
}
