/**
 * Issue 13: the prerendered public pages run on preact/compat, every signed-in page on React 19 and
 * React DOM, whichever way the visitor arrives; crossing between the halves keeps the session, the
 * header's signed-in state, the toasts on screen and the scroll position, at 360 px. Issue 30: the
 * sign-in pages are public-half pages too; a successful sign-in loads the React app.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, open } from './public-site';

let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => pageErrors.push(error.message));
});
afterAll(async () => {
  await browser?.close();
});

/** Which library renders #root: React DOM marks its container with a `__reactContainer$…` key. */
const runtime = () =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    if (!root) return 'none';
    return Object.keys(root).some((key) => key.startsWith('__reactContainer$')) ? 'react-dom' : 'other';
  });

/** Waits for the app to say it is interactive (after a load). */
const ready = () =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, { timeout: 20_000 });

/** Marks the current document; a full load forgets the mark, a client-side navigation keeps it. */
const markDocument = () => page.evaluate(() => Object.assign(window, { e2eDocument: true }));
const sameDocument = () => page.evaluate(() => 'e2eDocument' in window);
/** After a crossing: a new document (the router may show its URL a moment before loading it), interactive. */
const newDocumentReady = () =>
  page.waitForFunction(() => !('e2eDocument' in window) && document.documentElement.hasAttribute('data-app-ready'), undefined, {
    timeout: 20_000,
  });

const toast = (text: string) => page.locator('[data-scope="toast"][data-part="title"]', { hasText: text }).last();
const menu = () => page.getByRole('dialog');

async function openMenu(): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu().waitFor();
}

describe('which runtime renders which page', () => {
  it('the prerendered public and sign-in pages run without React DOM; OAuth, payment and dashboard pages run React DOM, also when typed in', async () => {
    for (const path of ['/', '/courses', '/faq', '/login', '/register', '/forgot-password']) {
      await open(page, path);
      expect(await runtime(), path).toBe('other');
    }
    for (const path of ['/auth/oauth-success', '/payment/success']) {
      await page.goto(`${APP}${path}`);
      await ready();
      expect(await runtime(), path).toBe('react-dom');
    }
  });

  it('Login from a public page stays in the light runtime (no new document); Back returns to the public page where it was scrolled', async () => {
    await open(page, '/courses');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForFunction(() => window.scrollY >= 590);
    await markDocument();
    await openMenu();
    await menu().getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(`${APP}/login`);
    await ready();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await sameDocument()).toBe(true);
    expect(await runtime()).toBe('other');

    await page.goBack();
    await page.waitForURL(`${APP}/courses`);
    await ready();
    expect(await runtime()).toBe('other');
    await page.waitForFunction(() => Math.abs(window.scrollY - 600) < 20, undefined, { timeout: 5_000 });
  });

  it('signing in loads the dashboard on React DOM, after a reload too; its Home link stays in the React app with the header signed in', async () => {
    await page.goto(`${APP}/login`);
    await ready();
    await page.evaluate(() =>
      ['token', 'refreshToken', 'user', 'accessToken'].forEach((key) => window.localStorage.removeItem(key)),
    );
    await page.goto(`${APP}/login`);
    await ready();
    expect(await runtime()).toBe('other');
    await markDocument();
    await page.getByRole('button', { name: /^Use student / }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${APP}/dashboard`);
    // The dashboard is a new document after sign-in: wait until its app (and the mock backend) runs.
    await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
    await newDocumentReady();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await sameDocument()).toBe(false);
    expect(await runtime()).toBe('react-dom');

    await page.reload();
    await ready();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await runtime()).toBe('react-dom');

    await markDocument();
    await page.getByRole('link', { name: 'Home' }).first().click();
    await page.waitForURL(`${APP}/`);
    await page.locator('main h1').waitFor();
    // Crossing back stays in the React app (a client-side navigation), signed in.
    expect(await sameDocument()).toBe(true);
    await openMenu();
    await expect.poll(() => menu().getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    await expect.poll(() => menu().getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('a signed-in public page (light runtime) crosses to the dashboard; signing out on a public page shows its toast on the light login page', async () => {
    await open(page, '/');
    expect(await runtime()).toBe('other');
    await markDocument();
    await openMenu();
    await menu().getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`${APP}/dashboard`);
    // The dashboard is a new document after sign-in: wait until its app (and the mock backend) runs.
    await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
    await newDocumentReady();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await sameDocument()).toBe(false);
    expect(await runtime()).toBe('react-dom');

    await page.goBack();
    await page.waitForURL(`${APP}/`);
    await ready();
    expect(await runtime()).toBe('other');
    await markDocument();
    await openMenu();
    await menu().getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${APP}/login`);
    expect(await sameDocument()).toBe(true);
    expect(await runtime()).toBe('other');
    await toast('Successfully logged out').waitFor();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it('no script error on the way', () => {
    expect(pageErrors).toEqual([]);
  });
});
