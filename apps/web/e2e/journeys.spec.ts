/**
 * Journeys through the production build on the built-in mock backend, in one headless Chromium:
 * every demo account signs in, sees its own sidebar, opens an allowed and a denied page, reads and
 * marks its notifications and signs out; third-party sign-in; an expired session; safe returns.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { E2E_PORT } from './global-setup';

const APP = `http://localhost:${E2E_PORT}`;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  // Generous: the machine is shared, and a busy moment must not fail a journey.
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => pageErrors.push(error.message));
});
afterAll(async () => {
  await browser?.close();
});

/** In-app navigation (no reload, so the mock backend keeps running): what a click on a link does. */
async function go(path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const pathname = () => new URL(page.url()).pathname;
// The newest toast with this text (earlier ones may still be fading out).
const toast = (text: string) => page.locator('[data-scope="toast"][data-part="title"]', { hasText: text }).last();
const sidebar = () => page.getByRole('complementary', { name: 'Sidebar' });
const section = (name: string) => sidebar().getByRole('button', { name: new RegExp(`^${name}`) });

/** A signed-out start on /login (the mock database, kept in local storage, stays). */
async function startSignedOut(search = ''): Promise<void> {
  const signedOut = page.url().startsWith(`${APP}/login`) && !(await page.evaluate(() => window.localStorage.getItem('token')));
  if (signedOut && !search) return;
  // Someone signed in who opens /login is sent on to the app (a new document): storage is cleared on a page that stays.
  await page.goto(`${APP}/unauthorized`);
  await page.evaluate(() =>
    ['token', 'refreshToken', 'user', 'accessToken'].forEach((key) => window.localStorage.removeItem(key)),
  );
  await page.goto(`${APP}/login${search}`);
}

async function signInWithDemo(username: string): Promise<void> {
  if (pathname() !== '/login') await page.goto(`${APP}/login`);
  await page.getByRole('button', { name: new RegExp(`^Use ${username} `) }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${APP}/dashboard`);
  // The dashboard is a new document after sign-in: wait until its app (and the mock backend) runs.
  await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
}

async function signOut(): Promise<void> {
  const confirm = page.getByRole('alertdialog');
  // The menu opens with an animation (and its code arrives on first use); a click that lands before it
  // settles is tried again.
  for (let attempt = 0; attempt < 3 && !(await confirm.isVisible()); attempt += 1) {
    await page.getByRole('button', { name: /^Account menu/ }).click();
    const item = page.getByRole('menuitem', { name: 'Sign out' });
    const shown = await item.waitFor({ timeout: 8_000 }).then(
      () => true,
      () => false,
    );
    if (shown) await item.click();
    await confirm.waitFor({ timeout: 3_000 }).catch(() => page.keyboard.press('Escape'));
  }
  expect(await confirm.textContent()).toContain('Are you sure you want to logout?');
  await confirm.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${APP}/login`);
  await toast('Successfully logged out').waitFor();
}

interface Account {
  username: string;
  name: string;
  sections: string[];
  hidden: string[];
  allowed: { path: string; title: string };
  denied?: string;
}

const ACCOUNTS: Account[] = [
  {
    username: 'superadmin',
    name: 'Amina',
    sections: ['Staff Management', 'Student Management', 'Newsletter Management', 'Certificate Management'],
    hidden: ['Certificates'],
    // super_admin passes every role rule (client spec §5): there is no page to deny.
    allowed: { path: '/dashboard/certificates/analytics', title: 'Certificate analytics' },
  },
  {
    username: 'admin',
    name: 'David',
    sections: ['Staff Management', 'Contact Management', 'Material Management'],
    hidden: ['Certificates'],
    // admin covers teacher, student and parent, and every list names admin: nothing is denied either.
    allowed: { path: '/dashboard/staff', title: 'Staff' },
  },
  {
    username: 'teacher',
    name: 'Faith',
    sections: ['Student Management', 'Material Management', 'Certificate Management'],
    hidden: ['Staff Management', 'Certificates'],
    allowed: { path: '/dashboard/students', title: 'Students' },
    denied: '/dashboard/staff',
  },
  {
    username: 'student',
    name: 'Wanjiku',
    sections: ['Learning Center', 'Payments and Finance', 'Certificates'],
    hidden: ['Student Management', 'Staff Management', 'Certificate Management'],
    allowed: { path: '/dashboard/certificates/my-certificates', title: 'My certificates' },
    denied: '/dashboard/students',
  },
  {
    username: 'parent',
    name: 'Grace',
    sections: ['Payments and Finance', 'Certificates'],
    hidden: ['Student Management', 'Material Management'],
    allowed: { path: '/dashboard/payments/enrollments', title: 'My enrollments' },
    denied: '/dashboard/materials',
  },
  {
    username: 'accountant',
    name: 'Peter',
    sections: ['Payments and Finance', 'Communications'],
    hidden: ['Student Management', 'Staff Management', 'Certificates'],
    allowed: { path: '/dashboard/finance/fee-collection', title: 'Fee collection' },
    denied: '/dashboard/students',
  },
];

describe('each demo account', () => {
  it.each(ACCOUNTS)(
    '$username signs in, sees its sidebar, is kept to its pages, marks notifications and signs out',
    async (account) => {
      await startSignedOut();
      await signInWithDemo(account.username);
      await page.getByRole('heading', { level: 1, name: `Welcome back, ${account.name}` }).waitFor();
      await toast('Welcome back, ').waitFor();

      for (const name of account.sections) expect(await section(name).count(), name).toBe(1);
      for (const name of account.hidden) expect(await section(name).count(), name).toBe(0);

      await go(account.allowed.path);
      await page.getByRole('heading', { name: account.allowed.title }).waitFor();
      expect(pathname()).toBe(account.allowed.path);

      if (account.denied) {
        await go(account.denied);
        await toast("You don't have permission to access this page").waitFor();
        await page.waitForURL(`${APP}/unauthorized`);
        await go('/dashboard');
      } else await go('/dashboard');

      const bell = page.getByRole('button', { name: /^Notifications/ });
      await bell.click();
      const dropdown = page.getByRole('dialog', { name: 'Notifications' });
      await dropdown.waitFor();
      const markAll = dropdown.getByRole('button', { name: 'Mark all as read' });
      if (await markAll.count()) {
        await markAll.click();
        await toast('All notifications marked as read').waitFor();
        await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 }).toBe('Notifications');
      }
      await page.keyboard.press('Escape');

      await signOut();
    },
  );
});

