/**
 * Learning authoring on the production build at 360 px, by clicking only: a teacher opens Learning Paths
 * from the sidebar and creates a published path of two courses in study order; the demo student finds it
 * in the catalogue's learning paths, starts it and leaves it again. Then the student opens My Coding
 * Sessions from the sidebar and brings a kept session's code back into the playground. One browser
 * context: the mock database, kept in local storage, carries every step.
 *
 * The code a learner runs survives: after a reload it is still in the playground, and on another device
 * (a second browser context given only the mock database — the "server" — not the first one's drafts)
 * the same learner finds it under My Coding Sessions and opens it in the playground again.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, open, signInAs } from './public-site';

const PATH = 'Nairobi fintech engineer';
const FIRST = 'Building Payment Integrations with M-Pesa Daraja API';
const SECOND = 'Android Development with Kotlin';
const CODE = 'console.log(2026 - 1963)';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

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

/** Opens the phone's navigation and follows one of its entries (opening its section when closed). */
async function fromSidebar(section: string, entry: string, on: Page = page): Promise<void> {
  await on.getByRole('button', { name: 'Open navigation' }).click();
  const link = on.getByRole('link', { name: entry, exact: true });
  if (!(await link.isVisible())) await on.getByRole('button', { name: new RegExp(`^${section}`) }).click();
  await link.click();
}

describe('learning authoring', () => {
  it('a teacher publishes a learning path; a learner starts it from the catalogue and leaves it', async () => {
    await signInAs(page, 'teacher');
    await fromSidebar('Learning Center', 'Learning Paths');
    await page.getByRole('heading', { level: 1, name: 'Manage learning paths' }).waitFor();
    await page.getByRole('button', { name: 'New learning path' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New learning path' });
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(PATH);
    const add = dialog.getByRole('combobox', { name: /^Add a course/ });
    await add.selectOption({ label: FIRST });
    await add.selectOption({ label: SECOND });
    await dialog.getByRole('button', { name: `Move ${SECOND} up` }).click();
    // The switch's input is visually hidden: a user clicks its label.
    await dialog.getByText('Published', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Create learning path' }).click();
    await page.getByText('Learning path created').first().waitFor();
    await page.getByRole('link', { name: PATH, exact: true }).first().waitFor();

    await signInAs(page, 'student');
    await fromSidebar('Learning Center', 'All Courses');
    await page.getByRole('heading', { level: 1, name: 'Courses' }).waitFor();
    await page.getByRole('link', { name: 'Learning paths' }).first().click();
    await page.getByRole('link', { name: PATH, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: PATH }).waitFor();
    const order = page.getByRole('region', { name: 'Courses in order' });
    expect(await order.getByRole('link').allTextContents()).toEqual([SECOND, FIRST]);
    await page.getByRole('button', { name: 'Start this path' }).click();
    await page.getByText(`You are on ${PATH}`).first().waitFor();
    await page.getByRole('button', { name: 'Leave this path' }).click();
    await page
      .getByRole('alertdialog', { name: `Leave ${PATH}?` })
      .getByRole('button', { name: 'Leave this path' })
      .click();
    await page.getByText(`You left ${PATH}`).first().waitFor();
    await page.getByRole('button', { name: 'Start this path' }).waitFor();
    expect(errors).toEqual([]);
  }, 90_000);

  it('a learner reopens a kept coding session in the playground', async () => {
    await fromSidebar('Learning Center', 'My Coding Sessions');
    await page.getByRole('heading', { level: 1, name: 'My coding sessions' }).waitFor();
    await page.getByText(/Each run stops after/).waitFor();
    await page.getByRole('button', { name: 'Open “Practising array methods” in the playground' }).click();
    await page.getByRole('heading', { level: 1, name: 'IDE Playground' }).waitFor();
    expect(page.url()).toContain('language=javascript');
    await expect.poll(() => page.getByRole('textbox', { name: 'Code (JavaScript)' }).textContent()).toMatch(/\S/);
    expect(errors).toEqual([]);
  }, 60_000);

  it('the code a learner runs is there after a reload and on another device', async () => {
    await open(page, '/dashboard/courses/ide-playground?language=javascript');
    const editor = page.getByRole('textbox', { name: 'Code (JavaScript)' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(CODE);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    expect((await page.getByLabel('Program output (stdout)').textContent())?.trim()).toBe('63');
    await page.reload();
    await page.getByRole('textbox', { name: 'Code (JavaScript)' }).getByText(CODE).waitFor();

    // Another device: only the mock backend's data travels, none of this browser's drafts.
    const state = await context.storageState();
    const origin = new URL(APP).origin;
    const data = state.origins
      .find((entry) => entry.origin === origin)
      ?.localStorage.find((item) => item.name === 'ujuzi-mock-db');
    expect(data).toBeTruthy();
    const other = await browser.newContext({
      viewport: { width: 360, height: 780 },
      storageState: { cookies: [], origins: [{ origin, localStorage: data ? [data] : [] }] },
    });
    const phone = await other.newPage();
    phone.setDefaultTimeout(15_000);
    phone.on('pageerror', (error) => errors.push(error.message));
    await phone.goto(`${APP}/login`);
    await signInAs(phone, 'student');
    await fromSidebar('Learning Center', 'My Coding Sessions', phone);
    await phone.getByRole('heading', { level: 1, name: 'My coding sessions' }).waitFor();
    await phone.getByRole('button', { name: 'Open “JavaScript playground” in the playground' }).first().click();
    await phone.getByRole('textbox', { name: 'Code (JavaScript)' }).getByText(CODE).waitFor();
    await other.close();
    expect(errors).toEqual([]);
  }, 90_000);
});
