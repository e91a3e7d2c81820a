/**
 * Learning authoring on the production build at 360 px, by clicking only: a teacher opens Learning Paths
 * from the sidebar and creates a published path of two courses in study order; the demo student finds it
 * in the catalogue's learning paths, starts it and leaves it again. Then the student opens My Coding
 * Sessions from the sidebar and brings a kept session's code back into the playground. One browser
 * context: the mock database, kept in local storage, carries every step.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, signInAs } from './public-site';

const PATH = 'Nairobi fintech engineer';
const FIRST = 'Building Payment Integrations with M-Pesa Daraja API';
const SECOND = 'Android Development with Kotlin';

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
async function fromSidebar(section: string, entry: string): Promise<void> {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const link = page.getByRole('link', { name: entry, exact: true });
  if (!(await link.isVisible())) await page.getByRole('button', { name: new RegExp(`^${section}`) }).click();
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
});
