/**
 * Lessons offline and writes that wait (issue 29) on the production build in mock mode, at 360 px: a
 * student opens a lesson and a forum topic, the network goes away, they post a reply; a new page opened
 * with no network (the browser says offline and the mock backend fails every call) reads the lesson from
 * IndexedDB and takes "Mark complete"; both writes survive another reload in the header's "Waiting to
 * send (2)"; back online they are sent, and the mock database has exactly one completion and one reply.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, apiAs, mockTable, navigate, open, signInAs } from './public-site';

let browser: Browser;
let context: BrowserContext;
const errors: string[] = [];

interface LessonRow {
  id: number;
  slug: string;
  title: string;
  is_completed: boolean;
}
interface TopicRow {
  id: number;
  slug: string;
  title: string;
}

const REPLY = 'Regenerate the token just before the STK push (written on the train).';

async function newPage(offline: boolean): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => errors.push(error.message));
  // What a closed browser reopened with no network looks like to the app: the browser says offline.
  if (offline) await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }));
  return page;
}

/** Whether the app's offline memory (IndexedDB) holds a read whose key starts with this path. */
const keptInIndexedDb = (page: Page, path: string) =>
  page.evaluate(
    (prefix) =>
      new Promise<boolean>((resolve) => {
        const opening = indexedDB.open('ujuzi-offline');
        opening.onsuccess = () => {
          const reading = opening.result.transaction('cache').objectStore('cache').get('query-cache');
          reading.onsuccess = () => {
            const saved = reading.result as { state?: { queries?: { queryKey: unknown[] }[] } } | undefined;
            resolve(Boolean(saved?.state?.queries?.some((query) => String(query.queryKey[0]).startsWith(prefix))));
          };
          reading.onerror = () => resolve(false);
        };
        opening.onerror = () => resolve(false);
      }),
    path,
  );

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 360, height: 740 } });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('offline on a phone', () => {
  it('reads a kept lesson with no network and sends a completion and a reply made offline exactly once', async () => {
    const page = await newPage(false);
    await page.goto(`${APP}/login?mock-reset=1`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
    await signInAs(page, 'student');
    const lessons = await apiAs<{ results: LessonRow[] }>(page, 'student', '/courses/courses/2/lessons/?page_size=100');
    const lesson = lessons.results.find((row) => !row.is_completed);
    const topics = await apiAs<{ results: TopicRow[] }>(page, 'student', '/community/topics/?search=Daraja');
    const topic = topics.results[0];
    expect(lesson && topic).toBeTruthy();
    if (!lesson || !topic) return;
    const lessonPath = `/dashboard/courses/javascript-fundamentals/lessons/${lesson.slug}`;
    const completionsBefore = (await mockTable<{ lesson: number }>(page, 'progress.lessonCompletions')).filter(
      (row) => row.lesson === lesson.id,
    ).length;
    const repliesBefore = (await mockTable<{ topic: number }>(page, 'community.replies')).filter(
      (row) => row.topic === topic.id,
    ).length;

    // Online: the lesson is read once (and kept), then the forum topic.
    await open(page, lessonPath);
    await page.getByRole('heading', { level: 1, name: lesson.title }).waitFor();
    await expect.poll(() => keptInIndexedDb(page, '/courses/courses/2/lessons/'), { timeout: 10_000 }).toBe(true);
    await navigate(page, `/dashboard/community/topics/${topic.slug}`);
    await page.getByRole('heading', { level: 1, name: topic.title }).waitFor();

    // The network goes away (the reply box's code is loaded by then): the reply is kept on the device.
    const replyBox = page.getByRole('textbox', { name: 'Your reply' });
    await replyBox.waitFor();
    // The toasts' code comes once the page has settled (a few seconds): by then, as for a reader.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/toaster-view-')),
    );
    await context.setOffline(true);
    // The app has heard the network went (a reply sent just before is kept too, a second later).
    await page.getByRole('status', { name: 'You are offline' }).waitFor();
    await replyBox.fill(REPLY);
    await page.getByRole('button', { name: 'Post reply' }).click();
    await page.getByText('Kept on this device').first().waitFor();
    await page.getByRole('button', { name: 'Waiting to send (1)' }).waitFor();
    await page.close();
    await context.setOffline(false);

    // A new page with no network: the lesson reads from the offline memory; Mark complete waits.
    const offline = await newPage(true);
    await offline.goto(`${APP}${lessonPath}?mock-fault=offline`);
    await offline.getByRole('heading', { level: 1, name: lesson.title }).waitFor();
    expect(await offline.getByRole('article').textContent()).toBeTruthy();
    await offline.getByRole('button', { name: 'Mark complete' }).click();
    await offline.getByText('Completed · waiting to send').waitFor();
    await offline.reload();
    await offline.getByRole('heading', { level: 1, name: lesson.title }).waitFor();
    const waiting = offline.getByRole('button', { name: 'Waiting to send (2)' });
    await waiting.click();
    const panel = offline.getByRole('region', { name: 'Waiting to send' });
    await panel.getByText(`Reply to “${topic.title}”`).waitFor();
    await panel.getByText(`Lesson complete: ${lesson.title}`).waitFor();
    await offline.close();

    // Back online: both are sent, once each. The kept writes come back a moment after the page shows
    // (the persister loads beside the app) and the mock database is saved a moment after each write:
    // the server's tables are waited for first, then nothing waits, then nothing came twice.
    const online = await newPage(false);
    await open(online, lessonPath);
    await online.getByRole('heading', { level: 1, name: lesson.title }).waitFor();
    const counts = async () => ({
      completions: (await mockTable<{ lesson: number }>(online, 'progress.lessonCompletions')).filter(
        (row) => row.lesson === lesson.id,
      ).length,
      replies: (await mockTable<{ topic: number }>(online, 'community.replies')).filter((row) => row.topic === topic.id).length,
    });
    const once = { completions: completionsBefore + 1, replies: repliesBefore + 1 };
    await expect.poll(counts, { timeout: 20_000 }).toEqual(once);
    await expect.poll(async () => online.getByRole('button', { name: /Waiting to send/ }).count(), { timeout: 15_000 }).toBe(0);
    await online.getByText('Completed', { exact: true }).first().waitFor();
    await online.waitForTimeout(1_000);
    expect(await counts()).toEqual(once);
    expect(errors).toEqual([]);
  }, 150_000);

  it('submits an assessment attempt made offline once back online, exactly once', async () => {
    // One tab: another tab's app would write its own (empty) list of waiting writes over this one's.
    for (const other of context.pages()) await other.close();
    const page = await newPage(false);
    await open(page, '/login');
    await signInAs(page, 'student');
    const quiz = (await mockTable<{ id: number; title: string }>(page, 'learning.assessments')).find(
      (row) => row.title === 'REST API design quiz',
    );
    expect(quiz).toBeTruthy();
    if (!quiz) return;
    await navigate(page, `/dashboard/courses/assessments/${quiz.id}/submit`);
    const answer = page.getByRole('textbox', { name: /^Your answer to question \d$/ });
    await answer.fill('201');
    await page.getByText(/All answers saved\./).waitFor();
    await context.setOffline(true);
    // The offline banner comes in above the attempt (moving it down) before Submit is pressed.
    await page.getByRole('status', { name: 'You are offline' }).waitFor();
    await page.getByRole('button', { name: 'Submit attempt' }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Submit' }).click();
    await page.getByText(/^Submitted on this device/).waitFor();
    await page.getByRole('button', { name: 'Waiting to send (1)' }).waitFor();
    await page.screenshot({ path: '/tmp/h8-assessment-waiting-360.png', fullPage: true });
    const submitted = async (on: Page) =>
      (await mockTable<{ assessment: number; status: string }>(on, 'learning.attempts')).filter(
        (row) => row.assessment === quiz.id && row.status !== 'in_progress',
      ).length;
    const before = await submitted(page);
    // Opened again with no network (a reload): the attempt reads as it was kept, its submit waiting.
    await page.reload();
    await page.getByText(/^Submitted on this device/).waitFor();
    await page.close();
    await context.setOffline(false);

    // The browser is opened again online: the kept submit is sent, once.
    const online = await newPage(false);
    await open(online, '/dashboard');
    await expect.poll(() => submitted(online), { timeout: 15_000 }).toBe(before + 1);
    await expect.poll(async () => online.getByRole('button', { name: /Waiting to send/ }).count(), { timeout: 15_000 }).toBe(0);
    expect(await submitted(online)).toBe(before + 1);
    expect(errors).toEqual([]);
  }, 90_000);
});
