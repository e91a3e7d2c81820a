/**
 * The gradebook journey on the production build at 360 px: a teacher opens Course Grades from the
 * sidebar, overrides the demo student's grade in Introduction to Programming with Python — refused
 * without a reason, saved with one; the student opens My Course Grades from the sidebar and finds the
 * new grade with the reason and what it is made of. One browser context: the mock database, kept in
 * local storage, carries both steps.
 *
 * Then on a desktop, by clicking from the sidebar: a teacher adds a project from the course's own page,
 * creates a rubric and attaches it to the project; the student hands the project in; the teacher grades
 * the hand-in criterion by criterion; the student reads each criterion's points and comment.
 *
 * Peer review at 360 px: the demo student opens My Peer Reviews, writes an assigned review against its
 * rubric and submits it; the classmate whose work it is signs in and reads it under Reviews of my work.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, apiAs, axeViolations, navigate, signInAs } from './public-site';

const COURSE = 'Introduction to Programming with Python';
const REASON = 'Final project re-marked after the moderation panel; late penalty waived.';
const DJANGO = 'Full-Stack Web Development with Django and React';
const DJANGO_SLUG = 'full-stack-web-development-with-django-and-react';
const PROJECT = 'M-Pesa shop API';
const RUBRIC = 'Shop API rubric';
const CRITERIA: [string, number][] = [
  ['Working API', 60],
  ['Tests', 40],
];
const COMMENT = 'Cover the refund view';
const FEEDBACK = 'Clear README and tidy views; add tests for the M-Pesa callback.';

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

  it('a student writes an assigned peer review against its rubric; its author reads it', async () => {
    await signInAs(page, 'student');
    await fromSidebar('Gradebook', 'My Peer Reviews');
    await page.getByRole('heading', { level: 1, name: 'My peer reviews' }).waitFor();
    await page
      .getByRole('link', { name: /^Review .+’s project$/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: /^Review of .+’s work$/ }).waitFor();
    const id = Number(/peer-reviews\/(\d+)$/.exec(page.url())?.[1]);
    const form = page.getByRole('form', { name: 'Your review' });
    const criteria = form.getByRole('textbox', { name: /\(out of \d+\)/ });
    await criteria.first().waitFor();
    // Every seeded rubric's criteria are worth 15 points or more: 10 on each is within bounds.
    const fields = await criteria.all();
    for (const field of fields) await field.fill('10');
    const total = 10 * fields.length;
    await form.getByRole('textbox', { name: /^Overall feedback/ }).fill(FEEDBACK);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await page.getByText('Review submitted').first().waitFor();

    const review = await apiAs<{ reviewee: { username: string }; max_score: number }>(
      page,
      'student',
      `/assessments/peer-reviews/${id}/`,
    );
    await signInAs(page, review.reviewee.username);
    await fromSidebar('Gradebook', 'My Peer Reviews');
    await page.getByRole('heading', { level: 1, name: 'My peer reviews' }).waitFor();
    await page.locator(`a[href="/dashboard/gradebook/peer-reviews/${id}"]`).click();
    await page.getByRole('heading', { level: 1, name: 'A review of your work' }).waitFor();
    await page.getByText(`${total} of ${review.max_score} points.`).waitFor();
    await page.getByText(FEEDBACK).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 90_000);

  it('a teacher grades a new project with a new rubric; the student sees each criterion’s points', async () => {
    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const tab = await desk.newPage();
    tab.setDefaultTimeout(15_000);
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(`${APP}/login?mock-reset=1`);
    /** A sidebar entry, opening its section when closed (a section's name may end with its counters). */
    const side = async (section: string, entry: string) => {
      const sidebar = tab.getByRole('complementary', { name: 'Sidebar' });
      const button = sidebar.getByRole('button', { name: new RegExp(`^${section}`) });
      await button.waitFor();
      const link = sidebar.getByRole('link', { name: entry, exact: true });
      if (!(await link.isVisible())) await button.click();
      await link.click();
    };
    const openProject = async () => {
      await tab
        .getByRole('navigation', { name: `${DJANGO} sections` })
        .getByRole('link', { name: 'Projects' })
        .click();
      await tab
        .getByRole('list', { name: `Projects of ${DJANGO}` })
        .getByRole('link', { name: PROJECT })
        .click();
      await tab.getByRole('heading', { level: 1, name: PROJECT }).waitFor();
    };
    const openCourse = async () => {
      await side('Learning Center', 'Manage Courses');
      await tab.getByRole('searchbox', { name: 'Search courses' }).fill('Django and React');
      await tab.getByRole('link', { name: DJANGO, exact: true }).first().click();
      await tab.getByRole('heading', { level: 1, name: DJANGO }).waitFor();
    };

    // The teacher adds the project from the course's Projects.
    await signInAs(tab, 'teacher');
    await openCourse();
    await tab
      .getByRole('navigation', { name: `${DJANGO} sections` })
      .getByRole('link', { name: 'Projects' })
      .click();
    await tab.getByRole('link', { name: 'New project' }).click();
    const project = tab.getByRole('form', { name: 'New project' });
    await project.getByRole('textbox', { name: /^Title/ }).fill(PROJECT);
    await project.getByRole('button', { name: 'Create project' }).click();
    await tab.waitForURL(`${APP}/dashboard/courses/${DJANGO_SLUG}`);

    // A rubric of two criteria.
    await side('Gradebook', 'Rubrics');
    await tab.getByRole('button', { name: 'New rubric' }).click();
    const rubric = tab.getByRole('dialog');
    await rubric.getByRole('textbox', { name: /^Title/ }).fill(RUBRIC);
    for (const [index, [title, points]] of CRITERIA.entries()) {
      if (index > 0) await rubric.getByRole('button', { name: 'Add a criterion' }).click();
      await rubric.getByRole('textbox', { name: new RegExp(`^Criterion ${index + 1}`) }).fill(title);
      await rubric.getByRole('textbox', { name: new RegExp(`^Points of criterion ${index + 1}`) }).fill(String(points));
      await rubric.getByRole('textbox', { name: new RegExp(`^Level 1 of criterion ${index + 1}`) }).fill('Complete');
      await rubric
        .getByRole('textbox', { name: new RegExp(`^Points of level 1 of criterion ${index + 1}`) })
        .fill(String(points));
    }
    await rubric.getByRole('button', { name: 'Create rubric' }).click();
    await tab.getByRole('heading', { level: 1, name: RUBRIC }).waitFor();

    // Attached to the project from its page.
    await openCourse();
    await openProject();
    await tab.getByRole('link', { name: 'Edit project' }).click();
    const edit = tab.getByRole('form', { name: 'Edit project' });
    await edit.getByRole('combobox', { name: /^Rubric/ }).selectOption({ label: `${RUBRIC} (100 points)` });
    await edit.getByRole('button', { name: 'Save project' }).click();
    await tab.waitForURL(`${APP}/dashboard/courses/${DJANGO_SLUG}`);

    // The student hands it in.
    await signInAs(tab, 'student');
    await navigate(tab, `/dashboard/courses/${DJANGO_SLUG}`);
    await openProject();
    await tab.getByRole('textbox', { name: 'Link to your work' }).fill('https://github.com/wanjiku/mpesa-shop-api');
    await tab.getByRole('button', { name: 'Hand in project' }).click();
    await tab.getByRole('button', { name: 'Hand in again' }).waitFor();

    // The teacher grades it criterion by criterion.
    await signInAs(tab, 'teacher');
    await openCourse();
    await openProject();
    await tab.getByRole('link', { name: /^1 hand-in so far/ }).click();
    await tab
      .getByRole('table', { name: 'Project submissions' })
      .getByRole('link', { name: new RegExp(`^${PROJECT} by`) })
      .click();
    const grade = tab.getByRole('form', { name: 'Grade this submission' });
    await grade.getByRole('textbox', { name: /^Working API \(out of 60\)/ }).fill('51');
    await grade.getByRole('textbox', { name: /^Tests \(out of 40\)/ }).fill('30');
    await grade.getByRole('textbox', { name: /^Comment on Tests/ }).fill(COMMENT);
    await grade.getByRole('button', { name: 'Save grade' }).click();
    await tab.getByText('Grade saved').first().waitFor();

    // The student reads each criterion's points.
    await signInAs(tab, 'student');
    await navigate(tab, `/dashboard/courses/${DJANGO_SLUG}`);
    await openProject();
    await tab.getByText('Grade: 81 / 100').waitFor();
    const scores = tab.getByRole('table', { name: `Points per criterion of ${PROJECT}` });
    await scores.getByRole('row', { name: /Working API 51 \/ 60/ }).waitFor();
    await scores.getByRole('row', { name: new RegExp(`Tests 30 / 40 ${COMMENT}`) }).waitFor();
    expect(await axeViolations(tab)).toEqual([]);
    expect(errors).toEqual([]);
    await desk.close();
    // Four sign-ins and some twenty screens: about 40 s on a loaded machine.
  }, 150_000);
});
