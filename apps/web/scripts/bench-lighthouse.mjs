// Measures the budgets of issues 7 and 13 with Lighthouse's mobile profile (simulated slow 4G, 4× CPU
// slowdown) on the production build as deployed: built with VITE_API_URL pointing at the mock API
// server (so no mock code runs in the browser), prerendered, and served by `vite preview`.
// Budgets (issue 30, median of the runs):
//   public pages (prerendered): performance ≥ 95, Total Blocking Time ≤ 200 ms, ≤ 120 KB of gzipped JavaScript;
//   /login: performance ≥ 95 and ≤ 120 KB of gzipped JavaScript;
//   /dashboard, a first visit (empty cache) signed in as the demo student: ≤ 240 KB of gzipped JavaScript.
// Under each page, the main thread's time by Lighthouse's groups (script evaluation, style and layout,
// parse/compile, …), so a regression names its cause.
// Each row also gives Lighthouse's benchmarkIndex: how fast this machine was at the time (a busy
// machine scores lower; compare runs at similar values).
//
//   npm run bench:lighthouse                      build, then 3 runs per page (the median counts)
//   npm run bench:lighthouse -- --no-build --runs 1 --json bench.json
//   BENCH_PAGES=/,/login npm run bench:lighthouse  ('/courses/*' is the first prerendered course)
//
// Starts `npm run mock-server` when nothing answers on :4010, and stops it afterwards.
import { spawn } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

// Issue 30's budgets: every prerendered public page and /login on a phone, the dashboard's first visit.
const PUBLIC_BUDGET = { performance: 95, tbtMs: 200, jsKb: 120 };
/** The budget of a page (any field left out is not budgeted). */
const budgetOf = (path) =>
  path === '/login' ? { performance: 95, jsKb: 120 } : path === '/dashboard' ? { jsKb: 240 } : PUBLIC_BUDGET;
/** Lighthouse's main-thread groups, in the words the report prints (what a regression's cause is named by). */
const MAIN_THREAD_GROUPS = {
  scriptEvaluation: 'script',
  scriptParseCompile: 'parse/compile',
  styleLayout: 'style/layout',
  paintCompositeRender: 'paint',
  parseHTML: 'HTML/CSS parse',
  garbageCollection: 'GC',
  other: 'other',
};
const PAGES = (process.env.BENCH_PAGES ?? '/,/courses,/courses/*,/articles,/faq,/certificate/verify,/login,/dashboard').split(
  ',',
);
/** The demo account whose first dashboard visit is measured. */
const DASHBOARD_USER = { username: 'student', password: 'ujuzi-demo' };
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

/**
 * Signs the demo student in through the login page in Lighthouse's browser, then empties its HTTP
 * cache: the next load of /dashboard is a first visit with a session.
 */
async function signInForDashboard(chrome) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`http://localhost:${PORT}/login`);
    // Signed out first (the previous run's session would send /login on to the dashboard).
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`http://localhost:${PORT}/login`);
    // The prerendered form is inert until it is alive: what is typed before would not count.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, { timeout: 30_000 });
    await page.locator('input[name="username"]').fill(DASHBOARD_USER.username);
    await page.locator('input[name="password"]').fill(DASHBOARD_USER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`http://localhost:${PORT}/dashboard`, { timeout: 30_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Leaves Chrome (launched by chrome-launcher) running: only the CDP connection closes.
    await browser.close();
  }
}

/**
 * Signs out (Lighthouse's storage reset leaves localStorage alone): a page measured after /dashboard
 * would otherwise run signed in (/login then goes on to the dashboard and measures that).
 */
async function signOut(chrome) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`http://localhost:${PORT}/404.html`);
    await page.evaluate(() => window.localStorage.clear());
    await page.close();
  } finally {
    await browser.close();
  }
}

