// Checks the README's first command on this checkout: starts `npm start`, opens /login in headless Chromium, signs in with a demo account and waits for the dashboard's heading, then stops the server.
// Usage: npm run check:quick-start   (.ci/run runs it on its fresh clone right after `npm ci`, before anything else has generated a file)
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const APP = 'http://localhost:5173';
const STARTUP_LIMIT_MS = 240_000;
const STEP_LIMIT_MS = 120_000;
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

const server = spawn('npm', ['start'], {
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, BROWSER: 'none' },
});
let output = '';
server.stdout.on('data', (chunk) => (output += chunk));
server.stderr.on('data', (chunk) => (output += chunk));
let exited = null;
server.on('exit', (code) => (exited = code));

/** The whole process group: npm, turbo and vite. */
const signalServer = (signal) => {
  try {
    process.kill(-server.pid, signal);
  } catch {
    // already gone
  }
};
const stopServer = async () => {
  signalServer('SIGTERM');
  for (let waited = 0; exited === null && waited < 5_000; waited += 250) await new Promise((resolve) => setTimeout(resolve, 250));
  signalServer('SIGKILL'); // whatever of the group is left (vite under turbo), so nothing holds port 5173
};

async function waitForServer() {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`npm start exited with code ${exited} before serving ${APP}`);
    const answered = await fetch(`${APP}/login`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`nothing answered at ${APP} within ${STARTUP_LIMIT_MS / 1000} s`);
}

let browser;
const consoleErrors = [];
let failure = null;
try {
  await waitForServer();
  console.log(`check-quick-start: the dev server answers after ${seconds()} s`);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
  page.setDefaultTimeout(STEP_LIMIT_MS);
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  try {
    await page.goto(`${APP}/login`);
    // The demo accounts are listed only once the mock backend runs (the service worker).
    const demoAccount = page.getByRole('button', { name: /^Use student / });
    const failed = page.getByRole('heading', { name: 'The mock backend could not start' });
    await demoAccount.or(failed).waitFor();
    if (await failed.isVisible()) throw new Error('the page says the mock backend could not start');
    await demoAccount.click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${APP}/dashboard`);
    await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
    console.log(`check-quick-start: signed in as the demo student and saw the dashboard after ${seconds()} s`);
  } catch (error) {
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/quick-start.png' }).catch(() => undefined);
    const shown = await page
      .locator('body')
      .innerText()
      .catch(() => '');
    throw new Error(
      `${error.message}\n--- the page showed:\n${shown.slice(0, 1500)}\n--- (screenshot: test-results/quick-start.png)`,
      { cause: error },
    );
  }
} catch (error) {
  failure = error;
} finally {
  await browser?.close();
  await stopServer();
}

if (failure) {
  console.error(`check-quick-start: FAILED after ${seconds()} s: ${failure.message}`);
  if (consoleErrors.length) console.error(`--- the browser's console:\n${consoleErrors.join('\n')}`);
  console.error(`--- npm start printed:\n${output.slice(-4000)}`);
  process.exit(1);
}
console.log(`check-quick-start: npm start works (${seconds()} s)`);
process.exit(0);
