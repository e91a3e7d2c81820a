/**
 * The study-groups journey on the production build at 360 px: the demo student opens Study Groups from
 * the sidebar and starts a group for Introduction to Programming with Python, landing on its page as its
 * first member; another learner opens the course's page, follows its study groups to the new group,
 * joins it and appears among its members. One browser context: the mock database, kept in local
 * storage, carries both steps.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, apiAs, axeViolations, open, signInAs } from './public-site';

const COURSE = 'Introduction to Programming with Python';
const COURSE_SLUG = 'introduction-to-programming-with-python';
const GROUP = 'Kilimani Python Evenings';

interface Person {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

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

/** Opens the phone's navigation and follows one of its entries (opening its section when closed). */
async function fromSidebar(section: string, entry: string): Promise<void> {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const link = page.getByRole('link', { name: entry, exact: true });
  if (!(await link.isVisible())) await page.getByRole('button', { name: new RegExp(`^${section}`) }).click();
  await link.click();
}

describe('study groups', () => {
  it('a learner starts a study group for a course and is its first member', async () => {
    await signInAs(page, 'student');
    await fromSidebar('Learning Center', 'Study Groups');
    await page.getByRole('heading', { level: 1, name: 'Study groups' }).waitFor();
    await page.getByRole('button', { name: 'New study group' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New study group' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(GROUP);
    await dialog.getByRole('combobox', { name: /^Course/ }).selectOption({ label: COURSE });
    await dialog.getByRole('textbox', { name: /^When you meet/ }).fill('Tuesdays 18:30 at the Kilimani library');
    await dialog.getByRole('button', { name: 'Create group' }).click();
    await page.getByRole('heading', { level: 1, name: GROUP }).waitFor();
    const members = page.getByRole('region', { name: 'Members (1)' });
    await members.getByText('Wanjiku Kamau').waitFor();
    await members.getByText('Started the group').waitFor();
    expect(await page.getByRole('link', { name: COURSE }).getAttribute('href')).toBe(`/dashboard/courses/${COURSE_SLUG}`);
  });

  it('another learner finds it from the course’s page, joins it and appears among its members', async () => {
    const students = await apiAs<{ results: Person[] }>(page, 'admin', '/accounts/users/?user_type=student&page_size=5');
    const other = students.results.find((person) => person.username !== 'student');
    expect(other).toBeTruthy();
    if (!other) return;
    await signInAs(page, other.username);

    await open(page, `/dashboard/courses/${COURSE_SLUG}`);
    await page.getByRole('link', { name: 'Study groups for this course' }).click();
    await page.getByRole('heading', { level: 1, name: 'Study groups' }).waitFor();
    await page.getByRole('link', { name: GROUP }).click();
    await page.getByRole('heading', { level: 1, name: GROUP }).waitFor();
    await page.getByRole('button', { name: 'Join group' }).click();
    await page.getByText(`You joined ${GROUP}. Karibu!`).waitFor();
    const members = page.getByRole('region', { name: 'Members (2)' });
    await members.getByText(`${other.first_name} ${other.last_name}`).waitFor();
    await page.getByRole('button', { name: 'Leave group' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