async function measure(chrome, url) {
  const signedIn = new URL(url).pathname === '/dashboard';
  if (signedIn) await signInForDashboard(chrome);
  else await signOut(chrome);
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Lighthouse would clear the session along with the cache: the cache was cleared above instead.
    ...(signedIn ? { disableStorageReset: true } : {}),
  });
  const lhr = result.lhr;
  lighthouseVersion = lhr.lighthouseVersion;
  if (process.env.LHR_DIR)
    await writeFile(`${process.env.LHR_DIR}/${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}.json`, JSON.stringify(lhr));
  const requests = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  let jsGzip = 0;
  for (const request of requests) jsGzip += await gzippedBytes(request.url);
  const metric = (id) => lhr.audits[id].numericValue;
  // Where the main thread's time went, by Lighthouse's groups (the trace's breakdown, in ms).
  const mainThread = Object.fromEntries(Object.keys(MAIN_THREAD_GROUPS).map((group) => [group, 0]));
  for (const item of lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
    mainThread[item.group in mainThread ? item.group : 'other'] += item.duration;
  return {
    mainThread,
    score: Math.round(lhr.categories.performance.score * 100),
    // Lighthouse's measure of how fast this machine was during the run (scores compare only at similar values).
    benchmarkIndex: lhr.environment.benchmarkIndex,
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
  if (build)
    await run('node', ['scripts/build.mjs', '--out-dir', distRoot, '--ssr-dir', ssrRoot], {
      cwd: webRoot,
      env: { ...process.env, VITE_API_URL: API_ROOT },
    });
  const firstCourse = (await readdir(`${distRoot}/courses`)).find((file) => file.endsWith('.html'));
  const pages = PAGES.map((path) => (path === '/courses/*' && firstCourse ? `/courses/${firstCourse.slice(0, -5)}` : path));
  // The preview sends the security headers of the build it serves: its API's origin is allowed to connect.
  process.env.VITE_API_URL = API_ROOT;
  server = await preview({
    root: webRoot,
    build: { outDir: distRoot },
    preview: { port: PORT, strictPort: true },
    logLevel: 'warn',
  });
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const report = [];
  for (const path of pages) {
    const samples = [];
    for (let index = 0; index < runs; index += 1) samples.push(await measure(chrome, `http://localhost:${PORT}${path}`));
    const pick = (key) => median(samples.map((sample) => sample[key]));
    const row = {
      page: path,
      score: pick('score'),
      scores: samples.map((sample) => sample.score),
      benchmarkIndex: Math.round(pick('benchmarkIndex')),
      fcpMs: Math.round(pick('fcp')),
      lcpMs: Math.round(pick('lcp')),
      tbtMs: Math.round(pick('tbt')),
      cls: Number(pick('cls').toFixed(3)),
      siMs: Math.round(pick('si')),
      scripts: pick('scripts'),
      jsGzipKb: Number(pick('jsGzipKb').toFixed(1)),
      jsTransferKb: Number(pick('jsTransferKb').toFixed(1)),
      mainThreadMs: Object.fromEntries(
        Object.keys(MAIN_THREAD_GROUPS).map((group) => [
          group,
          Math.round(median(samples.map((sample) => sample.mainThread[group]))),
        ]),
      ),
    };
    const budget = budgetOf(path);
    row.budget = budget;
    row.withinBudget =
      row.score >= (budget.performance ?? 0) &&
      row.jsGzipKb <= (budget.jsKb ?? Infinity) &&
      row.tbtMs <= (budget.tbtMs ?? Infinity);
    report.push(row);
    console.log(
      `${path.padEnd(20)} performance ${row.score} (${row.scores.join(', ')})  benchmarkIndex ${row.benchmarkIndex}  FCP ${row.fcpMs} ms  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  SI ${row.siMs} ms  JS ${row.jsGzipKb} KB gz in ${row.scripts} files (${row.jsTransferKb} KB transferred)  ${row.withinBudget ? 'OK' : 'OVER BUDGET'}`,
    );
    const breakdown = Object.entries(row.mainThreadMs)
      .filter(([, ms]) => ms > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([group, ms]) => `${MAIN_THREAD_GROUPS[group]} ${ms} ms`);
    console.log(`${''.padEnd(20)} main thread: ${breakdown.join(', ')}`);
  }
  console.log(
    `Lighthouse ${lighthouseVersion} mobile (simulated slow 4G, 4× CPU), median of ${runs}; budgets: public pages performance ≥ ${PUBLIC_BUDGET.performance}, TBT ≤ ${PUBLIC_BUDGET.tbtMs} ms and JS ≤ ${PUBLIC_BUDGET.jsKb} KB gz, /login performance ≥ 95 and JS ≤ 120 KB gz, /dashboard (first visit, student) JS ≤ 240 KB gz.`,
  );
  if (jsonOut) await writeFile(jsonOut, `${JSON.stringify({ runs, report }, null, 2)}\n`);
  if (report.some((row) => !row.withinBudget)) process.exitCode = 1;
} finally {
  await chrome?.kill();
  await server?.close();
  stopApi();
}
