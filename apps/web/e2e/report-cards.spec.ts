/**
 * The report cards journey on the production build at 360 px: an admin opens report cards from the
 * sidebar and generates a class's cards for last term (every student already has one: each is named as
 * skipped, with the reason), then for this term, published at once; the demo student of that class then
 * opens this term's card from their dashboard's sidebar by clicking.
 * One browser context: the mock database, kept in local storage, carries every step.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAs, APP, signInAs } from './public-site';

const SECTION = 'DSE1 Morning 2026';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

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

async function fromSidebar(section: string, entry: string): Promise<void> {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const link = page.getByRole('link', { name: entry, exact: true });
  if (!(await link.isVisible())) await page.getByRole('button', { name: new RegExp(`^${section}`) }).click();
  await link.click();
}

async function generate(term: string, publish: boolean): Promise<ReturnType<Page['getByRole']>> {
  await page.getByRole('button', { name: 'Generate report cards' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Generate report cards' });
  const terms = dialog.getByRole('combobox', { name: /^Term/ });
  await expect.poll(() => terms.locator('option', { hasText: term }).count()).toBe(1);
  await terms.selectOption({ label: term });
  const classes = dialog.getByRole('combobox', { name: /^Class/ });
  await expect.poll(() => classes.locator('option', { hasText: SECTION }).count()).toBe(1);
  await classes.selectOption({ label: SECTION });
  if (publish) await dialog.getByText('Publish at once', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Generate report cards' }).click();
  return dialog;
}

describe('report cards', () => {
  it('the admin generates a class’s report cards for a term, and sees who was skipped and why', async () => {
    await signInAs(page, 'admin');
    await fromSidebar('Learning Center', 'Report Cards');
    await page.getByRole('heading', { level: 1, name: 'Report cards' }).waitFor();

    // Last term's cards exist: each student is named as skipped, with the reason.
    let dialog = await generate('Term 2 2026', false);
    const skipped = dialog.getByRole('list', { name: 'Students skipped' });
    await skipped.waitFor();
    expect(await skipped.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await skipped.getByRole('listitem').first().textContent()).toContain('already has a report card for Term 2 2026');
    await dialog.getByText(/^0 report cards generated for Term 2 2026; \d+ skipped\.$/).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();

    // This term's, published at once.
    dialog = await generate('Term 3 2026', true);
    await dialog.getByText(/^\d+ report cards generated for Term 3 2026\.$/).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  it('the student opens this term’s report card from their dashboard by clicking', async () => {
    await signInAs(page, 'student');
    const me = await apiAs<{ first_name: string; last_name: string }>(page, 'student', '/accounts/users/me/');
    await fromSidebar('Learning Center', 'Report Cards');
    await page.getByRole('heading', { level: 1, name: 'Report cards' }).waitFor();
    await page.getByRole('link', { name: `${me.first_name} ${me.last_name}, Term 3 2026` }).click();
    await page.getByRole('heading', { level: 1, name: /^Report card: / }).waitFor();
    await page.getByRole('table', { name: 'Subjects, marks and grades' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Term 3 2026');
    expect(errors).toEqual([]);
  });
});
