/**
 * The calendar journey on the production build: a teacher reaches the school calendar from the sidebar
 * and adds an event for students; a student reaches their timetable from the dashboard's home by
 * clicking, downloads it as an .ics file that a calendar app accepts (parsed here: one VCALENDAR, one
 * weekly VEVENT per lesson, CRLF lines folded at 75 octets), then finds the teacher's event in the month
 * (the grid on a laptop, the agenda at 360 px). One browser context in Nairobi's time zone: the mock
 * database, kept in local storage, carries every step.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, signInAs } from './public-site';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
const TITLE = 'Cloud careers fair';
/** Today in Nairobi ('2026-11-28'): the event goes on today, so it is in the month the calendar opens on. */
const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'Africa/Nairobi',
    acceptDownloads: true,
  });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${APP}/login?mock-reset=1`);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Follows a sidebar entry, opening its section when closed (the phone's menu first at 360 px). */
async function fromSidebar(section: string, entry: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open navigation' });
  if (await menu.isVisible()) await menu.click();
  const link = page.getByRole('link', { name: entry, exact: true });
  if (!(await link.isVisible())) await page.getByRole('button', { name: section, exact: true }).click();
  await link.click();
}

/** RFC 5545 §3.1: lines end in CRLF; a line starting with a space continues the one before. */
function parseIcs(text: string): { lines: string[]; events: Map<string, string>[] } {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .slice(0, -2)
    .split('\r\n');
  const events: Map<string, string>[] = [];
  let current: Map<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = new Map();
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current.set(line.slice(0, colon), line.slice(colon + 1));
    }
  }
  return { lines, events };
}

describe('the school calendar and the timetable', () => {
  it('a teacher adds an event for students from the calendar reached in the sidebar', async () => {
    await signInAs(page, 'teacher');
    await fromSidebar('Academics', 'School Calendar');
    await page.getByRole('heading', { level: 1, name: 'School calendar' }).waitFor();
    await page.getByRole('table').waitFor();
    await page.getByRole('button', { name: 'New event' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New event' });
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
    await dialog.getByRole('combobox', { name: /^Type/ }).selectOption({ label: 'Workshop' });
    await dialog.getByRole('combobox', { name: /^For/ }).selectOption({ label: 'Students' });
    await dialog.getByLabel(/^Starts/).fill(`${today}T10:00`);
    await dialog.getByLabel(/^Ends/).fill(`${today}T12:30`);
    await dialog.getByRole('textbox', { name: /^Location/ }).fill('Main hall, Ngong Road');
    await dialog.getByRole('button', { name: 'Create event' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: TITLE }).first().waitFor();
  });

  it('a student opens their timetable from the home page and downloads it as an .ics file', async () => {
    await signInAs(page, 'student');
    await page.getByRole('region', { name: 'Your school week' }).getByRole('link', { name: 'My timetable' }).click();
    await page.waitForURL(`${APP}/dashboard/academics/timetable`);
    await page.getByRole('heading', { level: 1, name: 'Timetable' }).waitFor();
    await page.getByText(/^DSE1 Morning/).waitFor();
    await page.getByText(/^Current term:/).waitFor();
    const lessons = page.getByRole('list', { name: /^Lessons on / }).getByRole('listitem');
    await lessons.first().waitFor();
    const count = await lessons.count();
    expect(count).toBeGreaterThan(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as ICS' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^timetable-dse1-morning-.*\.ics$/);
    const { lines, events } = parseIcs(await readFile(await download.path(), 'utf8'));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
    expect(events).toHaveLength(count);
    expect(new Set(events.map((event) => event.get('UID'))).size).toBe(count);
    for (const event of events) {
      expect(event.get('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
      expect(event.get('DTSTART')).toMatch(/^\d{8}T\d{6}Z$/);
      expect(event.get('DTEND')).toMatch(/^\d{8}T\d{6}Z$/);
      expect(event.get('RRULE')).toMatch(/^FREQ=WEEKLY(;UNTIL=\d{8}T\d{6}Z)?$/);
      expect(event.get('SUMMARY')).toMatch(/\(DSE1 Morning/);
    }
  });

  it('the student finds the teacher’s event in the month, and in the agenda at 360 px', async () => {
    await fromSidebar('Academics', 'School Calendar');
    await page.getByRole('heading', { level: 1, name: 'School calendar' }).waitFor();
    await page.getByRole('table').getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByText('Main hall, Ngong Road').waitFor();
    await page.getByText('10:00–12:30').waitFor();
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('link', { name: 'School calendar', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'School calendar' }).waitFor();
    await page.getByRole('link', { name: TITLE }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
  });
});
