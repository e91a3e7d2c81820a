/**
 * The profile journey on the production build: the student renames themselves and the header shows
 * the new name without a reload, adds a picture that the header's avatar shows, changes their
 * password (this device stays signed in), signs out and signs in with the new password. The mock database (local storage of this browser context) is reset
 * at the start, so the change reaches no other journey.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, navigate, signInAs } from './public-site';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

const NEW_PASSWORD = 'Karura-Forest-2027';
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
// The newest toast with this text (earlier ones may still be fading out).
const toast = (text: string) => page.locator('[data-scope="toast"][data-part="title"]', { hasText: text }).last();

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => errors.push(error.message));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the profile journey', () => {
  it('a new name and picture show in the header at once; a new password signs in after signing out', async () => {
    // From the seed on every run: CI's retry must not start with the password this run changed.
    errors.length = 0;
    await page.goto(`${APP}/login?mock-reset=1`);
    await signInAs(page, 'student');
    await navigate(page, '/dashboard/profile/settings');
    await page.getByRole('heading', { level: 1, name: 'Profile settings' }).waitFor();
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await firstName.fill('Wanjiru');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await toast('Profile updated successfully').waitFor();
    await page.getByRole('button', { name: /^Account menu, Wanjiru Kamau/ }).waitFor();

    // A picture, previewed, then saved as multipart: the header's avatar shows it in place of the initials.
    const picture = page.getByRole('region', { name: 'Profile picture' });
    await picture.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await picture.getByText('me.png').waitFor();
    await picture.getByRole('button', { name: 'Save picture' }).click();
    await toast('Profile picture saved').waitFor();
    await page
      .getByRole('button', { name: /^Account menu/ })
      .locator('img')
      .waitFor();

    const password = page.getByRole('form', { name: 'Change password' });
    await password.getByLabel(/^Current password/).fill('ujuzi-demo');
    await password.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await password.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await toast('Password changed successfully').waitFor();

    // Still signed in with the token the change answered: the profile page loads.
    await navigate(page, '/dashboard/profile');
    await page.getByRole('region', { name: 'About me' }).getByText('Wanjiru Kamau').waitFor();

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${APP}/login`);

    await page.getByRole('textbox', { name: 'Username' }).fill('student');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${APP}/dashboard`);
    // The dashboard is a new document after sign-in: wait until its app (and the mock backend) runs.
    await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
    await page.getByRole('button', { name: /^Account menu, Wanjiru Kamau/ }).waitFor();
    expect(errors).toEqual([]);
  }, 90_000);
});
