/**
 * The parents journey on the production build at 360 px: an admin finds a parent, links them to a
 * student from the student's page, and the parent's home shows the child at once. One browser context:
 * the mock database, kept in local storage, carries every step.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, apiAs, axeViolations, navigate, signInAs } from './public-site';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
interface Person {
  id: number;
  username: string;
  get_full_name: string;
}

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

describe('parents', () => {
  it("an admin links a parent to a student from the student's page, and the parent's home shows the child", async () => {
    await signInAs(page, 'admin');
    // The parents list, and the demo parent's page with her two children.
    await navigate(page, '/dashboard/parents?search=Kamau');
    await page.getByRole('heading', { level: 1, name: 'Parents' }).waitFor();
    await page.getByRole('link', { name: 'Grace Kamau' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Grace Kamau' }).waitFor();
    const children = page.getByRole('list', { name: 'Children' }).getByRole('listitem');
    await children.nth(1).waitFor();
    expect(await children.count()).toBe(2);

    // A student she is not linked to yet.
    const linked = await apiAs<{ results: { student: Person }[] }>(page, 'admin', '/accounts/student-parent-relations/?parent=5');
    const taken = new Set(linked.results.map((row) => row.student.id));
    const students = await apiAs<{ results: Person[] }>(page, 'admin', '/accounts/users/students/?page_size=50');
    const student = students.results.find((row) => !taken.has(row.id));
    if (!student) throw new Error('a student not linked to the demo parent');

    await navigate(page, `/dashboard/students/${student.id}`);
    await page.getByRole('heading', { level: 1, name: student.get_full_name }).waitFor();
    await page.getByRole('button', { name: 'Link a parent' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Link a parent' });
    await dialog.getByRole('combobox', { name: /^Parent/ }).fill('Kamau');
    await page.getByRole('option', { name: 'Grace Kamau (@parent)' }).click();
    await dialog.getByRole('combobox', { name: /^Relation/ }).selectOption('guardian');
    await dialog.getByRole('button', { name: 'Link' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('list', { name: 'Parents and guardians' }).getByRole('link', { name: 'Grace Kamau' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);

    await signInAs(page, 'parent');
    await page.getByRole('heading', { level: 2, name: 'My children' }).waitFor();
    await page.getByRole('heading', { name: student.get_full_name }).waitFor();
    expect(await page.getByRole('link', { name: `Apply for leave for ${student.get_full_name}` }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
