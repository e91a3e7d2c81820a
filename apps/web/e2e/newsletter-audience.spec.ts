/**
 * The newsletter audience journey on the production build at 360 px: an admin imports a small CSV —
 * the preview flags its bad row before anything is sent — finds the new subscriber in the list, opens
 * and edits them; then adds a newsletter category. One browser context: the mock database, kept in
 * local storage, carries every step.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAs, APP, navigate, signInAs } from './public-site';

interface Subscriber {
  email: string;
  first_name: string;
  source: string;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
const EMAIL = 'baraka.kiptoo@example.ke';
const CSV = ['email,first_name,last_name,frequency', `${EMAIL},Baraka,Kiptoo,weekly`, 'kiptoo@@mail,Bad,Row,'].join('\n');

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

describe('newsletter audience', () => {
  it('an admin imports a CSV with one bad row: the preview flags it, the good row is imported', async () => {
    await signInAs(page, 'admin');
    await navigate(page, '/dashboard/newsletter/subscribers/import');
    await page.getByRole('heading', { level: 1, name: 'Import subscribers' }).waitFor();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'open-day.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV, 'utf-8'),
    });
    await page.getByText('“kiptoo@@mail” is not a valid email address.').waitFor();
    await page.getByRole('button', { name: 'Import 1 subscriber' }).click();
    await page.getByRole('heading', { name: 'Import finished' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Imported 1 subscribers (0 skipped, 0 errors).' }).first().waitFor();
    const stored = await apiAs<{ results: Subscriber[] }>(page, 'admin', `/newsletter/subscribers/?search=${EMAIL}`);
    expect(stored.results).toEqual([expect.objectContaining({ email: EMAIL, first_name: 'Baraka', source: 'import' })]);
  });

  it('finds the new subscriber in the list, opens and edits them', async () => {
    await navigate(page, '/dashboard/newsletter/subscribers');
    await page.getByRole('heading', { level: 1, name: 'Subscribers' }).waitFor();
    await page
      .getByRole('searchbox', { name: 'Search subscribers' })
      .or(page.getByLabel('Search subscribers'))
      .first()
      .fill('baraka');
    await page.getByRole('link', { name: EMAIL }).click();
    await page.getByRole('heading', { level: 1, name: EMAIL }).waitFor();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit subscriber' }).waitFor();
    const first = page.getByRole('textbox', { name: /First name/ });
    await first.fill('Baraka Jr');
    await page.getByRole('combobox', { name: /Frequency/ }).selectOption('monthly');
    await page.getByRole('button', { name: 'Save subscriber' }).click();
    await page.getByRole('heading', { level: 1, name: EMAIL }).waitFor();
    await page.getByText('Baraka Jr Kiptoo').first().waitFor();
    await page.getByText('Monthly').first().waitFor();
  });

  it('creates a newsletter category', async () => {
    await navigate(page, '/dashboard/newsletter/categories');
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
    await page.getByRole('button', { name: 'New category' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New category' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Cloud computing');
    await dialog.getByRole('textbox', { name: /Description/ }).fill('AWS and Azure certifications, cloud meetups in Nairobi.');
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await page.getByText('Cloud computing').first().waitFor();
    const stored = await apiAs<{ results: { name: string }[] }>(page, 'admin', '/newsletter/categories/?search=Cloud');
    expect(stored.results.map((row) => row.name)).toContain('Cloud computing');
    expect(errors).toEqual([]);
  });
});
