/**
 * The leave journey on the production build at 360 px: a parent applies for leave for their child
 * tomorrow from the child's card on their home; an admin approves it in the pending queue; tomorrow's
 * register of the child's class shows the child on leave. One browser context: the mock database, kept
 * in local storage, carries every step.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, apiAs, axeViolations, navigate, signInAs } from './public-site';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
const REASON = 'Travelling to Nyeri for a family wedding.';
const CHILD = 'Wanjiku Kamau';
/** Tomorrow in Nairobi (UTC+3), as the app counts days: ISO and as typed (dd/mm/yyyy). */
const tomorrow = new Date(Date.now() + 3 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
const typed = tomorrow.split('-').reverse().join('/');

beforeAll(async () => {
  browser = await launchBrowser();
  // bypassCSP: axe is injected as a script the app's policy would refuse.
  context = await browser.newContext({ viewport: { width: 360, height: 780 }, bypassCSP: true });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${APP}/login?mock-reset=1`);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('leave', () => {
  it('a parent applies for leave for their child tomorrow', async () => {
    await signInAs(page, 'parent');
    await page.getByRole('link', { name: `Apply for leave for ${CHILD}` }).click();
    await page.waitForURL(new RegExp(`${APP}/dashboard/leave`));
    const dialog = page.getByRole('dialog', { name: 'Apply for leave' });
    await dialog.getByRole('textbox', { name: /^From/ }).fill(typed);
    await dialog.getByRole('textbox', { name: /^To/ }).fill(typed);
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill(REASON);
    await dialog.getByRole('button', { name: 'Apply for leave' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Leave applications' }).waitFor();
    await page.getByText(REASON).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('an admin approves it from the pending queue, and the register of tomorrow shows the child on leave', async () => {
    await signInAs(page, 'admin');
    await navigate(page, '/dashboard/leave/approvals');
    await page.getByRole('heading', { level: 1, name: 'Leave approvals' }).waitFor();
    await page.getByLabel('Search pending applications').fill('Nyeri');
    const row = page.locator('li, tr').filter({ hasText: REASON }).first();
    await row.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('alertdialog', { name: new RegExp(`^Approve Sick leave for ${CHILD}`) });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Leave approved').first().waitFor();
    await page
      .getByRole('heading', { name: 'Nothing waiting for approval' })
      .or(page.getByText('No pending applications match'))
      .first()
      .waitFor();

    const child = (
      await apiAs<{ results: { id: number; get_full_name: string }[] }>(page, 'admin', `/accounts/users/students/?search=Wanjiku`)
    ).results.find((row) => row.get_full_name === CHILD);
    const enrollments = await apiAs<{ results: { class_section: { id: number } | number }[] }>(
      page,
      'admin',
      `/academics/class-enrollments/?student=${child?.id}&status=active`,
    );
    const section = enrollments.results[0]?.class_section;
    const sectionId = typeof section === 'number' ? section : section?.id;
    expect(sectionId).toBeDefined();
    await navigate(page, `/dashboard/attendance/register/${sectionId}?date=${tomorrow}`);
    await page.getByRole('heading', { level: 1, name: /^Register: / }).waitFor();
    // Tomorrow's register is read-only ('cannot be marked for a future date'); the child shows on leave, excused.
    const entry = page.locator('li').filter({ has: page.getByRole('link', { name: CHILD }) });
    await entry.getByText('On leave').waitFor();
    await entry.getByText('Excused').waitFor();
    expect(errors).toEqual([]);
  });
});
