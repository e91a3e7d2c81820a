/**
 * The community's main flow on the production build at 360 px: a student starts a topic (it waits for
 * a moderator), a teacher approves it from the moderation queue and replies, and the student sees the
 * reply on the topic's page. One browser context: the mock database, kept in local storage, carries
 * every step.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, open, signInAs } from './public-site';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
const TITLE = 'How do I deploy a Flask app on a Safaricom fibre line?';
const SLUG = 'how-do-i-deploy-a-flask-app-on-a-safaricom-fibre-line';
const REPLY = 'Use a reverse proxy such as Caddy and forward port 443 on your router.';

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

describe('community on a phone', () => {
  it(
    'a student starts a topic, a teacher approves it and replies, the student reads the reply',
    { timeout: 60_000 },
    async () => {
      await signInAs(page, 'student');
      await open(page, '/dashboard/community/topics/new');
      await page.getByRole('textbox', { name: /Title/ }).fill(TITLE);
      await page.getByRole('combobox', { name: /Category/ }).selectOption({ label: 'Web Development' });
      await page.getByRole('textbox', { name: /Details/ }).fill('It works on **localhost** but not from outside.');
      await page.getByRole('button', { name: 'Post topic' }).click();
      await page.waitForURL(`${APP}/dashboard/community/topics/${SLUG}`);
      await page.getByText('Replies open once a moderator has approved the topic.').waitFor();

      await signInAs(page, 'teacher');
      await open(page, '/dashboard/community');
      const queued = page
        .getByRole('list', { name: 'Content waiting for moderation' })
        .getByRole('listitem')
        .filter({ hasText: TITLE });
      await queued.getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
      await queued.waitFor({ state: 'detached' });
      await page.getByRole('link', { name: TITLE }).first().click();
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      await page.getByRole('textbox', { name: /Your reply/ }).fill(REPLY);
      await page.getByRole('button', { name: 'Post reply' }).click();
      await page.getByRole('heading', { name: 'Replies (1)' }).waitFor();

      await signInAs(page, 'student');
      await open(page, `/dashboard/community/topics/${SLUG}`);
      const reply = page.getByRole('article', { name: /^Reply by / });
      await reply.getByText(REPLY).waitFor();
      expect(await page.getByRole('heading', { name: 'Replies (1)' }).isVisible()).toBe(true);
      expect(errors).toEqual([]);
    },
  );
});
