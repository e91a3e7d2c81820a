/**
 * Refunds on the production build at 360 px: a student cancels a paid enrollment and asks for a refund;
 * an admin finds it in the refund queue and approves half of it; the payment is partly refunded, and the
 * student sees it in their payment history and in their notices.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, apiAs, navigate, signInAs } from './public-site';

interface EnrollmentRow {
  id: number;
  status: string;
  total_amount_paid: string;
  course: { id: number; title: string };
}
interface RefundRow {
  id: number;
  reference: string;
  amount: string;
  status: string;
  payment: number;
  enrollment: number | null;
}
interface PaymentRow {
  id: number;
  status: string;
  amount: string;
  refunded_amount: string;
}
interface PageOf<Row> {
  results: Row[];
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${APP}/login?mock-reset=1`);
  await signInAs(page, 'student');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const shillings = (value: string) => Number.parseFloat(value);

describe('a refund asked for on cancelling, half approved (360 px)', () => {
  let enrollment: EnrollmentRow;
  let refund: RefundRow;

  it('lets the student cancel a paid enrollment and ask for a refund', async () => {
    const mine = await apiAs<PageOf<EnrollmentRow>>(page, 'student', '/payments/enrollments/?status=active&page_size=100');
    const paid = mine.results.find((row) => shillings(row.total_amount_paid) > 0);
    expect(paid, 'an active enrollment the student paid for').toBeTruthy();
    enrollment = paid as EnrollmentRow;
    await navigate(page, `/dashboard/payments/enrollments/${enrollment.id}`);
    await page.getByRole('button', { name: 'Cancel enrollment' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog
      .locator('label')
      .filter({ hasText: /^Ask for a refund of what was paid/ })
      .click();
    expect(await dialog.getByRole('checkbox', { name: /^Ask for a refund of what was paid/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel enrollment' }).click();
    await page.getByText('Your refund request was sent to the accounts office.').first().waitFor();
  });

  it('lets an admin approve half of it from the refund queue; the confirmation names learner, course and amount', async () => {
    await signInAs(page, 'admin');
    const queue = await apiAs<PageOf<RefundRow>>(page, 'admin', '/payments/admin/refunds/?status=pending&page_size=100');
    refund = queue.results.find((row) => row.enrollment === enrollment.id) as RefundRow;
    expect(refund, 'the student’s refund request').toBeTruthy();
    await navigate(page, '/dashboard/payments/admin/refunds?status=pending');
    await page.getByRole('heading', { level: 1, name: 'Refunds' }).waitFor();
    await page.getByRole('link', { name: refund.reference }).click();
    await page.getByRole('heading', { level: 1, name: `Refund ${refund.reference}` }).waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: /^Approve the refund to / });
    await dialog.getByText(new RegExp(`${enrollment.course.title} · Ksh`)).waitFor();
    const half = (shillings(refund.amount) / 2).toFixed(2);
    await dialog.getByRole('textbox', { name: /^Amount to refund/ }).fill(half);
    await dialog.getByRole('button', { name: 'Approve refund' }).dblclick();
    await page.getByText('Refunded through').waitFor();
    await page.getByRole('heading', { level: 1, name: `Refund ${refund.reference}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    const payment = await apiAs<PaymentRow>(page, 'admin', `/payments/admin/payments/${refund.payment}/`);
    expect(payment.status).toBe('completed');
    expect(payment.refunded_amount).toBe(half);
    const approved = await apiAs<RefundRow>(page, 'admin', `/payments/admin/refunds/${refund.id}/`);
    expect(approved).toMatchObject({ status: 'completed', amount: half });
  });

  it('shows the admin the payment partly refunded on its page', async () => {
    await page.getByRole('link', { name: /^PAY-/ }).click();
    await page.getByRole('heading', { level: 1, name: /^Receipt / }).waitFor();
    await page.getByText(/^Ksh .* of Ksh .* refunded\./).waitFor();
  });

  it('shows the student the outcome: the payment partly refunded, and a notice', async () => {
    await signInAs(page, 'student');
    await navigate(page, '/dashboard/payments/history');
    await page.getByRole('heading', { level: 1, name: 'Payment history' }).waitFor();
    await page.getByText('Partly refunded').first().waitFor();
    const notices = await apiAs<PageOf<{ notification_type: string; payment: number | null }>>(
      page,
      'student',
      '/payments/notifications/?page_size=100',
    );
    expect(notices.results.some((row) => row.notification_type === 'refund_processed' && row.payment === refund.payment)).toBe(
      true,
    );
    expect(errors).toEqual([]);
  });
});
