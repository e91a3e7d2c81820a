/**
 * Budgets on the production build: the accountant creates a budget from the sidebar's Budgets, charges an
 * approved expense to it from the expense's page, and sees the budget over its allocation — in words
 * ('Over budget by …') and as a full bar — on the list and, at 360 px, on the budget's page.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, navigate, signInAs } from './public-site';

const BUDGET = 'Facilities upkeep 2026';
/** Set low enough that any approved expense of the demo data passes it. */
const ALLOCATED = 1_000;
const OVER = /^Over budget by Ksh [\d,]+\.\d\d$/;

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${APP}/login?mock-reset=1`);
  await signInAs(page, 'accountant');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Opens a finance entry of the sidebar, opening its section first when it is folded. */
async function openFromSidebar(name: string): Promise<void> {
  const entry = page.getByLabel('Sidebar').getByRole('link', { name, exact: true });
  if (!(await entry.isVisible()))
    await page
      .getByLabel('Sidebar')
      .getByRole('button', { name: /^Payments and Finance/ })
      .click();
  await entry.click();
}

describe('an accountant’s budget, passed by an approved expense', () => {
  it('creates the budget, charges an approved expense to it and sees it over budget', async () => {
    await openFromSidebar('Budgets');
    await page.getByRole('heading', { level: 1, name: 'Budgets' }).waitFor();
    await page.getByRole('button', { name: 'New budget' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New budget' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(BUDGET);
    await dialog.getByRole('textbox', { name: /^Amount set aside/ }).fill(String(ALLOCATED));
    await dialog.getByRole('combobox', { name: /^Expense category/ }).selectOption('maintenance');
    await dialog.getByRole('button', { name: 'Create budget' }).click();
    await page.getByRole('link', { name: BUDGET }).first().waitFor();

    await openFromSidebar('Expenses');
    await page.getByRole('heading', { level: 1, name: 'Expenses' }).waitFor();
    await navigate(page, '/dashboard/finance/expenses?status=approved');
    await page.getByRole('cell', { name: 'Approved' }).first().waitFor();
    const expense = page.getByRole('row').filter({ hasText: 'Approved' }).first().getByRole('link').first();
    const title = (await expense.textContent()) ?? '';
    expect(title).not.toBe('');
    await expense.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: /Edit/ });
    const budget = edit.getByRole('combobox', { name: /^Budget/ });
    await budget.locator('option', { hasText: BUDGET }).waitFor({ state: 'attached' });
    await budget.selectOption({ label: BUDGET });
    await edit.getByRole('button', { name: 'Save expense' }).click();
    await page.getByRole('link', { name: BUDGET }).click();

    await page.getByRole('heading', { level: 1, name: BUDGET }).waitFor();
    await page.getByRole('link', { name: title }).waitFor();
    await page.getByText(OVER).waitFor();
    const share = await page.getByRole('progressbar', { name: 'Spent' }).getAttribute('aria-valuetext');
    expect(Number(share?.match(/^(\d+)% spent/)?.[1])).toBeGreaterThan(100);

    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByText(OVER).waitFor();
    const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(scrolls).toBe(false);
    await page.goto(`${APP}/dashboard/finance/budgets`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: BUDGET }) });
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: BUDGET }) });
    await row.or(card).getByText(OVER).first().waitFor();
    expect(errors).toEqual([]);
  }, 120_000);
});
