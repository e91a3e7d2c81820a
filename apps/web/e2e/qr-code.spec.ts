/**
 * The QR code loop on the production build at 360 px: the student downloads their QR code as a PNG
 * and regenerates it after the confirm; the old profile link then opens "Profile not available" and
 * the new one the profile; a settings change (certificates hidden) shows on the public profile. One
 * browser context: the mock database, kept in local storage, carries every step.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, navigate, open, signInAs } from './public-site';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 360, height: 780 }, acceptDownloads: true });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${APP}/login?mock-reset=1`);
  await signInAs(page, 'student');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const profileLink = () => page.getByRole('textbox', { name: 'Profile link' }).inputValue();

describe('the QR code loop', () => {
  let link = '';

  it('regenerating the code after the confirm retires the old profile link and gives a new one', async () => {
    await navigate(page, '/dashboard/qr-code');
    await page.getByRole('heading', { level: 1, name: 'My QR code' }).waitFor();
    await page.getByRole('img', { name: 'Scan to open my public profile' }).waitFor();
    const old = await profileLink();
    expect(old).toMatch(new RegExp(`^${APP}/profile/[0-9a-f]+$`));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Ujuzi-QR-code-student.png');
    const png = await readFile(await download.path());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // Its toast sits over the page's last button on a phone: dismiss it as a user would.
    await page.getByRole('button', { name: 'Dismiss notification' }).first().click();
    await page.getByText('QR code downloaded').waitFor({ state: 'detached' });

    // The sign-in's welcome toast can sit over the button on a phone: press it from the keyboard.
    const regenerate = page.getByRole('button', { name: 'Regenerate QR code' });
    await regenerate.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Regenerate your QR code?' });
    await confirm.getByText(/stop working at once/).waitFor();
    await confirm.getByRole('button', { name: 'Regenerate' }).click();
    await page.getByText('New QR code ready: the old one no longer works').first().waitFor();
    await page.waitForFunction(
      (previous) => (document.querySelector('input[readonly]') as HTMLInputElement | null)?.value !== previous,
      old,
    );
    link = await profileLink();
    expect(link).not.toBe(old);

    await open(page, new URL(old).pathname);
    await page.getByRole('heading', { level: 1, name: 'Profile not available' }).waitFor();

    await open(page, new URL(link).pathname);
    await page.getByRole('heading', { level: 2, name: 'Certificates' }).waitFor();
    await expect(page.getByText('No certificates to show.').count()).resolves.toBe(0);
  });

  it('hiding certificates in the settings shows on the public profile', async () => {
    await open(page, '/dashboard/qr-code/settings');
    await page.getByRole('heading', { level: 1, name: 'QR code settings' }).waitFor();
    await page.getByText('Show certificates', { exact: true }).click();
    await page
      .getByRole('region', { name: 'What visitors see' })
      .getByText('Certificates')
      .locator('xpath=ancestor::li[1]')
      .getByText('Hidden')
      .waitFor();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Profile settings saved').first().waitFor();

    await open(page, new URL(link).pathname);
    await page.getByText('No certificates to show.').waitFor();
    expect(errors).toEqual([]);
  });
});
