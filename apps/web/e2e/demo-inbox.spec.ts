/**
 * Journeys (mock mode): "forgot password" → the demo inbox's reset link → a new password → signed in;
 * register → "Send it again" after the minute → a second confirmation mail → its link confirms the address.
 */
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
    // The dashboard is a new document after sign-in: wait until its app (and the mock backend) runs.
    await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
  });

  it('sends the confirmation mail again after registering, and its newest link confirms the address', async () => {
    // A visitor of their own: the person before is still signed in, and /register sends them away.
    const visitor = await browser.newPage({ viewport: { width: 360, height: 740 } });
    visitor.setDefaultTimeout(15_000);
    await visitor.clock.install();
    await open(visitor, '/register');
    const username = `akinyi${Date.now().toString(36)}`;
    const main = visitor.getByRole('main');
    await main.getByLabel(/^First name/).fill('Akinyi');
    await main.getByLabel(/^Last name/).fill('Otieno');
    await main.getByLabel(/^Username/).fill(username);
    await main.getByLabel(/^Email/).fill(`${username}@example.com`);
    await main.getByText('This username is available.').waitFor();
    await main.getByLabel(/^Password/).fill('Kisumu!2026x');
    await main.getByLabel(/^Confirm password/).fill('Kisumu!2026x');
    await main.getByRole('button', { name: 'Create account' }).click();
    await visitor.waitForURL(`${APP}/login`);

    const inbox = visitor.getByRole('region', { name: 'Demo inbox' });
    const link = inbox.getByRole('link', { name: 'Open the verification link' });
    const first = await link.getAttribute('href');
    const resend = main.getByRole('button', { name: /^Send it again/ });
    expect(await resend.isDisabled()).toBe(true);
    await visitor.clock.fastForward(61_000);
    await main.getByRole('button', { name: 'Send it again' }).click();
    await main.getByText(`A new link is on its way to ${username}@example.com.`, { exact: false }).waitFor();
    await expect.poll(() => link.getAttribute('href')).not.toBe(first);
    await link.click();
    await visitor.getByText('Your e-mail address is verified. You can sign in now.').waitFor();
    await visitor.close();
  });
});
