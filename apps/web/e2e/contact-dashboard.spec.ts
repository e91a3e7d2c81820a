/**
 * The contact dashboard on the production build, at 360 px and on a desktop: an admin opens it, sees
 * the totals, and follows a status to the inquiries list filtered by it. The charts' drawing code is a
 * chunk of its own, fetched only by a page that shows a chart.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAs, APP, navigate, signInAs } from './public-site';

interface Stats {
  total_inquiries: number;
  by_status: Record<'new' | 'in_progress' | 'resolved' | 'closed', number>;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const isChartChunk = (url: string) => /\/chart-drawings-[\w-]+\.js$/.test(new URL(url).pathname);

describe.each([
  { name: 'a phone (360 px)', viewport: { width: 360, height: 780 }, phone: true },
  { name: 'a desktop', viewport: { width: 1280, height: 900 }, phone: false },
])('the contact dashboard on $name', ({ viewport, phone }) => {
  let context: BrowserContext;
  let page: Page;
  const scripts: string[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    context = await browser.newContext({ viewport });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${APP}/login?mock-reset=1`);
    // The sign-in page is prerendered: its buttons work once the app has taken it over.
    await signInAs(page, 'admin');
  });
  afterAll(async () => {
    await context?.close();
  });

  it('loads no chart code on a page without a chart', () => {
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(isChartChunk)).toEqual([]);
  });

  it('shows the admin the totals, from the same data as the inquiries list', async () => {
    await navigate(page, '/dashboard/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact management' }).waitFor();
    const stats = await apiAs<Stats>(page, 'admin', '/contact/stats/');
    const figures = page.getByRole('region', { name: 'Inquiry figures' });
    await figures.getByText(`${stats.total_inquiries} in all`).waitFor();
    await expect(figures.getByRole('link', { name: 'New inquiries' }).isVisible()).resolves.toBe(true);
    await page.getByRole('img', { name: 'Inquiries by status, donut chart' }).waitFor();
    expect(scripts.filter(isChartChunk)).toHaveLength(1);
  });

  it('follows a status to the inquiries list filtered by it', async () => {
    const stats = await apiAs<Stats>(page, 'admin', '/contact/stats/');
    if (phone) {
      // On a phone, through the chart's table and the keyboard.
      await page.getByRole('button', { name: 'Show as table: Inquiries by status' }).click();
      const link = page.getByRole('table', { name: 'Inquiries by status' }).getByRole('link', { name: 'In progress' });
      await link.focus();
      await page.keyboard.press('Enter');
    } else {
      // On a desktop, by clicking the donut's part (the data's order: New, In progress, …).
      await page.getByRole('img', { name: 'Inquiries by status, donut chart' }).locator('.recharts-pie-sector').nth(1).click();
    }
    await page.waitForURL(`${APP}/dashboard/contact/inquiries?status=in_progress`);
    await page.waitForFunction(() => document.title === 'Inquiries · Ujuzi');
    const list = await apiAs<{ count: number }>(page, 'admin', '/contact/inquiries/?status=in_progress');
    expect(list.count).toBe(stats.by_status.in_progress);
    expect(errors).toEqual([]);
  });
});
