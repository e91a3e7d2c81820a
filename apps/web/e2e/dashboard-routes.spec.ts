/**
 * Every dashboard page a signed-in super admin can open renders in the production build (the React
 * half), with its title and heading and no script error: a sweep over the route table, as clicks on the
 * sidebar's links would go.
 */
import { ROUTES, decideRoute } from '@ujuzi/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, signInAs } from './public-site';

let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${APP}/login?mock-reset=1`);
  await signInAs(page, 'superadmin');
});
afterAll(async () => {
  await browser?.close();
});

const superAdmin = { user_type: 'super_admin' };
const dashboardPages = ROUTES.filter(
  (route) =>
    route.path.startsWith('/dashboard') && !route.path.includes(':') && decideRoute(route.path, superAdmin).kind === 'allow',
);

describe('the dashboard on the production build', () => {
  it('opens every page a super admin may, each with its heading and no script error', async () => {
    expect(dashboardPages.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const route of dashboardPages) {
      await page.evaluate((target) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route.path);
      // The tab's title names the page once it is shown (the same screen may serve several routes). An
      // area's index may send a role on to one of its own pages (certificates → manage for staff).
      const title = `${route.path === '/dashboard' ? 'Dashboard' : route.title} · Ujuzi`;
      const shown = await page
        .waitForFunction(
          ({ expected, path }) => {
            const here = window.location.pathname;
            const titled = here === path ? document.title === expected : here.startsWith(`${path}/`);
            return titled && Boolean(document.querySelector('main :is(h1, h2)')?.textContent);
          },
          { expected: title, path: route.path },
          { timeout: 10_000 },
        )
        .then(() => true)
        .catch(() => false);
      if (!shown) missing.push(route.path);
    }
    expect(missing).toEqual([]);
    expect(pageErrors).toEqual([]);
    // About 150 pages, 46 s on CI: the default minute is too close on a loaded machine.
  }, 150_000);
});
