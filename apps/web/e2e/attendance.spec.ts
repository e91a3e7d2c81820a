/**
 * The attendance journey on the production build at 360 px: a teacher opens today's registers from the
 * sidebar, takes the register of their section with two students absent and saves it once; the parent
 * of one of them then sees that absence on the child's attendance month.
 * One browser context: the mock database, kept in local storage, carries every step.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAs, APP, navigate, signInAs } from './public-site';

interface Page_<T> {
  results: T[];
}
interface Person {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
}
interface Today {
  date: string;
  sections: { class_section: number; display_name: string; students: number; marked: number }[];
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
let absent: Person[] = [];
let today = '';

const nameOf = (person: Person) => `${person.first_name} ${person.last_name}`;

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

describe('attendance', () => {
  it('the teacher takes today’s register of their section with two students absent', async () => {
    await signInAs(page, 'teacher');
    const registers = await apiAs<Today>(page, 'teacher', '/accounts/attendance/today/');
    today = registers.date;
    const section = registers.sections[0];
    expect(section).toBeTruthy();
    if (!section) return;
    expect(section.marked).toBe(0);
    const roster = await apiAs<Page_<{ student: Person }>>(
      page,
      'teacher',
      `/academics/class-enrollments/?class_section=${section.class_section}&status=active&page_size=100`,
    );
    absent = roster.results.slice(0, 2).map((row) => row.student);
    expect(absent).toHaveLength(2);

    // From the sidebar (the phone's menu) to today's registers, then the section's register.
    await fromSidebar('Attendance', 'Today’s Registers');
    await page.getByRole('heading', { level: 1, name: 'Today’s registers' }).waitFor();
    await page.getByRole('link', { name: section.display_name }).click();
    await page.getByRole('heading', { level: 1, name: `Register: ${section.display_name}` }).waitFor();
    for (const student of absent) {
      await page
        .getByRole('radiogroup', { name: nameOf(student) })
        .getByText('Absent', { exact: true })
        .click();
      expect(
        await page
          .getByRole('radiogroup', { name: nameOf(student) })
          .getByRole('radio', { name: 'Absent' })
          .isChecked(),
      ).toBe(true);
    }
    await page.getByRole('button', { name: `Save register (${roster.results.length})` }).click();
    await page.getByText('Register saved').first().waitFor();
    await page.getByRole('button', { name: 'Save changes' }).waitFor();

    const marked = await apiAs<Page_<{ student: Person; status: string }>>(
      page,
      'teacher',
      `/accounts/attendance/?class_section=${section.class_section}&date=${today}&page_size=100`,
    );
    expect(marked.results).toHaveLength(roster.results.length);
    expect(
      marked.results
        .filter((row) => row.status === 'absent')
        .map((row) => row.student.id)
        .sort(),
    ).toEqual(absent.map((student) => student.id).sort());
  });

  it('the parent of one of them sees the absence on the child’s attendance', async () => {
    const child = absent[0];
    expect(child).toBeTruthy();
    if (!child) return;
    const links = await apiAs<Page_<{ parent: Person }>>(
      page,
      'admin',
      `/accounts/student-parent-relations/?student=${child.id}`,
    );
    const parent = links.results[0]?.parent;
    expect(parent).toBeTruthy();
    if (!parent) return;
    await signInAs(page, parent.username);

    await fromSidebar('Attendance', 'Children’s Attendance');
    await page.getByRole('heading', { level: 1, name: 'Children’s attendance' }).waitFor();
    const children = page.getByRole('navigation', { name: 'Children' });
    if ((await children.getByRole('link').count()) > 1) await children.getByRole('link', { name: nameOf(child) }).click();
    await page.getByRole('table', { name: `Attendance of ${nameOf(child)}, ${await monthTitle(page, today)}` }).waitFor();
    const missed = page.getByRole('list', { name: /^Days not present in / });
    const day = missed.getByRole('listitem').filter({ hasText: await dateText(page, today) });
    await expect.poll(() => day.getByText('Absent', { exact: true }).count()).toBe(1);
    await navigate(page, '/dashboard');
    expect(errors).toEqual([]);
  });
});

/** Opens the phone's navigation and follows one of its entries (opening its section when closed). */
async function fromSidebar(section: string, entry: string): Promise<void> {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const link = page.getByRole('link', { name: entry, exact: true });
  if (!(await link.isVisible())) await page.getByRole('button', { name: section, exact: true }).click();
  await link.click();
}

/** The month's title as the page writes it ('November 2026'). */
const monthTitle = (page: Page, date: string) =>
  page.evaluate(
    (day) =>
      new Intl.DateTimeFormat('en-KE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${day.slice(0, 7)}-01T00:00:00Z`),
      ),
    date,
  );
/** The day as the page writes it ('28 Nov 2026'). */
const dateText = (_page: Page, date: string) => {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Promise.resolve(`${day} ${months[month - 1]} ${year}`);
};
