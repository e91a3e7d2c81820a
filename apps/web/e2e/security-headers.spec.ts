/**
 * The locked-down site (issue 28, item 4): every page of both halves, the prerendered public pages
 * and the React app, loads under its Content-Security-Policy with no violation reported by the
 * browser, carries the security headers (as `vite preview` sends them, the same as dist/_headers)
 * and the policy's meta fallback, and the mock backend's service worker still answers the app.
 */
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, signInAs } from './public-site';

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

let browser: Browser;
let page: Page;
const errors: string[] = [];

/** Every violation the page's documents report, gathered from before any script of theirs runs. */
async function violations(): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp);
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const list: unknown[] = [];
    (window as unknown as { __csp: unknown[] }).__csp = list;
    document.addEventListener('securitypolicyviolation', (event) =>
      list.push({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      }),
    );
  });
});
afterAll(async () => {
  await browser?.close();
});

const HEADERS = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** The policy's directives by name. */
const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources] as const),
  );

function expectSecurityHeaders(response: Response | null, path: string): void {
  expect(response, path).not.toBeNull();
  const headers = response?.headers() ?? {};
  for (const [name, value] of Object.entries(HEADERS)) expect(headers[name], `${name} of ${path}`).toBe(value);
  expect(headers['permissions-policy'], path).toContain('camera=()');
  expect(headers['permissions-policy'], path).toContain('microphone=()');
  expect(headers['permissions-policy'], path).toContain('geolocation=()');
  const policy = directivesOf(headers['content-security-policy'] ?? '');
  expect(policy.get('script-src')?.[0], path).toBe("'self'");
  expect(
    policy
      .get('script-src')
      ?.slice(1)
      // This build runs on the mock backend, whose code sandbox needs eval (security-headers.ts).
      .every((source) => source.startsWith("'sha256-") || source === "'unsafe-eval'"),
    path,
  ).toBe(true);
  expect(policy.get('object-src'), path).toEqual(["'none'"]);
  expect(policy.get('base-uri'), path).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
  expect(policy.get('connect-src')?.[0], path).toBe("'self'");
}

/** A new document at `path`, waited for until the app has made it interactive; its response. */
async function load(path: string): Promise<Response | null> {
  const response = await page.goto(`${APP}${path}`);
  await page.waitForFunction(
    () => document.documentElement.hasAttribute('data-app-ready') && Boolean(document.querySelector('main h1')),
    undefined,
    { timeout: 20_000 },
  );
  return response;
}

/** The sitemap's pages: every static page, and the first course, article, category and tag. */
async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${APP}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
  const first = (prefix: RegExp) => paths.find((path) => prefix.test(path));
  const representative = [
    ...paths.filter((path) => !/^\/(courses|articles)\/./.test(path)),
    first(/^\/courses\/[^/]+$/),
    first(/^\/articles\/(?!category|tag)[^/]+$/),
    first(/^\/articles\/category\//),
    first(/^\/articles\/tag\//),
  ];
  return representative.filter((path): path is string => Boolean(path));
}

describe('the security headers and the Content-Security-Policy', () => {
  it('every public page of the sitemap loads under the policy with no violation, headers and meta tag present', async () => {
    const paths = await sitemapPaths();
    for (const required of [
      '/',
      '/courses',
      '/articles',
      '/admissions',
      '/faq',
      '/contact',
      '/certificate/verify',
      '/accessibility',
    ])
      expect(paths).toContain(required);
    expect(paths.some((path) => path.startsWith('/courses/'))).toBe(true);
    for (const path of paths) {
      const response = await load(path);
      expectSecurityHeaders(response, path);
      // The fallback for hosts without headers: the same policy, without frame-ancestors (a meta tag cannot carry it).
      const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(meta, path).toContain("object-src 'none'");
      expect(meta, path).not.toContain('frame-ancestors');
      expect(await violations(), path).toEqual([]);
    }
    expect(errors).toEqual([]);
    // The listener hears what the policy blocks: an injected inline script is refused, reported by each
    // copy of the policy (the header and the meta tag).
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    await page.waitForFunction(() => (window as unknown as { __csp: unknown[] }).__csp.length > 0);
    const reported = await violations();
    expect(reported.length).toBeGreaterThan(0);
    expect(reported.every((violation) => violation.directive === 'script-src-elem' && violation.blocked === 'inline')).toBe(true);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  }, 240_000);

  it('the sign-in page and five dashboard screens run the React app under the policy, the mock backend answering', async () => {
    await page.goto(`${APP}/login?mock-reset=1`);
    expectSecurityHeaders(await load('/login'), '/login');
    expect(await violations()).toEqual([]);
    await signInAs(page, 'admin');
    // The mock backend's service worker (public/mockServiceWorker.js) runs and answers the app's calls.
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    for (const path of [
      '/dashboard',
      '/dashboard/students',
      '/dashboard/payments/history',
      '/dashboard/contact/categories',
      '/dashboard/academics/departments',
    ]) {
      const response = await load(path);
      expectSecurityHeaders(response, path);
      // The screen's data, through the service worker, not its loading view.
      await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: 15_000 });
      expect(await violations(), path).toEqual([]);
    }
    // A form validated by the contract's zod schema: no eval under the policy (zod runs jitless).
    await page.getByRole('button', { name: 'New department' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New department' });
    await dialog.getByRole('button', { name: 'Create department' }).click();
    await dialog.getByText('This field is required').first().waitFor();
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);

  it('serves the service worker scripts (the site’s, which imports the mock backend’s) with a policy of their own that lets pass-through fetches out', async () => {
    for (const script of ['/mockServiceWorker.js', '/sw.js']) {
      const response = await fetch(`${APP}${script}`);
      expect(response.status, script).toBe(200);
      const policy = directivesOf(response.headers.get('content-security-policy') ?? '');
      expect(policy.get('connect-src'), script).toContain('https:');
      expect(policy.get('object-src'), script).toEqual(["'none'"]);
      expect(response.headers.get('x-content-type-options'), script).toBe('nosniff');
    }
  });
});
