/**
 * Course authoring on the production build: a teacher creates a paid draft with a KES price and a cover
 * image (multipart), lands on its page and edits it; an admin bulk-features two courses on Manage
 * courses and they show as featured; a teacher builds a new course's curriculum in its settings (a
 * module, a topic, two lessons put in order with the keyboard) and publishes it into the catalogue; a
 * teacher comments on a line of a student's code answer and the student reads it on their results.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAs, APP, navigate, signInAs } from './public-site';

interface CourseRow {
  id: number;
  slug: string;
  title: string;
  status: string;
  price: string;
  image: string | null;
  is_featured: boolean;
}

// The smallest PNG there is: one transparent pixel.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(context: BrowserContext, role: 'teacher' | 'admin', errors: string[]): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${APP}/login?mock-reset=1`);
  await signInAs(page, role);
  return page;
}

const courseBySlug = async (page: Page, slug: string): Promise<CourseRow | undefined> =>
  (await apiAs<{ results: CourseRow[] }>(page, 'teacher', `/courses/courses/?slug=${slug}&page_size=1`)).results[0];

describe('course authoring', () => {
  it('a teacher creates a paid draft with a cover image, then edits it', async () => {
    const errors: string[] = [];
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signIn(context, 'teacher', errors);

    await navigate(page, '/dashboard/courses/new');
    await page.getByRole('heading', { level: 1, name: 'New course' }).waitFor();
    const form = page.getByRole('form', { name: 'New course' });
    await form.getByRole('textbox', { name: /^Title/ }).fill('Kotlin for Android in Kenya');
    await form.getByRole('combobox', { name: /^Pricing/ }).selectOption('paid');
    await form.getByRole('textbox', { name: /^Price/ }).fill('9000');
    await form.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await form.getByRole('img').first().waitFor();
    await form.getByRole('button', { name: 'Create course' }).click();
    await page.waitForURL(`${APP}/dashboard/courses/kotlin-for-android-in-kenya`);

    const created = await courseBySlug(page, 'kotlin-for-android-in-kenya');
    expect(created).toMatchObject({ title: 'Kotlin for Android in Kenya', status: 'draft' });
    expect(Number(created?.price)).toBe(9000);
    expect(created?.image).toMatch(/^\/media\/courses\/kotlin-for-android-in-kenya-.*\.png$/);

    await navigate(page, `/dashboard/courses/${created?.id}/edit`);
    const edit = page.getByRole('form', { name: 'Edit course' });
    const title = edit.getByRole('textbox', { name: /^Title/ });
    await expect.poll(() => title.inputValue(), { timeout: 15_000 }).toBe('Kotlin for Android in Kenya');
    await title.fill('Kotlin and Jetpack Compose for Android');
    await edit.getByRole('button', { name: 'Save course' }).click();
    await page.waitForURL(`${APP}/dashboard/courses/kotlin-for-android-in-kenya`);
    expect((await courseBySlug(page, 'kotlin-for-android-in-kenya'))?.title).toBe('Kotlin and Jetpack Compose for Android');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an admin bulk-features two courses and they show as featured', async () => {
    const errors: string[] = [];
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signIn(context, 'admin', errors);

    await navigate(page, '/dashboard/courses/manage?is_featured=false&status=published&page_size=10');
    const table = page.getByRole('table', { name: 'Courses' });
    const rows = table.getByRole('row').filter({ has: page.getByRole('checkbox', { name: /^Select (?!all)/ }) });
    await rows.nth(1).waitFor();
    const picked: string[] = [];
    for (const index of [0, 1]) {
      const row = rows.nth(index);
      picked.push((await row.getByRole('link').first().textContent()) ?? '');
      await row.getByRole('checkbox').first().check();
    }
    await page.getByRole('button', { name: 'Feature', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Feature 2 courses?' });
    await confirm.getByRole('button', { name: 'Feature', exact: true }).click();
    const report = page.getByRole('dialog', { name: /^Feature: / });
    await expect.poll(() => report.getByText('Done', { exact: true }).count(), { timeout: 15_000 }).toBe(2);
    await report.getByRole('button', { name: 'Close' }).first().click();

    await navigate(page, '/dashboard/courses/manage?is_featured=true&page_size=100');
    for (const title of picked) {
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
      await expect.poll(() => row.getByRole('switch').isChecked(), { timeout: 15_000 }).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a teacher builds a curriculum, reorders it with the keyboard and publishes the course', async () => {
    const errors: string[] = [];
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signIn(context, 'teacher', errors);

    await navigate(page, '/dashboard/courses/new');
    const form = page.getByRole('form', { name: 'New course' });
    await form.getByRole('textbox', { name: /^Title/ }).fill('Elixir and Phoenix for Real-Time Apps');
    await form.getByRole('textbox', { name: /^Description/ }).fill('Build real-time web services with Elixir.');
    await form.getByRole('button', { name: 'Create course' }).click();
    await page.waitForURL(`${APP}/dashboard/courses/elixir-and-phoenix-for-real-time-apps`);
    await page.getByRole('link', { name: 'Course settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Elixir and Phoenix for Real-Time Apps: settings' }).waitFor();

    await page.getByRole('button', { name: 'Add the first module' }).click();
    await page.getByRole('textbox', { name: /New module title/ }).fill('Getting started');
    await page.getByRole('button', { name: 'Add module', exact: true }).last().click();
    await page.getByRole('button', { name: 'Add topic to Getting started' }).click();
    await page.getByRole('textbox', { name: /New topic in Getting started/ }).fill('Tooling');
    await page.getByRole('button', { name: 'Add topic', exact: true }).click();
    // The new-lesson field stays open for the next one.
    await page.getByRole('button', { name: 'Add lesson to Tooling' }).click();
    for (const title of ['Installing Go', 'Hello, HTTP']) {
      await page.getByRole('textbox', { name: /New lesson in Tooling/ }).fill(title);
      await page.getByRole('button', { name: 'Add lesson', exact: true }).click();
      await page.getByRole('button', { name: `Edit lesson ${title}` }).waitFor({ timeout: 30_000 });
      // The field empties once the lesson is saved: the next one can be typed.
      await expect
        .poll(() => page.getByRole('textbox', { name: /New lesson in Tooling/ }).inputValue(), { timeout: 30_000 })
        .toBe('');
    }

    await page.getByRole('button', { name: 'Move lesson Hello, HTTP up' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Hello, HTTP moved to position 1 of 2 in Tooling.').waitFor({ state: 'attached' });
    const lessons = page.getByRole('list', { name: 'Lessons of Tooling' });
    await expect.poll(() => lessons.getByRole('listitem').first().textContent(), { timeout: 15_000 }).toContain('Hello, HTTP');
    const course = await courseBySlug(page, 'elixir-and-phoenix-for-real-time-apps');
    await expect
      .poll(
        async () =>
          (
            await apiAs<{ results: { title: string }[] }>(
              page,
              'teacher',
              `/courses/lessons/?course=${course?.id}&ordering=order`,
            )
          ).results.map((lesson) => lesson.title),
        { timeout: 15_000 },
      )
      .toEqual(['Hello, HTTP', 'Installing Go']);

    await page.getByRole('button', { name: 'Publish course' }).click();
    await page
      .getByRole('alertdialog', { name: 'Publish “Elixir and Phoenix for Real-Time Apps”?' })
      .getByRole('button', { name: 'Publish course' })
      .click();
    await page.getByRole('button', { name: 'Publish course' }).waitFor({ state: 'detached' });
    const catalogue = await apiAs<{ results: { slug: string; status: string }[] }>(
      page,
      'student',
      '/courses/courses/?search=Elixir%20and%20Phoenix&page_size=10',
    );
    expect(catalogue.results.map((row) => row.slug)).toContain('elixir-and-phoenix-for-real-time-apps');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a teacher comments on a line of submitted code and the student reads it on their results', async () => {
    const errors: string[] = [];
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signIn(context, 'teacher', errors);
    // The demo student hands in the REST quiz (a course the demo teacher teaches) with a code answer.
    const handedIn = await page.evaluate(async () => {
      const login = await fetch('/api/accounts/token/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'student', password: 'ujuzi-demo' }),
      });
      const { access, token } = (await login.json()) as { access?: string; token?: string };
      const headers = { Authorization: `Token ${access ?? token}`, 'content-type': 'application/json' };
      const found = (await (await fetch('/api/learning/assessments/?search=REST%20API%20design', { headers })).json()) as {
        results: { id: number }[];
      };
      const assessment = found.results[0]?.id ?? 0;
      const started = (await (
        await fetch(`/api/learning/assessments/${assessment}/start_attempt/`, { method: 'POST', headers })
      ).json()) as { attempt: { id: number }; questions: { id: number; question_type: string }[] };
      const code = started.questions.find((question) => question.question_type === 'code');
      await fetch(`/api/learning/assessment-attempts/${started.attempt.id}/submit/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          attempt_id: started.attempt.id,
          responses: [
            {
              question_id: code?.id,
              code: 'const payments = JSON.parse(input);\nconsole.log(payments.length);\n',
              language: 'javascript',
            },
          ],
          submit_final: true,
        }),
      });
      return { assessment, attempt: started.attempt.id };
    });

    await navigate(page, `/dashboard/courses/grading/attempts/${handedIn.attempt}`);
    await page.getByRole('button', { name: 'Comment on a line' }).click();
    const form = page.getByRole('form', { name: 'Comment on the code' });
    await form.getByRole('combobox', { name: /^Line/ }).selectOption('2');
    await form.getByRole('textbox', { name: /^Comment/ }).fill('Add up the completed amounts instead of counting.');
    await form.getByRole('button', { name: 'Add comment' }).click();
    await page.getByRole('listitem', { name: 'Line 2: Add up the completed amounts instead of counting.' }).waitFor();

    // The student signs in on the same browser (the mock backend's data stays) and opens their results.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key !== 'ujuzi-mock-db') localStorage.removeItem(key);
    });
    await signInAs(page, 'student');
    await navigate(page, `/dashboard/courses/assessments/${handedIn.assessment}/submit?attempt=${handedIn.attempt}`);
    const comment = page.getByRole('listitem', { name: 'Line 2: Add up the completed amounts instead of counting.' });
    await comment.waitFor();
    expect(await comment.getByRole('button', { name: 'Resolve line 2' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
