/**
 * Discount codes on the production build: an admin creates a 20 % code for one course (desktop); a
 * student applies it at checkout on a phone (360 px) and pays the lower amount by M-Pesa.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, apiAs, navigate, signInAs } from './public-site';

interface EnrollmentRow {
  id: number;
  status: string;
  total_amount: string;
  discount_code?: string | null;
  discount_amount: string;
  total_amount_paid: string;
  course: { id: number };
}
interface PageOf<Row> {
  results: Row[];
}

/** A paid course the demo student is not enrolled in (demo data). */
const COURSE = { id: 6, slug: 'rest-apis-with-django-rest-framework', title: 'REST APIs with Django REST Framework' };
const CODE = 'DRF20';

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
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('a 20 % code for one course, used at checkout', () => {
  it('lets an admin create it from the sidebar’s Discount Codes', async () => {
    const entry = page.getByLabel('Sidebar').getByRole('link', { name: 'Discount Codes', exact: true });
    if (!(await entry.isVisible()))
      await page
        .getByLabel('Sidebar')
        .getByRole('button', { name: /^Payments and Finance/ })
        .click();
    await entry.click();
    await page.getByRole('heading', { level: 1, name: 'Discount codes' }).waitFor();
    await page.getByRole('button', { name: 'New discount code' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New discount code' });
    await dialog.getByRole('textbox', { name: /^Code/ }).fill(CODE.toLowerCase());
    await dialog.getByRole('textbox', { name: /^Percent off/ }).fill('20');
    await dialog.locator('label').filter({ hasText: COURSE.title }).click();
    expect(await dialog.getByRole('checkbox', { name: COURSE.title }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Create discount code' }).click();
    await page
      .getByRole('cell', { name: new RegExp(`^${CODE}`) })
      .or(page.getByText(CODE, { exact: true }))
      .first()
      .waitFor();
    await page.getByText('20 % off').first().waitFor();
  });

  it('lets a student apply it at checkout and pay 20 % less', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signInAs(page, 'student');
    await navigate(page, `/dashboard/courses/enroll/${COURSE.slug}`);
    await page.getByRole('heading', { name: 'Ready to enroll' }).waitFor();
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await page.waitForURL(`${APP}/dashboard/payments/enroll/${COURSE.id}`);
    await page.getByRole('textbox', { name: 'Discount code' }).fill(CODE);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(new RegExp(`${CODE} applied: you save Ksh`)).waitFor();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { name: 'Pay for the course' }).waitFor();
    await page.getByRole('textbox', { name: /M-Pesa phone number/ }).fill('0712 345 678');
    await page.getByRole('button', { name: /^Pay .* with M-Pesa$/ }).click();
    await page.waitForURL(/\/dashboard\/payments\/success\/\d+\?payment=\d+$/);

    const mine = await apiAs<PageOf<EnrollmentRow>>(page, 'student', `/payments/enrollments/?course_id=${COURSE.id}&page_size=5`);
    const enrollment = mine.results.find((row) => row.course.id === COURSE.id);
    expect(enrollment).toMatchObject({ status: 'active', discount_code: CODE });
    const total = Number.parseFloat(enrollment?.total_amount ?? '0');
    const saved = Number.parseFloat(enrollment?.discount_amount ?? '0');
    expect(saved).toBeCloseTo((total + saved) * 0.2, 2);
    expect(Number.parseFloat(enrollment?.total_amount_paid ?? '0')).toBeCloseTo(total, 2);
    const codes = await apiAs<PageOf<{ code: string; used_count: number }>>(page, 'admin', `/payments/discounts/?search=${CODE}`);
    expect(codes.results.find((row) => row.code === CODE)?.used_count).toBe(1);
    expect(errors).toEqual([]);
  });
});
