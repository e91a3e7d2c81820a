/**
 * The finance journey on the production build at 360 px: the accountant records an expense and sees the
 * spending total grow by its amount (and the backend hold it, awaiting approval); the parent opens their
 * child's invoice from the invoices list and finds its payments' receipts and the way to pay the balance.
 * Between them, the accountant takes a cash payment at the office from fee collection (cash is an office
 * method of fee payments; the course-payment gateways have none): the receipt is issued, the payment is
 * listed as Cash with it, and the fee's balance drops by the amount.
 * One browser context: the mock database, kept in local storage, carries every step.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAs, APP, navigate, signInAs } from './public-site';

interface Expense {
  title: string;
  amount: string;
  status: string;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
const TITLE = 'Safaricom fibre router for the Kisumu hub';

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

/** The totals card's 'Spent: Ksh …' figure. */
async function spent(): Promise<number> {
  const text = (await page.getByText(/^Spent: Ksh/).textContent()) ?? '';
  return Number(text.replace(/^Spent: Ksh ([\d,.]+).*$/, '$1').replace(/,/g, ''));
}

describe('finance', () => {
  it('the accountant records an expense and the total grows by its amount', async () => {
    await signInAs(page, 'accountant');
    await navigate(page, '/dashboard/finance/expenses');
    await page.getByRole('heading', { level: 1, name: 'Expenses' }).waitFor();
    await page.getByText(/^Spent: Ksh/).waitFor();
    const before = await spent();
    await page.getByRole('button', { name: 'Record expense' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New expense' });
    await dialog.getByRole('textbox', { name: /What was paid for/ }).fill(TITLE);
    await dialog.getByRole('textbox', { name: /Amount/ }).fill('8750');
    await dialog.getByRole('combobox', { name: /^Category/ }).selectOption('equipment');
    await dialog.getByRole('button', { name: 'Record expense' }).click();
    await page.getByText(TITLE).first().waitFor();
    await expect.poll(spent, { timeout: 10_000 }).toBe(before + 8750);
    const stored = await apiAs<{ results: Expense[] }>(
      page,
      'accountant',
      `/finance/expenses/?search=${encodeURIComponent(TITLE)}`,
    );
    expect(stored.results).toEqual([expect.objectContaining({ title: TITLE, amount: '8750.00', status: 'pending' })]);
  });

  it('the accountant records a cash payment at the office: its receipt, listed as Cash, and the balance dropped', async () => {
    await navigate(page, '/dashboard/finance/fee-collection');
    await page.getByRole('heading', { level: 1, name: 'Fee collection' }).waitFor();
    const record = page.getByRole('button', { name: /^Record a payment from / }).first();
    const learner = ((await record.getAttribute('aria-label')) ?? '').replace(/^Record a payment from /, '');
    await record.click();
    const dialog = page.getByRole('dialog', { name: `Record a payment from ${learner}` });
    const owed = (await dialog.getByText(/^Balance of /).textContent()) ?? '';
    const before = Number(owed.replace(/^.*Ksh ([\d,.]+).*$/, '$1').replace(/,/g, ''));
    const paid = Math.min(1000, before);
    await dialog.getByRole('combobox', { name: /^Paid with/ }).selectOption({ label: 'Cash' });
    await dialog.getByRole('textbox', { name: /^Amount received/ }).fill(String(paid));
    await dialog.getByRole('textbox', { name: /^Paid by/ }).fill('Wanjiru Kamau (mother)');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    const toast = page.getByText(/^Receipt RCT-\d{4}-\d{6} issued$/);
    await toast.waitFor();
    const receipt = ((await toast.textContent()) ?? '').replace(/^Receipt (\S+) issued$/, '$1');

    const payments = await apiAs<{
      results: { student_fee: number; amount: string; payment_method: string; payer_name: string | null }[];
    }>(page, 'accountant', `/finance/fee-payments/?search=${encodeURIComponent('Wanjiru Kamau')}&page_size=100`);
    const cash = payments.results.find((row) => row.payment_method === 'cash' && row.payer_name === 'Wanjiru Kamau (mother)');
    expect(cash?.amount).toBe(paid.toFixed(2));
    const fee = await apiAs<{ balance: string }>(page, 'accountant', `/finance/student-fees/${cash?.student_fee}/`);
    expect(Number(fee.balance)).toBeCloseTo(before - paid, 2);

    await navigate(page, '/dashboard/finance/fee-payments');
    await page.getByRole('heading', { level: 1, name: 'Fee payments' }).waitFor();
    await page
      .getByText(/Wanjiru Kamau \(mother\)/)
      .first()
      .waitFor();
    await navigate(page, '/dashboard/finance/receipts');
    await page.getByRole('searchbox', { name: 'Search receipts' }).fill(receipt);
    await page.getByRole('link', { name: receipt }).click();
    await page.getByRole('heading', { level: 1, name: `Receipt ${receipt}` }).waitFor();
    await page.getByText('Cash').first().waitFor();
    expect(errors).toEqual([]);
  });

  it("the parent opens their child's invoice: receipts of the payments made, and Pay the balance", async () => {
    await signInAs(page, 'parent');
    await navigate(page, '/dashboard/finance/invoices');
    await page.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor();
    const first = page.getByRole('link', { name: /^INV-\d{4}-\d{6}$/ }).first();
    const number = (await first.textContent()) ?? '';
    await first.click();
    await page.getByRole('heading', { level: 1, name: `Invoice ${number}` }).waitFor();
    await page.getByRole('heading', { name: 'Payments made' }).waitFor();
    await page
      .getByRole('cell', { name: 'Balance due' })
      .or(page.getByRole('rowheader', { name: 'Balance due' }))
      .first()
      .waitFor();
    const pay = page.getByRole('link', { name: /^Pay Ksh / });
    const receipts = page.getByRole('link', { name: /^Receipt for PAY-/ });
    // The newest invoice of the child is either still owed (Pay) or already paid (receipts only).
    await pay.or(receipts.first()).first().waitFor();
    if (await pay.count()) expect(await pay.getAttribute('href')).toMatch(/^\/dashboard\/payments\/enrollments\/\d+$/);
    expect(errors).toEqual([]);
  });
});
