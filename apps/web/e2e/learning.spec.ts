/**
 * Learning on the production build at 360 px: the student opens an active course, continues at the first
 * unfinished lesson, marks it complete and sees the course's progress rise on the progress page; a lesson
 * of a course not paid for is locked, and its one next step leads into the enrollment flow; the student
 * hands in the course's project with a link and a file (multipart) from the course's Projects section.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAs, APP, navigate, open, signInAs } from './public-site';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${APP}/login?mock-reset=1`);
  await signInAs(page, 'student');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const progressIn = async (name: string) =>
  Number(await page.getByRole('progressbar', { name }).first().getAttribute('aria-valuenow'));

describe('learning on a phone', () => {
  it('continues an active course at the first unfinished lesson, completes it and sees the progress rise', async () => {
    await open(page, '/dashboard/courses/javascript-fundamentals');
    await page.getByRole('heading', { level: 1, name: 'JavaScript Fundamentals' }).waitFor();
    const before = await progressIn('Your progress');
    // The outline marks the first unfinished lesson; Continue leads there.
    const current = page.getByRole('listitem').filter({ hasText: 'Continue here' });
    const resumeHref = await current.getByRole('link').first().getAttribute('href');
    await page.getByRole('link', { name: 'Continue', exact: true }).click();
    await page.waitForURL(`${APP}${resumeHref}`);
    await page.getByRole('button', { name: 'Mark complete' }).click();
    await page.getByText('Completed', { exact: true }).waitFor();

    await navigate(page, '/dashboard/courses/progress');
    await page.getByRole('heading', { level: 1, name: 'My progress' }).waitFor();
    const bar = page.getByRole('progressbar', { name: 'Progress in JavaScript Fundamentals' });
    await bar.waitFor();
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
    expect(errors).toEqual([]);
  });

  it('locks a lesson of a course not paid for and leads into enrollment', async () => {
    const course = await apiAs<{ results: { id: number; slug: string }[] }>(
      page,
      'student',
      '/courses/courses/?slug=react-for-beginners&page_size=1',
    );
    const id = course.results[0]?.id ?? 0;
    const lessons = await apiAs<{ results: { slug: string; is_free_preview: boolean }[] }>(
      page,
      'student',
      `/courses/courses/${id}/lessons/?page_size=100`,
    );
    const locked = lessons.results.find((lesson) => !lesson.is_free_preview);
    await navigate(page, `/dashboard/courses/react-for-beginners/lessons/${locked?.slug ?? ''}`);
    const enroll = page.getByRole('link', { name: 'Enroll to unlock the lessons' });
    await enroll.click();
    await page.waitForURL(`${APP}/dashboard/courses/enroll/react-for-beginners`);
    expect(errors).toEqual([]);
  });

  it('hands in a course project with a link and a file from the course page', async () => {
    await navigate(page, '/dashboard/courses/javascript-fundamentals');
    await page
      .getByRole('navigation', { name: 'JavaScript Fundamentals sections' })
      .getByRole('link', { name: 'Projects' })
      .click();
    const projects = page.getByRole('list', { name: 'Projects of JavaScript Fundamentals' });
    await projects.getByRole('link').first().click();
    await page.getByRole('heading', { name: 'Requirements and rubric' }).waitFor();
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByRole('textbox', { name: 'Link to your work' }).fill('https://github.com/wanjiku/js-capstone');
    await page.getByRole('textbox', { name: 'Notes for your instructor' }).fill('Quiz app with tests.');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'js-capstone.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from('PK demo archive'),
    });
    await page.getByRole('button', { name: 'Hand in project' }).click();
    await page.getByRole('button', { name: 'Hand in again' }).waitFor();
    await page.getByRole('link', { name: /js-capstone\.zip$/ }).waitFor();

    const mine = await apiAs<{
      results: { project_title: string; submission_url: string; submission_file: string; status: string }[];
    }>(page, 'student', '/courses/project-submissions/?page_size=100');
    const handedIn = mine.results.find((row) => row.project_title === title);
    expect(handedIn?.submission_url).toBe('https://github.com/wanjiku/js-capstone');
    expect(handedIn?.submission_file).toMatch(/js-capstone\.zip$/);
    expect(handedIn?.status).toBe('submitted');
    expect(errors).toEqual([]);
  });
});
