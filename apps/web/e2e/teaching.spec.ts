/**
 * Teaching on the production build: a teacher uploads a material for their course (multipart with
 * progress) and publishes it; a student hands in a project, the teacher grades it and the student
 * reads the grade and the feedback; a teacher adds a code question with a hidden test case; from
 * the instructor dashboard a teacher opens an attempt to grade, grades it and the count drops.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAs, APP, navigate, signInAs } from './public-site';

interface MaterialRow {
  id: number;
  title: string;
  file: string | null;
  is_published: boolean;
  metadata: { file_size_bytes: number | null; mime_type: string | null } | null;
}
interface SubmissionRow {
  id: number;
  status: string;
  grade: number | null;
  feedback: string;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(context: BrowserContext, role: 'teacher' | 'student', errors: string[]): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${APP}/login?mock-reset=1`);
  await signInAs(page, role);
  return page;
}

/** The demo student hands in a project (multipart), through the mock backend as the app would. */
async function handIn(page: Page, project: number, url: string): Promise<SubmissionRow> {
  return page.evaluate(
    async ({ project, url }) => {
      const login = await fetch('/api/accounts/token/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'student', password: 'ujuzi-demo' }),
      });
      const { access, token } = (await login.json()) as { access?: string; token?: string };
      const body = new FormData();
      body.set('project', String(project));
      body.set('submission_url', url);
      body.set('description', 'A shop with a Django REST API and a React front end.');
      const answer = await fetch('/api/courses/project-submissions/', {
        method: 'POST',
        headers: { Authorization: `Token ${access ?? token}` },
        body,
      });
      return (await answer.json()) as SubmissionRow;
    },
    { project, url },
  );
}

