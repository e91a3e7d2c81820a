/**
 * The other ways to pay, on the production build at 360 px: a card payment goes to the provider's
 * (simulated) page and back through /payment/success, and /payment/verify confirms it with the server;
 * a bank transfer (its slip uploaded) waits until an admin verifies it, which activates the enrollment; a parent pays the
 * child's overdue installment by M-Pesa and the sidebar's overdue counter drops at once; the parent
 * enrolls the child in a course and the enrollment is the child's.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAs, APP, navigate, signInAs } from './public-site';

interface EnrollmentRow {
  id: number;
  status: string;
  course: { id: number; slug: string };
}
interface PageOf<Row> {
  results: Row[];
}

/** Demo data: a paid course the student is not in, and the one she owes (full payment). */
const CARD_COURSE = { id: 6, slug: 'rest-apis-with-django-rest-framework', title: 'REST APIs with Django REST Framework' };
const OWED_COURSE_ID = 10;
/** A free course neither demo child is in. */
const FREE_COURSE = { id: 16, slug: 'c-programming-foundations', title: 'C Programming Foundations' };

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
  await page.waitForSelector('html[data-app-ready]');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function enrollmentOf(courseId: number): Promise<EnrollmentRow | undefined> {
  const list = await apiAs<PageOf<EnrollmentRow>>(page, 'student', `/payments/enrollments/?course_id=${courseId}&page_size=5`);
  return list.results.find((row) => row.course.id === courseId);
}

/** The sidebar's overdue-installments count, read where the sidebar shows (desktop width), then back to 360 px. */
async function overdueCount(): Promise<number> {
  await page.setViewportSize({ width: 1280, height: 780 });
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('link', { name: /^Installments/ }).waitFor();
  const badge = sidebar.getByText(/^\d+ overdue installments$/);
  const count = (await badge.count()) > 0 ? Number((await badge.first().textContent())?.split(' ')[0]) : 0;
  await page.setViewportSize({ width: 360, height: 780 });
  return count;
}

describe('card, bank transfer and a parent paying (360 px)', () => {
  it('pays by card through the provider’s page and back, then verifies with the server', async () => {
    await signInAs(page, 'student');
    await navigate(page, `/dashboard/payments/enroll/${CARD_COURSE.id}`);
    await page.getByRole('heading', { level: 1, name: `Checkout: ${CARD_COURSE.title}` }).waitFor();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { name: 'Pay for the course' }).waitFor();
    await page.getByText('Card (Visa, Mastercard)', { exact: true }).click();
    await page.getByRole('button', { name: /^Pay Ksh/ }).click();
    // The provider's page sends the payer back with the payment's id, reference and session.
    await page.waitForURL(/\/payment\/success\?.*gateway=stripe.*payment_id=\d+/);
    await page.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor();
    const paymentId = new URL(page.url()).searchParams.get('payment_id');
    expect((await enrollmentOf(CARD_COURSE.id))?.status).toBe('active');
    await navigate(page, `/payment/verify/${paymentId}`);
    await page.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor();
    await navigate(page, '/payment/verify/999999');
    await page.getByRole('heading', { level: 1, name: 'We could not find this payment' }).waitFor();
  });

  it('keeps a bank transfer pending until an admin verifies it', async () => {
    await navigate(page, `/dashboard/payments/enroll/${OWED_COURSE_ID}`);
    await page.getByRole('heading', { name: 'Pay for the course' }).waitFor();
    await page.getByText('Bank transfer', { exact: true }).click();
    await page.getByRole('button', { name: /^Pay Ksh/ }).click();
    const details = await page.getByText(/reference PAY-[\w-]+\./).textContent();
    const reference = /reference (PAY-[\w-]+)\./.exec(details ?? '')?.[1] ?? '';
    expect(reference).not.toBe('');
    expect((await enrollmentOf(OWED_COURSE_ID))?.status).toBe('payment_pending');
    // The slip goes up with the pending payment (multipart), for finance staff to check.
    const slip = page.getByRole('form', { name: 'Upload the transfer slip' });
    await slip.locator('input[type="file"]').setInputFiles({
      name: 'deposit-slip.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 slip'),
    });
    await slip.getByRole('textbox', { name: /Reference on the slip/ }).fill('KCB-445566');
    await slip.getByRole('button', { name: 'Upload the slip' }).click();
    await page.getByText('Slip received: deposit-slip.pdf').waitFor();

    await signInAs(page, 'admin');
    await navigate(page, '/dashboard/payments');
    const row = page.getByRole('listitem').filter({ hasText: reference });
    await row.getByRole('link', { name: /^Transfer slip from Wanjiku Kamau/ }).waitFor();
    await row.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('textbox', { name: 'Bank slip reference' }).fill('KCB-445566');
    await page.getByRole('button', { name: 'Verify payment' }).click();
    await page.getByText('Bank transfer verified').waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await enrollmentOf(OWED_COURSE_ID))?.status).toBe('active');
  });

  it('lets the parent pay the child’s overdue installment; the overdue counter drops', async () => {
    await signInAs(page, 'parent');
    await navigate(page, '/dashboard/payments/installments?status=overdue');
    await page.getByRole('heading', { level: 1, name: 'Installments' }).waitFor();
    const pay = page.getByRole('link', { name: /^Pay Ksh.* now for Wanjiku Kamau$/ }).first();
    await pay.waitFor();
    const before = await overdueCount();
    expect(before).toBeGreaterThan(0);
    await pay.click();
    await page.getByRole('heading', { name: /^Pay installment \d+ of \d+ of .+ for Wanjiku Kamau$/ }).waitFor();
    await page.getByRole('textbox', { name: /M-Pesa phone number/ }).fill('0712 345 678');
    await page.getByRole('button', { name: /^Pay .* with M-Pesa$/ }).click();
    await page.getByRole('heading', { name: 'Check your phone and enter your M-Pesa PIN' }).waitFor();
    await page.waitForURL(/\/dashboard\/payments\/success\/\d+\?payment=\d+$/);
    await page.getByText(/^M-Pesa receipt [A-Z0-9]{10}$/).waitFor();
    await expect.poll(overdueCount, { timeout: 10_000 }).toBe(before - 1);
  });

  it('lets the parent enroll the child in a course; the enrollment is the child’s', async () => {
    await navigate(page, `/dashboard/courses/enroll/${FREE_COURSE.slug}`);
    await page.getByRole('radiogroup', { name: 'Your child' }).getByText('Wanjiku Kamau', { exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Enroll Wanjiku Kamau in ${FREE_COURSE.title}` }).waitFor();
    await page.getByRole('button', { name: 'Enroll for free' }).click();
    await page.getByRole('link', { name: 'View Wanjiku Kamau’s enrollment' }).click();
    await page.getByRole('heading', { level: 1, name: FREE_COURSE.title }).waitFor();
    expect((await enrollmentOf(FREE_COURSE.id))?.status).toBe('active');
    expect(errors).toEqual([]);
  });
});
