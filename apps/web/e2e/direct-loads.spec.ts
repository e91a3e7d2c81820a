/**
 * Pages with a parameter load directly and on reload in the production build as deployed, whatever
 * their last segment looks like (issue 31: a staff member's page, /dashboard/staff/<first.last>, was
 * served the public home's HTML because its last segment has a dot, and showed "Something went
 * wrong" with nothing in the console). Each load is a new document, not a click inside the app.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAs, APP, open, signInAs } from './public-site';

let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 360, height: 780 } });
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${APP}/login?mock-reset=1`);
  await signInAs(page, 'admin');
});
afterAll(async () => {
  await browser?.close();
});

/** A new document at `path`, then a reload of it; both must show the app's page, headed `heading`. */
async function loadTwice(path: string, heading: RegExp | string): Promise<void> {
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    else await page.goto(`${APP}${path}`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count(), `${path} (reload: ${reload})`).toBe(0);
    expect(new URL(page.url()).pathname).toBe(path);
  }
}

describe('direct loads and reloads of pages with parameters', () => {
  it("a staff member's page (a dot in its last segment) loads directly and on reload", async () => {
    const staff = await apiAs<{ results: { username: string; first_name: string; last_name: string }[] }>(
      page,
      'admin',
      '/accounts/users/?user_type=teacher&page_size=50',
    );
    const member = staff.results.find((user) => user.username.includes('.'));
    expect(member, 'a seeded teacher whose username has a dot').toBeDefined();
    if (!member) return;
    await loadTwice(`/dashboard/staff/${member.username}`, `${member.first_name} ${member.last_name}`);
    await loadTwice(`/dashboard/staff/edit/${member.username}`, /^Edit /);
  });

  it('unknown ids with dots, dashes and escaped characters reach the app and its not-found answer', async () => {
    for (const path of ['/dashboard/staff/no.such-person', '/dashboard/staff/o%27brien.x']) {
      await loadTwice(path, 'Staff member');
      await page.getByText('This staff member does not exist').waitFor();
    }
  });

  it('payment and password-reset links with dotted tokens are the app too', async () => {
    await loadTwice('/payment/verify/pay.2026-11.x', 'We could not find this payment');
    await page.evaluate(() => ['token', 'user'].forEach((key) => window.localStorage.removeItem(key)));
    await loadTwice('/reset-password/MTIz.x/abc-def.ghi', 'This reset link cannot be used');
    await loadTwice('/reset-password/abc.def-ghi', 'This reset link cannot be used');
    // Signed out again: the public page is still the public half's prerendered page.
    await open(page, '/courses');
    expect(errors).toEqual([]);
  });
});
