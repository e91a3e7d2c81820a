/** Journeys: read an article found by its tag, vote on an FAQ, send a contact inquiry. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, mockTable, open } from './public-site';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(10_000);
});
afterAll(async () => {
  await browser?.close();
});

describe('the public content', () => {
  it('reads an article, follows one of its tags and opens another article with that tag', async () => {
    await open(page, '/articles?mock-reset=1');
    const link = page.getByRole('article').first().getByRole('link');
    const opened = await link.textContent();
    await link.click();
    await page.getByRole('heading', { level: 1, name: opened ?? '' }).waitFor();
    expect(await page.getByText(/\d+ min read$/).count()).toBeGreaterThan(0);
    const tag = page.getByRole('list', { name: 'Tags' }).getByRole('link').first();
    const name = (await tag.textContent())?.slice(1);
    await tag.click();
    await page.waitForURL(`${APP}/articles/tag/${name}`);
    await page.getByRole('heading', { level: 1, name: `Articles tagged “${name}”` }).waitFor();
    const first = page.getByRole('article').first().getByRole('link');
    const title = await first.textContent();
    await first.click();
    await page.getByRole('heading', { level: 1, name: title ?? '' }).waitFor();
    await page.getByRole('heading', { name: /^Comments \(\d+\)$/ }).waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Share this article' })
        .getByRole('link', { name: /WhatsApp/ })
        .count(),
    ).toBe(1);
  });

  it('votes that an FAQ answer helped', async () => {
    await open(page, '/faq');
    const question = page.locator('summary').first();
    const text = await question.textContent();
    await question.click();
    const group = page.getByRole('group', { name: `Was this helpful? ${text}` });
    const yes = group.getByRole('button', { name: /^Yes \(\d+\)$/ });
    const before = Number((await yes.textContent())?.match(/\d+/)?.[0]);
    await yes.click();
    await page.getByText('Thank you for your feedback!').first().waitFor();
    expect(await group.getByRole('button', { name: `Yes (${before + 1})` }).getAttribute('aria-pressed')).toBe('true');
  });

  it('sends a contact inquiry and shows its reference number', async () => {
    await open(page, '/contact');
    await page.getByLabel(/^Your name/).fill('Otieno Odhiambo');
    await page.getByLabel(/^E-mail/).fill('otieno@example.co.ke');
    await page.getByLabel('Topic').selectOption({ label: 'Fees and M-Pesa payments' });
    await page.getByLabel(/^Subject/).fill('Paying in instalments');
    await page.getByLabel(/^Message/).fill('Can I pay for the Django course in three instalments by M-Pesa?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thank you! Your message has been sent.').waitFor();
    const reference = (await page.getByRole('status').filter({ hasText: 'reference number' }).textContent())?.match(
      /UJZ-\d{8}-\d{4}/,
    )?.[0];
    expect(reference).toBeTruthy();
    await expect
      .poll(
        async () =>
          (await mockTable<{ reference_number: string; subject: string }>(page, 'contact.inquiries')).find(
            (row) => row.reference_number === reference,
          )?.subject,
        // The browser's mock database is saved a moment after it changes.
        { timeout: 10_000 },
      )
      .toBe('Paying in instalments');
  });
});
