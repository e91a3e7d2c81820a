/**
 * Offline and installable (issue 29) on the production build in mock mode: the browser's install
 * criteria (manifest, icons, the site's one worker controlling the page after a reload, with the mock
 * backend still answering through it); a public page visited before reads with the network gone; and
 * the demo's offline switch makes a dashboard screen say it is offline instead of spinning. A lesson
 * attachment kept for offline is answered from its cache with the network gone. A new version of the
 * worker (a copy of the build, its sw.js changed) is offered, not swapped in: Later keeps the page,
 * Reload hands over to it.
 */
import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { E2E_PORT } from './global-setup';
import { APP, open, signInAs } from './public-site';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; purpose?: string }[];
}

/** The script URL of the worker controlling the page, once one does. */
const controllingWorker = (page: Page) =>
  page
    .waitForFunction(() => navigator.serviceWorker.controller?.scriptURL ?? null, undefined, { timeout: 20_000 })
    .then((handle) => handle.jsonValue());

describe('offline and installable', () => {
  it('meets the install criteria, and reads a public page visited before with the network gone', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await open(page, '/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(`${APP}${manifestHref}`)).json()) as Manifest;
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.start_url).toBe('/dashboard');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true);
    for (const icon of manifest.icons) expect((await page.request.get(`${APP}${icon.src}`)).status()).toBe(200);

    // One worker for the site (its own, MSW's inside it): it controls the page, after a reload at the latest.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
    expect(await controllingWorker(page)).toBe(`${APP}/sw.js`);
    const registrations = await page.evaluate(() =>
      navigator.serviceWorker.getRegistrations().then((list) => list.map((entry) => entry.active?.scriptURL)),
    );
    expect(registrations).toEqual([`${APP}/sw.js`]);

    // A public page read once (now through the worker) is kept; with the network gone it still reads.
    await open(page, '/about');
    const aboutHeading = await page.locator('main h1').textContent();
    await expect.poll(() => page.evaluate(() => caches.match('/about').then(Boolean)), { timeout: 10_000 }).toBe(true);
    await context.setOffline(true);
    await page.goto(`${APP}/about`);
    await expect.poll(() => page.locator('main h1').textContent(), { timeout: 15_000 }).toBe(aboutHeading);
    await page.screenshot({ path: '/tmp/h1-offline-about.png' });
    // A lesson attachment kept by "Keep for offline" (in 'ujuzi-lesson-files') is answered by the worker.
    const keptFile = await page.evaluate(async () => {
      const cache = await caches.open('ujuzi-lesson-files');
      await cache.put(
        '/media/attachments/demo/notes.pdf',
        new Response('kept notes', { headers: { 'Content-Type': 'application/pdf' } }),
      );
      const response = await fetch('/media/attachments/demo/notes.pdf');
      return { status: response.status, text: await response.text() };
    });
    expect(keptFile).toEqual({ status: 200, text: 'kept notes' });
    await context.setOffline(false);
  });

  it('with the demo’s offline switch, a dashboard screen says it is offline, and comes back', async () => {
    await context.close();
    context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await signInAs(page, 'student');
    await page.goto(`${APP}/dashboard/courses?offline=1`);
    const banner = page.getByRole('status', { name: 'You are offline' });
    await banner.waitFor({ timeout: 20_000 });
    expect(await banner.textContent()).toContain('Paying, running code on the server and live figures need a connection.');
    // The screen says its data could not come, with a way to try again, instead of a loading view.
    await page.getByRole('heading', { name: 'Could not load courses' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Try again' }).first().waitFor();
    await page.screenshot({ path: '/tmp/h1-offline-switch-360.png', fullPage: true });
    await page.getByRole('button', { name: 'Go back online' }).click();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => banner.count(), { timeout: 15_000 }).toBe(0);
  });

  it('offers a new version of the worker instead of swapping it in: Later keeps the page, Reload runs it', async () => {
    await context?.close();
    // A copy of the build on its own port, whose sw.js changes while a dashboard page is open.
    const web = new URL('..', import.meta.url).pathname;
    const copy = await mkdtemp(join(tmpdir(), 'ujuzi-update-'));
    await cp(join(web, 'dist'), copy, { recursive: true });
    const port = E2E_PORT + 11;
    const server = await preview({ root: web, build: { outDir: copy }, preview: { port, strictPort: true }, logLevel: 'warn' });
    const site = `http://localhost:${port}`;
    try {
      context = await browser.newContext({ viewport: { width: 360, height: 780 } });
      const page = await context.newPage();
      await page.goto(`${site}/login`);
      await page.getByRole('button', { name: /^Use student / }).click();
      await page.getByRole('button', { name: 'Sign in' }).click();
      const welcome = page.getByRole('heading', { level: 1, name: /^Welcome back/ });
      await welcome.waitFor({ timeout: 20_000 });
      await controllingWorker(page);
      // The new version answers which it is; the one running now does not.
      await appendFile(
        join(copy, 'sw.js'),
        "\nself.addEventListener('message', (event) => { if (event.data?.type === 'REVISION') event.ports[0]?.postMessage(2); });\n",
      );
      const revision = () =>
        page.evaluate(
          () =>
            new Promise<unknown>((resolve) => {
              const channel = new MessageChannel();
              channel.port1.onmessage = (event) => resolve(event.data);
              navigator.serviceWorker.controller?.postMessage({ type: 'REVISION' }, [channel.port2]);
              setTimeout(() => resolve(null), 1_000);
            }),
        );
      expect(await revision()).toBeNull();
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
      const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready.' });
      await prompt.waitFor({ timeout: 20_000 });
      await page.screenshot({ path: '/tmp/h18-update-prompt-360.png' });
      await prompt.getByRole('button', { name: 'Later' }).click();
      await expect.poll(() => prompt.count()).toBe(0);
      expect(await welcome.isVisible()).toBe(true);
      expect(await revision()).toBeNull();

      // The next visit offers it again; Reload hands over to it and the page comes back under it.
      await page.reload();
      const reload = prompt.getByRole('button', { name: 'Reload' });
      await reload.waitFor({ timeout: 20_000 });
      // The page reloads itself once the new worker has taken over; then that worker answers.
      await Promise.all([page.waitForEvent('load', { timeout: 20_000 }), reload.click()]);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
      await expect.poll(revision, { timeout: 20_000 }).toBe(2);
      await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor({ timeout: 20_000 });
    } finally {
      await server.close();
      await rm(copy, { recursive: true, force: true });
    }
  }, 90_000);
});
