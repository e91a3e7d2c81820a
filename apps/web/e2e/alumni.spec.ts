/**
 * The alumni journey on the production build at 360 px: an admin creates an alumni event from the alumni
 * events list; a student reaches the events from the sidebar (the phone's menu), finds it and opens it;
 * the directory's search finds a graduate by their employer. One browser context: the mock database, kept
 * in local storage, carries every step.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, apiAs, axeViolations, navigate, signInAs } from './public-site';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
const TITLE = 'Class of 2024 reunion at iHub';
const VENUE = 'iHub, Senteu Plaza, Galana Road, Nairobi';
/** Two months from now, at 15:00 (as the browser's datetime-local field takes it). */
const day = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  browser = await launchBrowser();
  // bypassCSP: axe is injected as a script the app's policy would refuse.
  context = await browser.newContext({ viewport: { width: 360, height: 780 }, bypassCSP: true });
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

const fitsThePhone = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

describe('alumni', () => {
  it('an admin creates an alumni event', async () => {
    await signInAs(page, 'admin');
    await navigate(page, '/dashboard/alumni/events');
    await page.getByRole('heading', { level: 1, name: 'Alumni events' }).waitFor();
    await page.getByRole('button', { name: 'New alumni event' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New alumni event' });
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
    await dialog.getByRole('combobox', { name: /^Type/ }).selectOption('reunion');
    await dialog.getByLabel(/^Starts/).fill(`${day}T15:00`);
    await dialog.getByLabel(/^Ends/).fill(`${day}T19:00`);
    await dialog.getByRole('textbox', { name: /^Venue/ }).fill(VENUE);
    await dialog.getByRole('button', { name: 'Create event' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Alumni event created').first().waitFor();
    const events = await apiAs<{ results: { title: string; event_type: string; venue: string }[] }>(
      page,
      'admin',
      `/alumni/events/?search=${encodeURIComponent(TITLE)}`,
    );
    expect(events.results).toEqual([expect.objectContaining({ title: TITLE, event_type: 'reunion', venue: VENUE })]);
  });

  it('a student finds the event in the events list from the sidebar and opens it', async () => {
    await signInAs(page, 'student');
    await fromSidebar('Alumni', 'Alumni Events');
    await page.getByRole('heading', { level: 1, name: 'Alumni events' }).waitFor();
    expect(await page.getByRole('button', { name: 'New alumni event' }).count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Search alumni events' }).fill('reunion');
    await page.getByRole('link', { name: TITLE }).first().click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByText(VENUE).first().waitFor();
    await page.getByText('Reunion', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await fitsThePhone();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the directory search finds a graduate by employer, and their profile names it', async () => {
    const listed = await apiAs<{ results: { id: number; full_name: string; current_employer: string | null }[] }>(
      page,
      'student',
      '/alumni/alumni/?page_size=100',
    );
    const graduate = listed.results.find((row) => row.current_employer);
    expect(graduate).toBeDefined();
    const employer = graduate?.current_employer ?? '';
    await fromSidebar('Alumni', 'Alumni Directory');
    await page.getByRole('heading', { level: 1, name: 'Alumni directory' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search alumni' }).fill(employer);
    await page
      .getByRole('link', { name: graduate?.full_name ?? '' })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: graduate?.full_name ?? '' }).waitFor();
    await page.getByRole('link', { name: employer }).first().waitFor();
    await fitsThePhone();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
