/**
 * The payments desk on the production build: an admin opens the overview from the sidebar's Payments and
 * Finance, records a bank transfer taken at the office (the missing slip reference is said on its field)
 * and lands on the new payment, completed; then reads a gateway exchange and follows it to its payment —
 * at desktop and at 360 px (no sideways scroll), axe clean. Then the follow-up: enrollment analytics from
 * the sidebar, the defaulters, and one reminder sent with its outcome. Last, enrollment analytics narrowed
 * to this year and one course, its active enrollments opened from the status chart's table, and one of
 * them suspended with a reason and reactivated — both steps in its history.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAs, APP, axeViolations, signInAs } from './public-site';

interface AdminPaymentRow {
  id: number;
  reference: string;
  status: string;
  amount: string;
  gateway_transaction_id: string | null;
}

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
  await signInAs(page, 'admin');
  // What the desk's own pages throw, not the sign-in page's.
  errors.length = 0;
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const sideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('the payments desk', () => {
  it('lets an admin record a bank transfer from the overview and land on the completed payment', async () => {
    const entry = page.getByLabel('Sidebar').getByRole('link', { name: 'Payments Overview', exact: true });
    if (!(await entry.isVisible()))
      await page
        .getByLabel('Sidebar')
        .getByRole('button', { name: /^Payments and Finance/ })
        .click();
    await entry.click();
    await page.getByRole('heading', { level: 1, name: 'Payments overview' }).waitFor();
    await page.getByText('Total revenue').waitFor();
    await page.getByRole('table', { name: /Revenue by month/ }).waitFor({ state: 'attached' });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('navigation', { name: 'Payments desk' }).getByRole('link', { name: 'All payments' }).click();
    await page.getByRole('heading', { level: 1, name: 'All payments' }).waitFor();
    await page.getByRole('button', { name: 'Record a payment' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Record a payment' });
    await dialog.getByRole('combobox', { name: /Enrollment/ }).fill('a');
    await page
      .getByRole('option', { name: /owes Ksh/ })
      .first()
      .click();
    await dialog.getByRole('textbox', { name: /^Amount/ }).fill('2500');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.getByText('Enter the reference on the bank slip.').waitFor();
    expect(await dialog.getByRole('textbox', { name: /^Amount/ }).inputValue()).toMatch(/2,?500/);
    await dialog.getByRole('textbox', { name: /^Bank slip reference/ }).fill('EQB-FT-90211');
    await dialog.getByRole('button', { name: 'Record payment' }).click();

    const heading = page.getByRole('heading', { level: 1, name: /^Payment PAY-/ });
    await heading.waitFor();
    const reference = ((await heading.textContent()) ?? '').replace('Payment ', '');
    await page.getByText('EQB-FT-90211').waitFor();
    const recorded = await apiAs<{ results: AdminPaymentRow[] }>(page, 'admin', `/payments/admin/payments/?search=${reference}`);
    expect(recorded.results[0]).toMatchObject({ status: 'completed', amount: '2500.00', gateway_transaction_id: 'EQB-FT-90211' });
    await page.getByRole('link', { name: /^Enrollment #\d+$/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  }, 120_000);

  it('follows a gateway exchange to its payment at 360 px, its response shown as indented JSON', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${APP}/dashboard/payments/admin/gateway-logs?gateway=mpesa`);
    await page.getByRole('heading', { level: 1, name: 'Gateway logs' }).waitFor();
    await page.getByRole('link', { name: 'stk_callback' }).first().click();
    await page.getByRole('heading', { name: 'Response' }).waitFor();
    // Safaricom's ResultCode, named in words.
    await page
      .getByText(/^(0|1|17|26|1001|1019|1025|1032|1037|2001|9999) · [A-Z]/)
      .first()
      .waitFor();
    expect(await page.getByRole('figure').filter({ hasText: 'ResultCode' }).first().textContent()).toMatch(/"ResultCode": /);
    expect(await sideways()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: /^PAY-/ }).first().click();
    await page.getByRole('heading', { level: 1, name: /^Payment PAY-/ }).waitFor();
    expect(await sideways()).toBe(false);
    expect(errors).toEqual([]);
  }, 120_000);

  it('opens enrollment analytics and the defaulters, and reminds one learner with the outcome shown', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${APP}/dashboard`);
    const entry = page.getByLabel('Sidebar').getByRole('link', { name: 'Enrollment Analytics', exact: true });
    if (!(await entry.isVisible()))
      await page
        .getByLabel('Sidebar')
        .getByRole('button', { name: /^Payments and Finance/ })
        .click();
    await entry.click();
    await page.getByRole('heading', { level: 1, name: 'Enrollment analytics' }).waitFor();
    await page.getByText('Trial conversion').waitFor();
    await page.getByRole('table', { name: /Enrollments in each status/ }).waitFor({ state: 'attached' });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('navigation', { name: 'Payments desk' }).getByRole('link', { name: 'Defaulters' }).click();
    await page.getByRole('heading', { level: 1, name: 'Defaulters' }).waitFor();
    const remind = page.getByRole('button', { name: /^Remind / }).first();
    const learner = ((await remind.getAttribute('aria-label')) ?? '').replace(/^Remind /, '');
    await remind.click();
    const dialog = page.getByRole('alertdialog', { name: new RegExp(`^Remind ${learner} of Ksh`) });
    await dialog.getByRole('radio', { name: 'E-mail and SMS' }).waitFor({ state: 'attached' });
    await dialog.getByRole('button', { name: 'Send reminder' }).click();
    await page.getByText(`Reminder sent to ${learner}`).waitFor();
    await page.getByText(/^By E-mail and SMS: Ksh /).waitFor();
    await page.getByText('Last reminded: Just now').first().waitFor();
    const after = await apiAs<{ results: { learner: { get_full_name?: string }; last_reminded_at: string | null }[] }>(
      page,
      'admin',
      `/payments/admin/defaulters/?search=${encodeURIComponent(learner)}`,
    );
    expect(after.results.some((row) => row.last_reminded_at !== null)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 360, height: 780 });
    await page
      .getByRole('button', { name: /^Remind / })
      .first()
      .waitFor();
    expect(await sideways()).toBe(false);
    expect(errors).toEqual([]);
  }, 120_000);

  it('narrows enrollment analytics to this year and one course, then suspends and reactivates one of its enrollments', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('navigation', { name: 'Payments desk' }).getByRole('link', { name: 'Enrollment analytics' }).click();
    await page.getByRole('heading', { level: 1, name: 'Enrollment analytics' }).waitFor();
    await page.getByRole('combobox', { name: 'Range' }).selectOption({ label: 'This year' });
    await page.getByRole('button', { name: 'Show as table: The courses with the most enrollments' }).click();
    const top = page.getByRole('table', { name: /The courses with the most enrollments/ });
    const course = ((await top.getByRole('link').first().textContent()) ?? '').trim();
    await page.getByRole('combobox', { name: 'Course' }).selectOption({ label: course });
    await page.getByText('Paid for this course’s enrollments').waitFor();
    expect(new URL(page.url()).searchParams.get('range')).toBe('year');
    expect(await page.getByRole('heading', { name: 'Top courses' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Show as table: Enrollments in each status' }).click();
    await page
      .getByRole('table', { name: /Enrollments in each status/ })
      .getByRole('link', { name: 'Active' })
      .click();
    await page.waitForURL(/\/dashboard\/payments\/enrollments\?/);
    expect(new URL(page.url()).searchParams.get('status')).toBe('active');
    await page.getByRole('table').getByRole('link', { name: course }).first().click();
    await page.getByRole('heading', { name: 'Manage this enrollment' }).waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    await page.getByRole('button', { name: 'Suspend', exact: true }).click();
    let dialog = page.getByRole('alertdialog', { name: new RegExp(`^Suspend .+’s enrollment in `) });
    await dialog.getByRole('button', { name: 'Suspend enrollment' }).click();
    await dialog.getByText('Give the reason: it is kept in the enrollment’s history.').waitFor();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Installment 2 is 30 days overdue.');
    await dialog.getByRole('button', { name: 'Suspend enrollment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Reactivate', exact: true }).click();
    dialog = page.getByRole('alertdialog', { name: /^Reactivate / });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Balance cleared by M-Pesa.');
    await dialog.getByRole('button', { name: 'Reactivate enrollment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Suspend', exact: true }).waitFor();

    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('list', { name: 'Enrollment history' });
    await history.getByText(/Installment 2 is 30 days overdue\./).waitFor();
    await history.getByText(/Balance cleared by M-Pesa\./).waitFor();
    await history.getByText('Suspended (Active → Suspended)').waitFor();
    const trail = await apiAs<{ entries: { action: string }[] }>(page, 'admin', `/payments/enrollments/${id}/audit-trail/`);
    const actions = trail.entries.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['suspended', 'reactivated']));
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 150_000);
});
