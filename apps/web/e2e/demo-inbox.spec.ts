/** Journey (mock mode): "forgot password" → the demo inbox's reset link → a new password → signed in. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, open } from './public-site';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  page.setDefaultTimeout(15_000);
});
afterAll(async () => {
  await browser?.close();
});

describe('the demo inbox', () => {
  it('lets a person finish a password reset by hand, with no e-mail server', async () => {
    await open(page, '/forgot-password?mock-reset=1');
    await page
      .getByRole('main')
      .getByLabel(/^Email/)
      .fill('parent@ujuzi.ac.ke');
    await page.getByRole('button', { name: 'Send reset link' }).click();

    const inbox = page.getByRole('region', { name: 'Demo inbox' });
    await inbox
      .getByText('Demo mode: no e-mail was sent. This is the message the server would send to parent@ujuzi.ac.ke.')
      .waitFor();
    await inbox.getByRole('link', { name: 'Open the reset link' }).click();

    await page.getByText('For parent@ujuzi.ac.ke').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/reset-password\/[^/]+\/[^/]+$/);
    await page.getByLabel(/^New password/).fill('Kilimani!2027');
    await page.getByLabel(/^Confirm new password/).fill('Kilimani!2027');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(`${APP}/login`);

    await page.getByLabel(/^Username/).fill('parent');
    await page.getByLabel(/^Password/).fill('Kilimani!2027');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${APP}/dashboard`);
  });
});
