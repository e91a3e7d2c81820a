/**
 * The newsletter campaign journey on the production build at 360 px: an admin writes a campaign for every
 * active subscriber, previews it (sanitised, at phone width), sends it after confirming, and opens its
 * statistics. One browser context: the mock database, kept in local storage, carries every step.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, navigate, signInAs } from './public-site';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
const TITLE = 'Kisumu hub opening';

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${APP}/login?mock-reset=1`);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('newsletter campaigns', () => {
  it('an admin writes a campaign, previews it, sends it and sees its statistics', async () => {
    await signInAs(page, 'admin');
    await navigate(page, '/dashboard/newsletter');
    await page.getByRole('heading', { level: 1, name: 'Newsletter' }).waitFor();
    await page.getByRole('link', { name: 'New newsletter' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'New newsletter' }).waitFor();
    await page.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
    await page.getByRole('textbox', { name: /^Subject/ }).fill('Our Kisumu hub opens on Monday');
    await page
      .getByRole('textbox', { name: /^Content/ })
      .fill('<h2>Karibu Kisumu</h2><p>Classes start on Monday at the new hub.</p><script>alert(1)</script>');
    await page.getByText('Send to every active subscriber').click();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('heading', { level: 1, name: `Edit ${TITLE}` }).waitFor();

    await page.getByRole('link', { name: 'Preview' }).first().click();
    await page.getByRole('heading', { level: 1, name: `Preview: ${TITLE}` }).waitFor();
    const frame = page.getByRole('region', { name: 'Email preview' });
    await frame.getByText('Classes start on Monday at the new hub.').waitFor();
    expect(await frame.locator('script').count()).toBe(0);
    await page.getByRole('button', { name: 'Phone' }).click();
    expect(await page.getByRole('button', { name: 'Phone' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { level: 1, name: `Edit ${TITLE}` }).waitFor();
    await page.getByRole('button', { name: 'Send now' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/cannot be undone/).waitFor();
    await confirm.getByRole('button', { name: 'Send now' }).click();
    await page.getByText(/can no longer be changed/).waitFor();

    await page.getByRole('link', { name: 'Statistics' }).click();
    await page.getByRole('heading', { level: 1, name: `Statistics: ${TITLE}` }).waitFor();
    await page.getByText('Recipients').first().waitFor();
    await page
      .getByText(/% open rate$/)
      .first()
      .waitFor();
    expect(errors).toEqual([]);
  }, 90_000);
});
