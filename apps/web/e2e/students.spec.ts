/**
 * The student management journey on the production build at 360 px: an admin adds a student, finds them
 * in the students list by search, opens their page and edits their phone number, which the backend keeps.
 * One browser context: the mock database, kept in local storage, carries every step.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAs, APP, navigate, signInAs } from './public-site';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
const USERNAME = 'achieng.odhiambo';
const NAME = 'Achieng Odhiambo';
const PHONE = '+254 722 123 456';

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

describe('students', () => {
  it('an admin adds a student, finds them in the list, opens and edits them', async () => {
    await signInAs(page, 'admin');
    await navigate(page, '/dashboard/students');
    await page.getByRole('heading', { level: 1, name: 'Students' }).waitFor();
    await page.getByRole('link', { name: 'Add student' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'New student' }).waitFor();
    await page.getByRole('textbox', { name: /^First name/ }).fill('Achieng');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Odhiambo');
    await page.getByRole('textbox', { name: /^Username/ }).fill(USERNAME);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('achieng.o@example.co.ke');
    await page.getByRole('button', { name: 'Add student' }).click();
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();

    await navigate(page, '/dashboard/students');
    await page
      .getByRole('searchbox', { name: 'Search students' })
      .or(page.getByRole('textbox', { name: 'Search students' }))
      .fill(USERNAME);
    await page.getByRole('link', { name: NAME }).click();
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await page.getByRole('heading', { name: 'No enrollments yet' }).waitFor();

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { level: 1, name: `Edit ${NAME}` }).waitFor();
    await page.getByRole('textbox', { name: /^Phone/ }).fill(PHONE);
    await page.getByRole('button', { name: 'Save student' }).click();
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await page.getByRole('link', { name: PHONE }).waitFor();

    const stored = await apiAs<{ results: { username: string; phone_number: string | null }[] }>(
      page,
      'admin',
      `/accounts/users/students/?search=${USERNAME}`,
    );
    expect(stored.results).toEqual([expect.objectContaining({ username: USERNAME, phone_number: PHONE })]);
    expect(errors).toEqual([]);
  });
});
