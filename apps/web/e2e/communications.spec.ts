/**
 * Communications on the production build: an admin publishes an announcement, and the student sees it
 * counted as new in the sidebar, opens it (the counter drops) and writes to their teacher, who finds
 * the message unread in the inbox and reads it (the unread counter drops). One browser context: the
 * mock database, kept in local storage, carries every step.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAs, navigate, open, signInAs } from './public-site';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => errors.push(error.message));
  await open(page, '/login?mock-reset=1');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The number a sidebar entry's counter announces ('3 unread messages'), 0 when it shows none. */
async function sidebarCount(entry: string, counterLabel: string): Promise<number> {
  const link = page.getByLabel('Sidebar').getByRole('link', { name: new RegExp(`^${entry}`) });
  const label = link.getByText(new RegExp(`\\d+ ${counterLabel}`));
  if ((await label.count()) === 0) return 0;
  return Number(/\d+/.exec((await label.first().textContent()) ?? '')?.[0] ?? 0);
}

async function sidebarCountBecomes(entry: string, counterLabel: string, expected: number): Promise<void> {
  await expect.poll(() => sidebarCount(entry, counterLabel), { timeout: 15_000 }).toBe(expected);
}

const TITLE = 'Career fair on Saturday';
/** A subject of its own for each attempt: a retry must not find the message an earlier attempt sent. */
let attempt = 0;

describe('communications', () => {
  it('an admin publishes an announcement that the student sees as new and opens', async () => {
    await signInAs(page, 'admin');
    await navigate(page, '/dashboard/communications/announcements');
    await page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();
    await page.getByRole('button', { name: 'New announcement' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New announcement' });
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
    await dialog.getByRole('textbox', { name: /^Message/ }).fill('Meet employers at the **main hall**, 9 am to 4 pm.');
    await dialog.getByRole('button', { name: 'Create announcement' }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();

    await signInAs(page, 'student');
    await navigate(page, '/dashboard/communications/announcements');
    const row = page.getByRole('link', { name: TITLE });
    await row.waitFor();
    await page
      .getByLabel('Sidebar')
      .getByRole('link', { name: /^Announcements/ })
      .waitFor();
    // The counter shows at most 5 (client spec §9): open the new one and compare the unread count.
    await expect.poll(() => sidebarCount('Announcements', 'new announcements'), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await sidebarCount('Announcements', 'new announcements');
    await row.click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(await page.locator('article strong').first().textContent()).toBe('main hall');
    await sidebarCountBecomes('Announcements', 'new announcements', before - 1);
  });

  it('the student writes to the teacher, who reads it in the inbox', async () => {
    attempt += 1;
    const SUBJECT = `Question about the career fair (${attempt})`;
    // Signed in here, not carried over from the test before: a retry starts from the same place.
    await signInAs(page, 'student');
    await navigate(page, '/dashboard/communications/messages');
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await page.getByRole('button', { name: 'New message' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await dialog.getByRole('combobox', { name: /^To/ }).fill('Faith');
    await page.getByRole('option', { name: /Faith Chebet/ }).click();
    await dialog.getByRole('textbox', { name: /^Subject/ }).fill(SUBJECT);
    await dialog.getByRole('textbox', { name: /^Message/ }).fill('Which companies are coming?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();

    await signInAs(page, 'teacher');
    await navigate(page, '/dashboard/communications/messages/inbox');
    const link = page.getByRole('link', { name: SUBJECT });
    await link.waitFor();
    // The counter first agrees with the server (its answer may still be on the way), then drops by one.
    const unreadPage = await apiAs<{ count: number }>(
      page,
      'teacher',
      '/communication/messages/?folder=inbox&is_read=false&page_size=1',
    );
    const before = unreadPage.count;
    expect(before).toBeGreaterThan(0);
    await sidebarCountBecomes('Messages', 'unread messages', before);
    await link.click();
    await page.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();
    await page.getByText('Which companies are coming?').waitFor();
    await sidebarCountBecomes('Messages', 'unread messages', before - 1);
    expect(errors).toEqual([]);
  });
});
