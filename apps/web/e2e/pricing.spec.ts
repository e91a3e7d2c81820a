/**
 * Pricing and the office's installments on the production build: an admin creates a payment plan from
 * the sidebar's Payment Plans, opens its page and the course prices (desktop); an accountant marks an upcoming installment
 * paid; a student on a phone (360 px) saves an M-Pesa number from the sidebar's Saved Payment Methods
 * and sees it masked (axe clean, no sideways scroll).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, axeViolations, signInAs } from './public-site';

const PLAN = 'Two Termly Installments';

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
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Follows a Payments and Finance entry of the sidebar (the phone's navigation first, when shown). */
async function fromSidebar(name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open navigation' });
  if (await menu.isVisible()) await menu.click();
  const entry = page.getByRole('link', { name, exact: true });
  if (!(await entry.isVisible())) await page.getByRole('button', { name: /^Payments and Finance/ }).click();
  await entry.click();
}

describe('plans, installments and saved methods', () => {
  it('an admin creates a payment plan and an accountant marks an installment paid', async () => {
    await signInAs(page, 'admin');
    await fromSidebar('Payment Plans');
    await page.getByRole('heading', { level: 1, name: 'Payment plans' }).waitFor();
    await page.getByRole('button', { name: 'New payment plan' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New payment plan' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(PLAN);
    await dialog.getByRole('textbox', { name: /^Installments/ }).fill('2');
    await dialog.getByRole('combobox', { name: /^How often/ }).selectOption({ label: 'Quarterly' });
    await dialog.getByRole('button', { name: 'Create payment plan' }).click();
    await page.getByRole('link', { name: PLAN }).first().click();
    await page.getByRole('heading', { level: 1, name: PLAN }).waitFor();
    await page.getByText('2 installments, quarterly').first().waitFor();
    await page.getByRole('heading', { name: 'Other plans of this type: Installments' }).waitFor();
    await fromSidebar('Course Prices');
    await page.getByRole('heading', { level: 1, name: 'Course prices' }).waitFor();
    await page.getByRole('heading', { name: 'Limited-time offers running now' }).waitFor();
    await page
      .getByRole('button', { name: /^Edit price of / })
      .first()
      .waitFor();

    await signInAs(page, 'accountant');
    await fromSidebar('Upcoming Installments');
    await page.getByRole('heading', { level: 1, name: 'Upcoming installments' }).waitFor();
    await page.getByRole('combobox', { name: 'Due within' }).selectOption({ label: 'The next 90 days' });
    const button = page.getByRole('button', { name: /^Mark paid: / }).first();
    const label = (await button.getAttribute('aria-label')) ?? '';
    await button.click();
    const mark = page.getByRole('dialog', { name: /^Mark installment \d+ paid$/ });
    await mark.getByRole('textbox', { name: /^Reference/ }).fill('EQB-FT-PRICING-1');
    await mark.getByRole('button', { name: /^Mark .* paid$/ }).click();
    await page.getByText('Installment marked paid').first().waitFor();
    // Paid in full, it leaves the upcoming ones.
    await page.getByRole('button', { name: label, exact: true }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  }, 120_000);

  it('a student saves an M-Pesa number on a phone and sees it masked', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signInAs(page, 'student');
    await fromSidebar('Saved Payment Methods');
    await page.getByRole('heading', { level: 1, name: 'Saved payment methods' }).waitFor();
    await page.getByText('Visa •••• 4242').first().waitFor();
    await page.getByRole('button', { name: 'Add a payment method' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a payment method' });
    await dialog.getByRole('textbox', { name: /^M-Pesa phone number/ }).fill('0722 000 111');
    await dialog.getByRole('button', { name: 'Add payment method' }).click();
    await page.getByText('M-Pesa 0722 ••• 111').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);
});
