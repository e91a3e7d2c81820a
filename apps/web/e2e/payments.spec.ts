/**
 * Enrollment and M-Pesa payment on the production build at 360 px: a student enrolls in a paid course
 * with a discount code and pays with 0712 345 678, waits for the phone and lands in the course; on
 * another course +254700000001 ends "cancelled on your phone", a retry with another number is reloaded
 * during the wait and still finishes. The mock settles an STK push 4 s after it starts (its own knob),
 * so no journey sits out the 60 s countdown.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAs, APP, navigate, signInAs } from './public-site';

interface EnrollmentRow {
  id: number;
  status: string;
  discount_code?: string | null;
  course: { id: number; slug: string };
}
interface PageOf<Row> {
  results: Row[];
}

/** Paid courses the demo student is not enrolled in (demo data). */
const FIRST = { id: 6, slug: 'rest-apis-with-django-rest-framework', title: 'REST APIs with Django REST Framework' };
const SECOND = { id: 7, slug: 'node-js-and-express-backend-development', title: 'Node.js and Express Backend Development' };

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

async function enrollmentOf(courseId: number): Promise<EnrollmentRow | undefined> {
  const list = await apiAs<PageOf<EnrollmentRow>>(page, 'student', `/payments/enrollments/?course_id=${courseId}&page_size=5`);
  return list.results.find((row) => row.course.id === courseId);
}

async function toCheckout(course: typeof FIRST): Promise<void> {
  await navigate(page, `/dashboard/courses/enroll/${course.slug}`);
  await page.getByRole('heading', { level: 1, name: `Enroll in ${course.title}` }).waitFor();
  await page.getByRole('heading', { name: 'Ready to enroll' }).waitFor();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await page.waitForURL(`${APP}/dashboard/payments/enroll/${course.id}`);
  await page.getByRole('heading', { level: 1, name: `Checkout: ${course.title}` }).waitFor();
}

async function payByMpesa(phone: string): Promise<void> {
  await page.getByRole('textbox', { name: /M-Pesa phone number/ }).fill(phone);
  await page.getByRole('button', { name: /^Pay .* with M-Pesa$/ }).click();
  await page.getByRole('heading', { name: 'Check your phone and enter your M-Pesa PIN' }).waitFor();
}

describe('enrolling and paying by M-Pesa on a phone (360 px)', () => {
  it('enrolls with a discount code, pays with 0712 345 678 and lands in the course', async () => {
    await toCheckout(FIRST);
    await page.getByRole('textbox', { name: 'Discount code' }).fill('JAMHURI20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(/JAMHURI20 applied: you save Ksh/).waitFor();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    // Either the payment step, or the reason the code could not be applied (named, so a failure says why).
    await page.getByRole('heading', { name: 'Pay for the course' }).or(page.getByRole('alert')).first().waitFor();
    expect(await page.getByRole('alert').allTextContents()).toEqual([]);
    const reserved = await enrollmentOf(FIRST.id);
    expect(reserved).toMatchObject({ status: 'payment_pending', discount_code: 'JAMHURI20' });

    // The profile's number is prefilled; the learner pays from another phone, typed with spaces.
    await expect(page.getByRole('textbox', { name: /M-Pesa phone number/ }).inputValue()).resolves.toMatch(/^\+?254/);
    await payByMpesa('0712 345 678');
    await page.waitForURL(new RegExp(`/dashboard/payments/success/${reserved?.id}\\?payment=\\d+$`));
    await page.getByText(/^M-Pesa receipt [A-Z0-9]{10}$/).waitFor();
    await page.getByRole('link', { name: 'Start learning' }).click();
    await page.waitForURL(`${APP}/dashboard/courses/${FIRST.slug}/lessons`);
    expect((await enrollmentOf(FIRST.id))?.status).toBe('active');
  });

  it('ends "cancelled on your phone", and a retry with another number survives a reload', async () => {
    await toCheckout(SECOND);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { name: 'Pay for the course' }).waitFor();
    await payByMpesa('+254700000001');
    await page.getByRole('alert').getByText('Payment cancelled on your phone').waitFor();
    // Nothing typed is lost: the number is still there to correct.
    await expect(page.getByRole('textbox', { name: /M-Pesa phone number/ }).inputValue()).resolves.toBe('+254700000001');

    await page.getByRole('button', { name: 'Use another number' }).click();
    await payByMpesa('0722 000 111');
    await page.waitForURL(/\?payment=\d+$/);
    await page.reload();
    await page.waitForSelector('html[data-app-ready]');
    await page.getByRole('heading', { name: 'Check your phone and enter your M-Pesa PIN' }).waitFor();
    await page.waitForURL(/\/dashboard\/payments\/success\/\d+\?payment=\d+$/);
    await page.getByText(/^M-Pesa receipt [A-Z0-9]{10}$/).waitFor();
    expect((await enrollmentOf(SECOND.id))?.status).toBe('active');
    expect(errors).toEqual([]);
  });
});