describe('teaching', () => {
  it('a teacher uploads a material and publishes it', async () => {
    const errors: string[] = [];
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signIn(context, 'teacher', errors);

    await navigate(page, '/dashboard/materials/new');
    const form = page.getByRole('form', { name: 'New material' });
    await form.getByRole('textbox', { name: /^Title/ }).fill('Django views cheat sheet');
    await form.getByRole('combobox', { name: /^Kind/ }).selectOption('cheat_sheet');
    await form.getByRole('textbox', { name: /^Tags/ }).fill('django, views');
    await form.locator('input[type=file]').setInputFiles({
      name: 'django-views.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% Django views\n'.repeat(40)),
    });
    // The switch's input is visually hidden: a user clicks its label.
    await form.getByText('Published', { exact: true }).click();
    await expect.poll(() => form.getByRole('switch', { name: /^Published/ }).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Add material' }).click();
    await page.waitForURL(/\/dashboard\/materials\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Django views cheat sheet' }).waitFor();

    const saved = (
      await apiAs<{ results: MaterialRow[] }>(
        page,
        'teacher',
        '/learning/study-resources/?search=Django%20views&include_metadata=true',
      )
    ).results.find((row) => row.title === 'Django views cheat sheet');
    expect(saved).toMatchObject({ is_published: true, file: '/media/resources/django-views-cheat-sheet.pdf' });
    expect(saved?.metadata).toMatchObject({ mime_type: 'application/pdf', file_size_bytes: 960 });
    expect(page.url()).toBe(`${APP}/dashboard/materials/${saved?.id}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a student hands in a project, the teacher grades it and the student sees the grade', async () => {
    const errors: string[] = [];
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signIn(context, 'teacher', errors);

    // The demo student hands in the project of a course the demo teacher teaches.
    const courses = await apiAs<{ results: { id: number }[] }>(
      page,
      'teacher',
      '/courses/courses/?slug=full-stack-web-development-with-django-and-react&page_size=1',
    );
    const projects = await apiAs<{ results: { id: number; title: string }[] }>(
      page,
      'teacher',
      `/courses/projects/?course=${courses.results[0]?.id}`,
    );
    const project = projects.results[0];
    const handedIn = await handIn(page, project?.id ?? 0, 'https://github.com/wanjiku/django-react-shop');
    expect(handedIn.status).toBe('submitted');

    await navigate(page, '/dashboard/courses/grading/projects?status=submitted&ordering=-submitted_at');
    await page
      .getByRole('table', { name: 'Project submissions' })
      .getByRole('link', { name: new RegExp(`^${project?.title} by`) })
      .first()
      .click();
    await page.waitForURL(`${APP}/dashboard/courses/grading/projects/${handedIn.id}`);
    await page.getByRole('link', { name: 'Open github.com/wanjiku/django-react-shop' }).waitFor();
    const form = page.getByRole('form', { name: 'Grade this submission' });
    await form.getByRole('textbox', { name: /^Score/ }).fill('90');
    await form.getByRole('textbox', { name: /^Feedback/ }).fill('Well structured; add tests for the views.');
    await form.getByRole('button', { name: 'Save grade' }).click();
    await page.getByText('Grade saved').first().waitFor();

    const seen = await apiAs<SubmissionRow>(page, 'student', `/courses/project-submissions/${handedIn.id}/`);
    expect(seen).toMatchObject({ status: 'graded', grade: 90, feedback: 'Well structured; add tests for the views.' });
    expect(errors).toEqual([]);
    await context.close();
  });
  it('a teacher adds a code question with a hidden test case to an assessment', async () => {
    const errors: string[] = [];
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signIn(context, 'teacher', errors);
    // An assessment of a course the demo teacher teaches.
    const assessments = await apiAs<{ results: { id: number; title: string }[] }>(
      page,
      'teacher',
      '/learning/assessments/?search=REST%20API%20design',
    );
    const assessment = assessments.results[0];

    await navigate(page, `/dashboard/courses/assessments/${assessment?.id}`);
    const questions = page.getByRole('region', { name: 'Questions' });
    await questions.getByRole('button', { name: 'Add question' }).click();
    const form = page.getByRole('form', { name: 'New question' });
    await form.getByRole('combobox', { name: /^Kind of question/ }).selectOption('code');
    await form.getByRole('textbox', { name: /^Question/ }).fill('Read n and print n squared.');
    await form.getByRole('combobox', { name: /^Language/ }).selectOption('python');
    await form.getByRole('textbox', { name: /^Test input/ }).fill('12');
    await form.getByRole('textbox', { name: /^Expected output/ }).fill('144');
    await form.getByRole('button', { name: 'Add question' }).click();
    await questions.getByText('Read n and print n squared.', { exact: false }).waitFor();
    await questions.getByText('1 test case, 1 hidden').waitFor();

    const saved = await apiAs<{
      results: { question_text: string; test_cases?: { is_hidden: boolean; expected_output: string }[] }[];
    }>(page, 'teacher', `/learning/questions/?assessment=${assessment?.id}&page_size=100`);
    const question = saved.results.find((row) => row.question_text === 'Read n and print n squared.');
    expect(question?.test_cases).toMatchObject([{ is_hidden: true, expected_output: '144' }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a teacher grades an attempt from the instructor dashboard and its count drops', async () => {
    const errors: string[] = [];
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signIn(context, 'teacher', errors);
    // The stat card's value, read from the figure its label link names.
    const attemptsToGrade = () =>
      page
        .locator('dl')
        .filter({ has: page.getByRole('link', { name: 'Attempts to grade', exact: true }) })
        .locator('dd')
        .first();
    await expect.poll(() => attemptsToGrade().textContent(), { timeout: 15_000 }).toBe('3');

    const waiting = page.getByRole('region', { name: 'Attempts to grade' });
    await waiting.getByRole('link', { name: / by / }).first().click();
    await page.waitForURL(/\/dashboard\/courses\/grading\/attempts\/\d+$/);
    const attemptId = Number(page.url().split('/').pop());
    const form = page.getByRole('form', { name: 'Grade this attempt' });
    await form.getByRole('textbox', { name: /^Feedback for the learner/ }).fill('Good work on the loops.');
    await form.getByRole('button', { name: 'Grade attempt' }).click();
    await page.getByText('Attempt graded').first().waitFor();

    await navigate(page, '/dashboard');
    await expect.poll(() => attemptsToGrade().textContent(), { timeout: 15_000 }).toBe('2');
    const graded = await apiAs<{ status: string; feedback: string | null }>(
      page,
      'teacher',
      `/learning/assessment-attempts/${attemptId}/`,
    );
    expect(graded).toMatchObject({ status: 'graded', feedback: 'Good work on the loops.' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
