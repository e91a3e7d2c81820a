/**
 * The community in depth on the production build at 360 px: a signed-in student comments on a public
 * article and bookmarks it; the bookmark is on their Bookmarks page (reached from the community's
 * sections); the community search finds the article with the searched word marked. One browser
 * context: the mock database, kept in local storage, carries every step.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, open, signInAs } from './public-site';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
const SLUG = 'sim-swap-fraud-how-it-works-and-how-to-protect-your-accounts';
const TITLE = 'SIM-swap fraud: how it works and how to protect your accounts';
const COMMENT = 'Asante! I set a SIM PIN with my provider today.';

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

describe('community in depth on a phone', () => {
  it('a student comments on an article and bookmarks it, finds it in Bookmarks and by search', { timeout: 60_000 }, async () => {
    await signInAs(page, 'student');
    await open(page, `/articles/${SLUG}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const heading = page.getByRole('heading', { level: 2, name: /^Comments \(\d+\)$/ });
    const before = Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')?.[1]);
    await page.getByRole('textbox', { name: /Your comment/ }).fill(COMMENT);
    await page.getByRole('button', { name: 'Post comment' }).click();
    await page.getByRole('heading', { level: 2, name: `Comments (${before + 1})` }).waitFor();
    await page
      .getByRole('article', { name: /^Comment by / })
      .filter({ hasText: COMMENT })
      .waitFor();
    const reactions = page.getByRole('group', { name: 'Reactions to the article' });
    await reactions.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await reactions.getByRole('button', { name: 'Bookmarked', pressed: true }).waitFor();

    await open(page, '/dashboard/community');
    await page.getByRole('navigation', { name: 'Community' }).getByRole('link', { name: 'Bookmarks' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bookmarks' }).waitFor();
    await page.getByRole('link', { name: TITLE }).waitFor();

    await page.getByRole('navigation', { name: 'Community' }).getByRole('link', { name: 'Search' }).click();
    await page.getByRole('heading', { level: 1, name: 'Search the community' }).waitFor();
    await page.getByRole('searchbox', { name: /Search topics and articles/ }).fill('fraud');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const found = page.getByRole('list', { name: /^Articles \(/ }).getByRole('link', { name: TITLE });
    await found.waitFor();
    expect((await found.locator('mark').first().textContent())?.toLowerCase()).toBe('fraud');
    await found.click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page
      .getByRole('article', { name: /^Comment by / })
      .filter({ hasText: COMMENT })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
  });
});
