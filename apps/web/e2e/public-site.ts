/** What the public-site journeys share: the app's address, hydrated page loads, the browser's mock database, axe. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { E2E_PORT } from './global-setup';

/** The build under test: the one global-setup serves, or another (E2E_BASE_URL) when that port is taken. */
export const APP = process.env.E2E_BASE_URL ?? `http://localhost:${E2E_PORT}`;

/**
 * Opens a path and waits until its page is interactive: the prerendered HTML paints first, and the
 * app marks <html data-app-ready> once its code has hydrated every part of it.
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${APP}${path}`);
  await page.waitForFunction(
    () => document.documentElement.hasAttribute('data-app-ready') && Boolean(document.querySelector('main h1')),
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * The new page's heading, rendered by the app: not the element of the page before (marked), or, where
 * the same screen keeps its heading element (one tag's articles after another's), a heading that now
 * says something else.
 */
const newPageReady = (before: string | null) => {
  const heading = document.querySelector('main h1');
  return Boolean(heading && (!heading.hasAttribute('data-e2e-left') || heading.textContent !== before));
};

/**
 * Goes to a path inside the running app, as a click on a link does (no reload: the browser's mock
 * backend keeps running), and waits for the new page's heading.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  const before = await page.evaluate((target) => {
    const heading = document.querySelector('main h1');
    heading?.setAttribute('data-e2e-left', '');
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return heading?.textContent ?? null;
  }, path);
  // The same page again (same heading element and text): after a short wait it is taken as shown.
  await page.waitForFunction(newPageReady, before, { timeout: 3_000 }).catch(() => undefined);
}

/**
 * Signs in with a demo account and waits for the dashboard's welcome. The session is set as the app's
 * own sign-in leaves it (token, refresh token and user in local storage, from the mock backend's token
 * call) and the dashboard opened: journeys about something else skip the sign-in page (about 1.5 s a
 * sign-in on CI). The sign-in form itself has its journeys (journeys, runtime-halves, two-factor):
 * `viaForm` drives it. The mock database in local storage stays, so a journey's earlier steps carry
 * over to the next person.
 */
export async function signInAs(page: Page, username: string, { viaForm = false } = {}): Promise<void> {
  if (viaForm) {
    if (page.url().startsWith(APP)) await page.evaluate(forgetSession);
    await open(page, '/login');
    await page.getByRole('button', { name: new RegExp(`^Use ${username} `) }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${APP}/dashboard`);
  } else {
    // The mock backend answers once a page of the app has started it.
    if (!page.url().startsWith(APP)) await open(page, '/login');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, {
      timeout: 20_000,
    });
    await page.evaluate(async (user) => {
      ['token', 'refreshToken', 'user', 'accessToken'].forEach((key) => window.localStorage.removeItem(key));
      const answer = await fetch('/api/accounts/token/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: user, password: 'ujuzi-demo' }),
      });
      const signedIn = (await answer.json()) as { access?: string; token?: string; refresh?: string; user?: unknown };
      const token = signedIn.access ?? signedIn.token;
      if (!answer.ok || !token) throw new Error(`The mock backend did not sign ${user} in (${answer.status})`);
      const me =
        signedIn.user ??
        (await (await fetch('/api/accounts/users/me/', { headers: { Authorization: `Token ${token}` } })).json());
      window.localStorage.setItem('token', token);
      if (signedIn.refresh) window.localStorage.setItem('refreshToken', signedIn.refresh);
      window.localStorage.setItem('user', JSON.stringify(me));
    }, username);
    await page.goto(`${APP}/dashboard`);
  }
  await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
}

const forgetSession = () =>
  ['token', 'refreshToken', 'user', 'accessToken'].forEach((key) => window.localStorage.removeItem(key));

/** Calls the API as the browser's app does (through the mock backend's service worker), signed in as a demo user. */
export async function apiAs<T>(page: Page, username: string, path: string): Promise<T> {
  return page.evaluate(
    async ({ user, target }) => {
      const login = await fetch('/api/accounts/token/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: user, password: 'ujuzi-demo' }),
      });
      const { access, token } = (await login.json()) as { access?: string; token?: string };
      const answer = await fetch(`/api${target}`, { headers: { Authorization: `Token ${access ?? token}` } });
      return answer.json();
    },
    { user: username, target: path },
  ) as Promise<T>;
}

interface SnapshotTable<Row> {
  rows: Row[];
}

/** A table of the mock database the app keeps in the browser's local storage (gzip + base64 under 'gz:'). */
export async function mockTable<Row>(page: Page, name: string): Promise<Row[]> {
  return page.evaluate(async (table) => {
    const text = window.localStorage.getItem('ujuzi-mock-db');
    if (!text) return [];
    const json = text.startsWith('gz:')
      ? await new Response(
          new Blob([Uint8Array.from(atob(text.slice(3)), (char) => char.charCodeAt(0))])
            .stream()
            .pipeThrough(new DecompressionStream('gzip')),
        ).text()
      : text;
    const snapshot = JSON.parse(json) as { tables: Record<string, SnapshotTable<unknown>> };
    return snapshot.tables[table]?.rows ?? [];
  }, name) as Promise<Row[]>;
}

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core (WCAG 2.x A and AA rules and best practices) on the page; returns the violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated by the test driver, not added as an inline <script>: the site's Content-Security-Policy
  // (src/prerender/security-headers.ts) refuses inline scripts it has no hash for.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}