describe('opening a notification', () => {
  it('marks it read and follows its link', async () => {
    await startSignedOut('?mock-reset=1');
    await signInWithDemo('student');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 }).toMatch(/unread$/);
    const unopened = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1]);
    await bell.click();
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    // Opening the bell marks the payment notices it shows opened (the seed has one unopened): count on from there.
    const before = unopened - 1;
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 }).toBe(`Notifications, ${before} unread`);
    await dropdown
      .getByRole('button', { name: /^Unread:/ })
      .first()
      .click();
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 })
      .toBe(before > 1 ? `Notifications, ${before - 1} unread` : 'Notifications');
    expect(pathname()).not.toBe('/dashboard');
    await signOut();
  });
});

describe('third-party sign-in', () => {
  it('signs in through the mock Google provider and the code exchange', async () => {
    await startSignedOut();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(/\/auth\/oauth-callback\?/);
    const callback = new URL(page.url());
    expect(callback.searchParams.get('code')).toMatch(/^mock-google-/);
    expect(callback.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    await toast('Welcome, Wanjiku Kamau!').waitFor();
    await page.waitForURL(`${APP}/auth/oauth-success`);
    await page.getByRole('heading', { name: "You're signed in" }).waitFor();
    await page.waitForURL(`${APP}/dashboard`);
    // The dashboard is a new document after sign-in: wait until its app (and the mock backend) runs.
    await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
    await signOut();
  });

  it('refuses a callback whose state this browser never sent', async () => {
    await page.goto(`${APP}/auth/oauth-callback?provider=github&code=mock-github-student&state=forged`);
    await page.getByText('GitHub login failed.').first().waitFor();
    await page.getByRole('heading', { name: 'Sign-in did not complete' }).waitFor();
  });
});

describe('an expired session', () => {
  it("goes to /login with 'Session expired. Please login again.' and comes back after signing in", async () => {
    await startSignedOut();
    await signInWithDemo('student');
    await page.evaluate(() => window.localStorage.setItem('token', 'tampered-token'));
    await go('/dashboard/communications/notifications');
    await toast('Session expired. Please login again.').waitFor();
    await page.waitForURL(/\/login\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard/communications/notifications');
    await page.getByRole('button', { name: /^Use student / }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${APP}/dashboard/communications/notifications`);
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await signOut();
  });

  it('also ends when the server refuses the stored user (mock fault getCurrentUser:401)', async () => {
    await startSignedOut();
    await signInWithDemo('parent');
    await page.goto(`${APP}/dashboard/profile?mock-status=getCurrentUser:401`);
    await toast('Session expired. Please login again.').waitFor();
    await page.waitForURL(/\/login\?next=/);
    await startSignedOut();
  });
});

describe('returning after sign-in', () => {
  it('returns to the page that asked for sign-in', async () => {
    await startSignedOut();
    await page.goto(`${APP}/dashboard/profile/settings`);
    await page.waitForURL(/\/login\?next=/);
    await page.getByText('Authentication required. Please log in to continue.').waitFor();
    await page.getByRole('button', { name: /^Use teacher / }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${APP}/dashboard/profile/settings`);
    await signOut();
  });

  it('refuses to return to another site', async () => {
    await startSignedOut(`?next=${encodeURIComponent('https://evil.example/phish')}`);
    await page.getByRole('button', { name: /^Use student / }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${APP}/dashboard`);
    // The dashboard is a new document after sign-in: wait until its app (and the mock backend) runs.
    await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
    expect(page.url().startsWith(APP)).toBe(true);
    await signOut();
  });

  it('sends unknown dashboard paths home', async () => {
    await startSignedOut();
    await page.goto(`${APP}/dashboard/no-such-page`);
    await page.waitForURL(`${APP}/`);
  });

  it('threw no page errors on the way', () => {
    expect(pageErrors).toEqual([]);
  });
});
