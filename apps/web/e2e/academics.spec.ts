/**
 * The academics journey on the production build at 360 px: an admin adds a subject and opens its details
 * from the subjects list; a learner reads today's lessons of their own class on the timetable, day by day.
 * One browser context: the mock database, kept in local storage, carries every step.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, navigate, signInAs } from './public-site';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
const NAME = 'Rust for Embedded Systems';
/** A day button's name: 'Mon' shown, 'day' visually hidden. */
const dayButton = (label: string) => new RegExp(`^${label.slice(0, 3)}\\s?${label.slice(3)}$`);

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

describe('academics', () => {
  it('an admin adds a subject and opens it', async () => {
    await signInAs(page, 'admin');
    await navigate(page, '/dashboard/academics/subjects');
    await page.getByRole('heading', { level: 1, name: 'Subjects' }).waitFor();
    await page.getByRole('button', { name: 'Add subject' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New subject' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(NAME);
    await dialog.getByRole('textbox', { name: /^Code/ }).fill('RS301');
    await dialog.getByRole('button', { name: 'Add subject' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: NAME }).click();
    await page.waitForURL(`${APP}/dashboard/academics/subjects/rust-for-embedded-systems`);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await page.getByText('RS301', { exact: true }).first().waitFor();
    await page.getByText('No teacher is assigned to this subject yet.').waitFor();
  });

  it("a learner reads today's lessons of their class on a phone", async () => {
    await signInAs(page, 'student');
    await navigate(page, '/dashboard/academics/timetable');
    await page.getByRole('heading', { level: 1, name: 'Timetable' }).waitFor();
    await page.getByText(/^DSE1 Morning/).waitFor();
    const today = page.getByRole('heading', { level: 2, name: /^Today, / });
    await today.waitFor();
    const day = ((await today.textContent()) ?? '').replace('Today, ', '');
    expect(await page.getByRole('button', { name: dayButton(day), pressed: true }).count()).toBe(1);
    if (!['Saturday', 'Sunday'].includes(day)) {
      const lessons = page.getByRole('list', { name: `Lessons on ${day}` }).getByRole('listitem');
      expect(await lessons.count()).toBeGreaterThan(0);
    }
    await page.getByRole('button', { name: dayButton('Monday') }).click();
    await page.getByRole('heading', { level: 2, name: 'Monday' }).waitFor();
    await page.getByRole('list', { name: 'Lessons on Monday' }).getByText('08:00–10:00').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
  });
});
