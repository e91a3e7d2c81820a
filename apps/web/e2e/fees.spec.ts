/**
 * School fees on the production build: an admin sets out a fee structure for the demo learner's class
 * level and bills the whole level from it; the parent (360 px) opens the child's new invoice and pays
 * it by M-Pesa, followed to its receipt; the accountant sees the fee collected in fee collection and
 * opens and downloads its receipt.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAs, APP, navigate, signInAs } from './public-site';

interface PageOf<Row> {
  results: Row[];
}
interface Fee {
  fee_structure: number;
}
interface Structure {
  class_level: number;
  class_level_name: string;
}
interface Term {
  id: number;
  is_current: boolean;
}
interface Invoice {
  id: number;
  student_fee?: number | null;
  total_amount: string;
}

const NAME = 'Cloud lab fees (journey)';
let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
let mpesaCode = '';

/** Opens an entry of the sidebar's Payments and Finance section (expanding the section first). */
async function openFromSidebar(name: string): Promise<void> {
  const entry = page.getByLabel('Sidebar').getByRole('link', { name, exact: true });
  if (!(await entry.isVisible()))
    await page
      .getByLabel('Sidebar')
      .getByRole('button', { name: /^Payments and Finance/ })
      .click();
  await entry.click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${APP}/login?mock-reset=1`);
  await page.waitForSelector('html[data-app-ready]');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('school fees: billed, paid by M-Pesa, receipted', () => {
  it('lets an admin create a fee structure and bill a class level from it', async () => {
    const fees = await apiAs<PageOf<Fee>>(page, 'student', '/finance/student-fees/?page_size=1');
    const structure = await apiAs<Structure>(page, 'admin', `/finance/fee-structures/${fees.results[0]?.fee_structure}/`);
    const terms = await apiAs<PageOf<Term>>(page, 'admin', '/core/academic-terms/?page_size=50');
    const term = terms.results.find((row) => row.is_current) ?? terms.results[0];
    await signInAs(page, 'admin');
    await openFromSidebar('Fee Structures');
    await page.getByRole('heading', { level: 1, name: 'Fee structures' }).waitFor();
    await page.getByRole('button', { name: 'New fee structure' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New fee structure' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(NAME);
    await dialog.getByRole('combobox', { name: /^Class level/ }).selectOption(String(structure.class_level));
    await dialog.getByRole('combobox', { name: /^Term/ }).selectOption(String(term?.id));
    await dialog.getByRole('textbox', { name: /^Item 1/ }).fill('Cloud credits');
    await dialog.getByRole('textbox', { name: /^Amount of item 1/ }).fill('4000');
    await dialog.getByRole('button', { name: 'Create fee structure' }).click();
    await page.getByText('Fee structure created').waitFor();
    await page.getByRole('link', { name: NAME }).first().click();
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await page.getByRole('button', { name: 'Bill learners' }).click();
    await page
      .getByRole('dialog', { name: `Bill learners from ${NAME}` })
      .getByRole('button', { name: 'Continue' })
      .click();
    const confirm = page.getByRole('dialog', { name: `Bill all of ${structure.class_level_name}?` });
    await confirm.getByText(/Total: Ksh/).waitFor();
    await confirm.getByRole('button', { name: /^Bill \d+ learners?$/ }).click();
    await page.getByText(new RegExp(`^Billed \\d+ learners? from ${NAME.replace(/[()]/g, '\\$&')}$`)).waitFor();
  });

  it('lets the parent pay the child’s new fee by M-Pesa from the invoice (360 px)', async () => {
    await signInAs(page, 'parent');
    await page.setViewportSize({ width: 360, height: 780 });
    const invoices = await apiAs<PageOf<Invoice>>(page, 'parent', '/payments/invoices/?page_size=100');
    const invoice = invoices.results.find((row) => row.student_fee && row.total_amount === '4000.00');
    expect(invoice).toBeDefined();
    await navigate(page, `/dashboard/finance/invoices/${invoice?.id}`);
    await page.getByRole('link', { name: /^Pay Ksh/ }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(`^${NAME.replace(/[()]/g, '\\$&')} for `) }).waitFor();
    await page.getByRole('textbox', { name: /M-Pesa phone number/ }).fill('0712 345 678');
    await page.getByRole('button', { name: /^Pay .* with M-Pesa$/ }).click();
    await page.getByRole('heading', { name: 'Check your phone and enter your M-Pesa PIN' }).waitFor();
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    const text = (await page.getByText(/^M-Pesa receipt [A-Z0-9]{10}$/).textContent()) ?? '';
    mpesaCode = text.replace('M-Pesa receipt ', '');
    expect(mpesaCode).toMatch(/^[A-Z0-9]{10}$/);
  });

  it('shows the accountant the fee collected and its receipt, which downloads', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, 'accountant');
    await openFromSidebar('Fee Collection');
    await page.getByRole('heading', { level: 1, name: 'Fee collection' }).waitFor();
    await page.getByText(NAME).first().waitFor();
    await openFromSidebar('Fee Receipts');
    await page.getByRole('heading', { level: 1, name: 'Receipts' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search receipts' }).fill(mpesaCode);
    await page.getByRole('link', { name: /^RCT-/ }).first().click();
    await page.getByRole('heading', { level: 1, name: /^Receipt RCT-/ }).waitFor();
    await page.getByText(mpesaCode).first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^RCT-\d{4}-\d{6}\.html$/);
    expect(errors).toEqual([]);
  });
});
