/**
 * The exams journey on the production build at 360 px: a teacher opens the coming exam of the demo
 * student's class from the exams list and records (and publishes) a mark; the student then finds that
 * mark, with its grade, in their results, and opens their printable report card.
 * One browser context: the mock database, kept in local storage, carries every step.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAs, APP, navigate, signInAs } from './public-site';

interface Page_<T> {
  results: T[];
}
interface Exam {
  id: number;
  title: string;
  slug: string;
  total_marks: number;
  subjects: { id: number; name: string }[];
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
let exam: Exam;
let studentId: number;

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

describe('exams', () => {
  it('the teacher opens the coming exam of the student’s class and records a mark', async () => {
    await signInAs(page, 'teacher');
    const me = await apiAs<{ id: number }>(page, 'student', '/accounts/users/me/');
    studentId = me.id;
    const enrollments = await apiAs<Page_<{ class_section: number }>>(
      page,
      'teacher',
      `/academics/class-enrollments/?student=${studentId}&status=active`,
    );
    const section = await apiAs<{ class_level: number }>(
      page,
      'teacher',
      `/academics/class-sections/${enrollments.results[0]?.class_section}/`,
    );
    const exams = await apiAs<Page_<Exam>>(
      page,
      'teacher',
      `/assessment/exams/?class_level=${section.class_level}&status=scheduled`,
    );
    exam = exams.results[0] as Exam;
    expect(exam).toBeTruthy();

    await navigate(page, `/dashboard/assessments/exams?class_level=${section.class_level}&status=scheduled`);
    await page.getByRole('heading', { level: 1, name: 'Exams' }).waitFor();
    await page.getByRole('link', { name: exam.title }).first().click();
    await page.getByRole('heading', { level: 1, name: exam.title }).waitFor();
    await page.getByRole('button', { name: 'Record a mark' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Record a mark' });
    const student = dialog.getByRole('combobox', { name: /^Student/ });
    await expect.poll(() => student.locator(`option[value="${studentId}"]`).count()).toBe(1);
    await student.selectOption(String(studentId));
    await dialog.getByRole('combobox', { name: /^Subject/ }).selectOption(String(exam.subjects[0]?.id));
    await dialog.getByRole('textbox', { name: /^Marks/ }).fill('83');
    await dialog.getByText('Published: the student and their parents see it').click();
    await dialog.getByRole('button', { name: 'Record mark' }).click();
    await page
      .getByRole('table', { name: `Marks of ${exam.title}` })
      .getByText(`83/${exam.total_marks}`)
      .waitFor();
  });

  it('the student sees the mark with its grade in their results, and opens their report card', async () => {
    await signInAs(page, 'student');
    await navigate(page, `/dashboard/assessments/results?exam=${exam.id}`);
    await page.getByRole('heading', { level: 1, name: 'Results' }).waitFor();
    await page.getByText(`83/${exam.total_marks}`).first().waitFor();
    // Its grade, from the exam's grading system, as the backend computed it.
    const mine = await apiAs<Page_<{ grade: string; marks_obtained: number }>>(
      page,
      'student',
      `/assessment/results/?exam=${exam.id}`,
    );
    expect(mine.results).toEqual([expect.objectContaining({ marks_obtained: 83 })]);
    await page
      .getByText(mine.results[0]?.grade ?? '', { exact: true })
      .first()
      .waitFor();

    await navigate(page, '/dashboard/assessments/report-cards');
    await page.getByRole('heading', { level: 1, name: 'Report cards' }).waitFor();
    await page
      .getByRole('link', { name: /, Term / })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: /^Report card: / }).waitFor();
    await page.getByRole('table', { name: 'Subjects, marks and grades' }).waitFor();
    await page.getByRole('button', { name: 'Print' }).waitFor();
    expect(errors).toEqual([]);
  });
});
