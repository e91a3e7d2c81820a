/**
 * Two-factor sign-in on the production build (issue 28): the teacher turns it on in Settings, signs out,
 * and from then on the password alone never reaches the dashboard nor stores a key; five wrong codes are
 * refused with a wait; a backup code signs in once; the authenticator's code signs in. The mock database
 * (local storage of this browser context) is reset at the start, so no other journey sees the change.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, navigate, open, signInAs } from './public-site';

const DEMO_CODE = '123456';
let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

const storedKey = () => page.evaluate(() => window.localStorage.getItem('token'));

async function signInWithPassword() {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  await page.getByRole('textbox', { name: 'Username' }).fill('teacher');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('ujuzi-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }).waitFor();
}

async function signOut() {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${APP}/login`);
}

async function enterCode(code: string) {
  const field = page.getByRole('textbox', { name: /^(Code from your authenticator app|Backup code)/ });
  await field.fill(code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => errors.push(error.message));
  await open(page, '/login?mock-reset=1');
  await signInAs(page, 'teacher');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('two-factor sign-in', () => {
  it('once on, the password alone gets no key; wrong codes wait; a backup code works once; the code signs in', async () => {
    await navigate(page, '/dashboard/profile/settings');
    const card = page.getByRole('region', { name: 'Two-factor sign-in' });
    await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const backup = (await card.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').first().textContent()) ?? '';
    expect(backup).toMatch(/^\d{8}$/);
    await card.getByRole('textbox', { name: 'Code from the app' }).fill(DEMO_CODE);
    await card.getByRole('button', { name: 'Turn on' }).click();
    await card.getByRole('textbox', { name: 'Current code' }).waitFor();
    await signOut();

    // The password alone: a second step, no key stored, and the dashboard still sends to sign-in.
    await signInWithPassword();
    expect(await storedKey()).toBeNull();
    await page.goto(`${APP}/dashboard`);
    await page.waitForURL(/\/login/);

    // Five wrong codes: the fifth is refused with a wait, counted down on the button.
    await signInWithPassword();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await enterCode('000000');
      if (attempt < 5) await page.getByText('Invalid two-factor code.').waitFor();
    }
    await page.getByRole('alert').getByText('Too many wrong codes. Please try again in 60 seconds.').waitFor();
    expect(await page.getByRole('button', { name: /^Try again in \d:\d\d$/ }).isDisabled()).toBe(true);
    expect(await storedKey()).toBeNull();

    // A fresh sign-in: a backup code works, once.
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await signInWithPassword();
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await enterCode(backup);
    await page.waitForURL(`${APP}/dashboard`);
    // The dashboard is a new document after sign-in: wait until its app (and the mock backend) runs.
    await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
    expect(await storedKey()).toBeTruthy();
    await signOut();
    await signInWithPassword();
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await enterCode(backup);
    await page.getByText('Invalid two-factor code.').waitFor();

    // The authenticator's code signs in.
    await page.getByRole('button', { name: 'Use the authenticator app instead' }).click();
    await enterCode(DEMO_CODE);
    await page.waitForURL(`${APP}/dashboard`);
    await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
    expect(errors).toEqual([]);
  }, 90_000);
});
