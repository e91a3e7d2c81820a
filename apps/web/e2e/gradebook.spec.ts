/**
 * The gradebook journey on the production build at 360 px: a teacher opens Course Grades from the
 * sidebar, overrides the demo student's grade in Introduction to Programming with Python — refused
 * without a reason, saved with one; the student opens My Course Grades from the sidebar and finds the
 * new grade with the reason and what it is made of. One browser context: the mock database, kept in
 * local storage, carries both steps.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, apiAs, axeViolations, signInAs } from './public-site';

const COURSE = 'Introduction to Programming with Python';
const REASON = 'Final project re-marked after the moderation panel; late penalty waived.';

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
  if (!(await link.isVisible())) await page.getByRole('button', { name: section, exact: true }).click();
  await link.click();
}

describe('gradebook', () => {
  it('a teacher overrides a learner’s course grade, with the reason it needs', async () => {
    await signInAs(page, 'teacher');
    await fromSidebar('Gradebook', 'Course Grades');
    await page.getByRole('heading', { level: 1, name: 'Course grades' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search course grades' }).fill('Wanjiku');
    await page.getByRole('button', { name: `Override Wanjiku Kamau · ${COURSE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Override Wanjiku Kamau’s grade' });
    const score = dialog.getByRole('textbox', { name: /^Score/ });
    await score.fill('93');
    await dialog.getByRole('button', { name: 'Save grade' }).click();
    await dialog.getByText('Give the reason for overriding the computed grade.').waitFor();
    await dialog.getByRole('textbox', { name: /^Reason for the override/ }).fill(REASON);
    await dialog.getByRole('button', { name: 'Save grade' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Grade saved').first().waitFor();
    const grades = await apiAs<{ results: { score: number; override_reason: string; course: { title: string } }[] }>(
      page,
      'student',
      '/assessments/course-grades/',
    );
    expect(grades.results.find((grade) => grade.course.title === COURSE)).toMatchObject({
      score: 93,
      override_reason: REASON,
    });
  });

  it('the learner sees the new grade, why it was overridden and what it is made of', async () => {
    await signInAs(page, 'student');
    await fromSidebar('Gradebook', 'My Course Grades');
    await page.getByRole('heading', { level: 1, name: 'My course grades' }).waitFor();
    await page.getByRole('link', { name: COURSE }).click();
    await page.getByRole('heading', { level: 1, name: `${COURSE}: Wanjiku Kamau` }).waitFor();
    await page.getByText('93%').first().waitFor();
    await page.getByText(REASON).waitFor();
    await page.getByRole('table', { name: `Work the grade in ${COURSE} is drawn from` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
