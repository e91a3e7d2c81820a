/**
 * Records (issue 26) on the production build, at 360 px: the demo student uploads a document from the
 * sidebar's Documents; an admin finds it among the documents to verify, follows its owner to her record,
 * opens her documents from there and verifies it; her parent opens them from the child's card on the home
 * page; then an admin keeps the school profile's motto. One browser context: the mock database, kept in
 * local storage, carries each step over to the next person.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, axeViolations, signInAs } from './public-site';

const STUDENT = 'Wanjiku Kamau';
const TITLE = 'KCSE certificate (journey)';
const MOTTO = 'Skills that build Kenya';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  // bypassCSP: axe is injected as a script the app's policy would refuse.
  context = await browser.newContext({ viewport: { width: 360, height: 780 }, bypassCSP: true });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
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

const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('records', () => {
  it('a student uploads a document; an admin verifies it from her record', async () => {
    await signInAs(page, 'student');
    await fromSidebar('Academics', 'Documents');
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
    await page.getByRole('button', { name: 'Upload a document' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload a document' });
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
    await dialog.getByRole('combobox', { name: /^Type/ }).selectOption('kcse_certificate');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'kcse.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%journey\n'),
    });
    await dialog.getByRole('button', { name: 'Upload document' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const own = page.locator('li, tr').filter({ has: page.getByRole('link', { name: TITLE }) });
    await own.getByText('Not verified').first().waitFor();
    expect(await fits()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await signInAs(page, 'admin');
    await fromSidebar('Academics', 'Documents to Verify');
    await page.getByRole('heading', { level: 1, name: 'Documents to verify' }).waitFor();
    await page.getByLabel('Search documents').fill('journey');
    const queued = page
      .locator('li, tr')
      .filter({ has: page.getByRole('link', { name: TITLE }) })
      .first();
    await queued.getByRole('link', { name: STUDENT }).click();
    await page.getByRole('heading', { level: 1, name: STUDENT }).waitFor();
    await page.getByRole('link', { name: 'Documents', exact: true }).last().click();
    await page.getByRole('heading', { level: 1, name: `Documents of ${STUDENT}` }).waitFor();
    const row = page
      .locator('li, tr')
      .filter({ has: page.getByRole('link', { name: TITLE }) })
      .first();
    await row.getByRole('button', { name: 'Verify' }).click();
    await page
      .getByRole('alertdialog', { name: `Verify “${TITLE}”?` })
      .getByRole('button', { name: 'Verify document' })
      .click();
    await page.getByText('Document verified').first().waitFor();
    await row.getByText('Verified', { exact: true }).waitFor();
    expect(await fits()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Her parent finds it from the home page's card of the child.
    await signInAs(page, 'parent');
    await page.getByRole('link', { name: `Documents of ${STUDENT}` }).click();
    await page.getByRole('heading', { level: 1, name: `Documents of ${STUDENT}` }).waitFor();
    await page
      .locator('li, tr')
      .filter({ has: page.getByRole('link', { name: TITLE }) })
      .first()
      .getByText('Verified', { exact: true })
      .waitFor();
    expect(errors).toEqual([]);
  }, 150_000);

  it('an admin keeps the school profile', async () => {
    await signInAs(page, 'admin');
    await fromSidebar('Academics', 'School Profile');
    await page.getByRole('heading', { level: 1, name: 'School profile' }).waitFor();
    const motto = page.getByRole('textbox', { name: /^Motto/ });
    await motto.fill(MOTTO);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('School profile saved').first().waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: /^Motto/ }).inputValue(), { timeout: 20_000 }).toBe(MOTTO);
    expect(await fits()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);
});
