/** Journey: a visitor subscribes from the footer, confirms from the e-mail link, then unsubscribes. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { mockTable, open } from './public-site';

interface SubscriberRow {
  email: string;
  status: string;
  confirmation_token: string | null;
  unsubscribe_token: string;
}

let browser: Browser;
let page: Page;
const email = `e2e.${Date.now()}@example.co.ke`;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  page.setDefaultTimeout(10_000);
});
afterAll(async () => {
  await browser?.close();
});

/** The subscriber as the mock backend stored it (its tokens are what the e-mails would carry). */
async function subscriber(): Promise<SubscriberRow> {
  let found: SubscriberRow | undefined;
  await expect
    .poll(
      async () => (found = (await mockTable<SubscriberRow>(page, 'newsletter.subscribers')).find((row) => row.email === email)),
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return found as SubscriberRow;
}

describe('the newsletter', () => {
  it('subscribes, confirms from the e-mail link, and unsubscribes from the newsletter link', async () => {
    await open(page, '/?mock-reset=1');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel(/^Email address/).fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer.getByText('Successfully subscribed! Please check your email to confirm your subscription.').first().waitFor();

    const pending = await subscriber();
    expect(pending.status).toBe('pending');
    await open(page, `/newsletter/confirm/${pending.confirmation_token}`);
    await page.getByRole('heading', { name: 'Subscription confirmed' }).waitFor();
    expect(await page.getByRole('main').getByText('Welcome aboard!', { exact: true }).isVisible()).toBe(true);

    // The same link again (once the browser's mock database has saved the confirmation): already confirmed.
    await expect.poll(async () => (await subscriber()).status, { timeout: 10_000 }).toBe('active');
    await open(page, `/newsletter/confirm/${pending.confirmation_token}`);
    await page.getByRole('heading', { name: 'Your subscription is already confirmed' }).waitFor();

    await open(page, `/newsletter/unsubscribe/${pending.unsubscribe_token}`);
    await page.getByText('The content is not relevant to me').click();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'You have been unsubscribed' }).waitFor();
    await expect.poll(async () => (await subscriber()).status, { timeout: 10_000 }).toBe('unsubscribed');
  });

  it('says an unknown confirmation link is not valid', async () => {
    await open(page, '/newsletter/confirm/not-a-real-token');
    await page.getByRole('heading', { name: 'This confirmation link is not valid' }).waitFor();
  });
});
