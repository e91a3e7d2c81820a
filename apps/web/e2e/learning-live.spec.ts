/**
 * Live figures, recommendations and platform analytics on the production build, by clicking only. At 360 px
 * the demo student finds courses recommended on their home, opens one of their courses from the catalogue
 * (with its similar courses) and studies a lesson, which reports their activity; the course's teacher then
 * opens the course's Live activity and finds the student on that lesson. At desktop width an admin opens
 * Platform Analytics from the sidebar and looks at enrollments by week. One browser context: the mock
 * database, kept in local storage, carries every step.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, signInAs } from './public-site';

const COURSE = 'Full-Stack Web Development with Django and React';
const STUDENT = 'Wanjiku Kamau';
const SHOTS = process.env.E2E_SCREENSHOTS;

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

/** Follows a link or presses a button from the keyboard: the sign-in's welcome toast may cover it. */
async function activate(target: Locator): Promise<void> {
  await target.focus();
  await target.press('Enter');
}

/** Follows one of the sidebar's entries (opening the phone's navigation and the entry's section when closed). */
async function fromSidebar(section: string, entry: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Open navigation' });
  if (await toggle.isVisible()) await activate(toggle);
  const link = page.getByRole('link', { name: entry, exact: true });
  if (!(await link.isVisible())) await activate(page.getByRole('button', { name: new RegExp(`^${section}`) }));
  await activate(link);
}

const shot = async (name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

describe('live learning figures', () => {
  it('a student studies a lesson of a recommended catalogue; the course’s teacher sees them live on it', async () => {
    await signInAs(page, 'student');
    const recommended = page.getByRole('list', { name: 'Recommended courses' });
    await recommended.waitFor();
    expect(await recommended.getByRole('link').count()).toBeGreaterThan(0);
    await fromSidebar('Learning Center', 'All Courses');
    await page.getByRole('heading', { level: 1, name: 'Courses' }).waitFor();
    await activate(page.getByRole('link', { name: COURSE, exact: true }).first());
    await page.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    await page.getByRole('list', { name: 'Similar courses' }).waitFor();
    await activate(page.getByRole('link', { name: /^(Continue|Start the course|Review the course)$/ }));
    await page.waitForURL(/\/lessons\/[^/]+$/);
    // The lesson's own heading (not the course's, nor 'Lesson' while it loads).
    const heading = await page.waitForFunction((course) => {
      const text = document.querySelector('main h1')?.textContent?.trim();
      return text && text !== course && text !== 'Lesson' ? text : null;
    }, COURSE);
    const lesson = String(await heading.jsonValue());
    expect(lesson.length).toBeGreaterThan(0);
    // The lesson's first heartbeat goes at once; give the mock store a moment to keep it.
    await page.waitForTimeout(1_000);

    await signInAs(page, 'teacher');
    await fromSidebar('Learning Center', 'All Courses');
    await page.getByRole('heading', { level: 1, name: 'Courses' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search courses' }).fill(COURSE);
    await activate(page.getByRole('link', { name: COURSE, exact: true }).first());
    await page.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    await activate(page.getByRole('link', { name: 'Live activity' }));
    await page.getByRole('heading', { level: 1, name: 'Live activity' }).waitFor();
    const learners = page.getByRole('list', { name: 'Active learners' });
    const row = learners.getByRole('listitem').filter({ hasText: STUDENT });
    await row.waitFor();
    expect(await row.getByRole('link', { name: lesson }).getAttribute('href')).toMatch(/\/lessons\/[^/]+$/);
    await shot('live-360');
    expect(errors).toEqual([]);
  }, 120_000);

  it('an admin reads the platform’s figures and enrollments by week', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'admin');
    await fromSidebar('Learning Center', 'Platform Analytics');
    await page.getByRole('heading', { level: 1, name: 'Platform analytics' }).waitFor();
    await page.getByRole('list', { name: 'The platform' }).waitFor();
    await page.getByRole('combobox', { name: 'Period' }).selectOption('weekly');
    await page.waitForURL(/period=weekly/);
    await page.getByRole('figure', { name: /Enrollments and completions/ }).waitFor();
    // The chart's data table (visually hidden) names each week.
    await page
      .getByText(/^Week of /)
      .first()
      .waitFor({ state: 'attached' });
    await shot('platform-desktop');
    expect(errors).toEqual([]);
  }, 90_000);
});
