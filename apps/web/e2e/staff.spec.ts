/**
 * The staff journey on the production build at 360 px: an admin adds a staff member, finds them in the
 * staff list by searching, opens their page and edits them; the backend holds each change, and the list
 * and the member's page are axe clean. One browser context: the mock database, kept in local storage,
 * carries every step.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAs, APP, axeViolations, navigate, signInAs } from './public-site';

interface UserRow {
  username: string;
  first_name: string;
  phone_number: string | null;
  user_type: string;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
const USERNAME = 'achieng.njeri';

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

const stored = async (): Promise<UserRow[]> =>
  (await apiAs<{ results: UserRow[] }>(page, 'admin', `/accounts/users/?username=${USERNAME}`)).results;

describe('staff management', () => {
  it('an admin adds a staff member, finds them in the list, opens and edits them', async () => {
    await signInAs(page, 'admin');
    await navigate(page, '/dashboard/staff/new');
    await page.getByRole('heading', { level: 1, name: 'Add staff member' }).waitFor();
    await page.getByRole('textbox', { name: /^First name/ }).fill('Achieng');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Njeri');
    await page.getByRole('textbox', { name: /^Username/ }).fill(USERNAME);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(`${USERNAME}@ujuzi.ac.ke`);
    await page.getByRole('textbox', { name: /^Experience/ }).fill('4');
    await page.getByRole('button', { name: 'Add staff member' }).click();
    await page.getByRole('heading', { level: 1, name: 'Achieng Njeri' }).waitFor();
    expect(page.url()).toContain(`/dashboard/staff/${USERNAME}`);
    expect(await stored()).toEqual([expect.objectContaining({ first_name: 'Achieng', user_type: 'teacher' })]);

    await navigate(page, '/dashboard/staff');
    await page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    // The cards' e-mail addresses wrap: nothing scrolls sideways on the phone (369 px wide before).
    await page.locator('main a[href^="mailto:"]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page
      .getByRole('searchbox', { name: 'Search staff' })
      .or(page.getByRole('textbox', { name: 'Search staff' }))
      .fill('Njeri');
    const link = page.getByRole('link', { name: 'Achieng Njeri' });
    await link.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Achieng Njeri' }).waitFor();
    await page.getByRole('heading', { name: 'Courses taught' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit staff member' }).waitFor();
    const phone = page.getByRole('textbox', { name: /^Phone/ });
    await phone.fill('+254 722 000 111');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Achieng Njeri' }).waitFor();
    await page.getByRole('link', { name: '+254 722 000 111' }).waitFor();
    expect(await stored()).toEqual([expect.objectContaining({ phone_number: '+254 722 000 111' })]);
    expect(errors).toEqual([]);
  });
});
