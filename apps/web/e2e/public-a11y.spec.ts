/**
 * Every public page passes axe (WCAG 2 A/AA and best practices) on a phone and on a desktop, titles
 * itself, and can be used from the keyboard with a visible focus.
 */
import { createMockDatabase } from '@ujuzi/mocks';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAs, axeViolations, navigate, open } from './public-site';

// Certificate numbers follow from the seed's courses and ids, the same in the browser's mock database.
const seed = createMockDatabase();
const issued = seed.progress.certificates.find((row) => row.status === 'issued');

const PAGES = [
  '/',
  '/about',
  '/contact',
  '/courses',
  '/courses/python-for-data-analysis',
  '/articles',
  '/articles/integrating-m-pesa-stk-push-with-django-a-step-by-step-guide',
  '/articles/category/web-development',
  '/articles/tag/mpesa',
  '/admissions',
  '/faq',
  '/terms',
  '/privacy',
  '/cookies',
  '/accessibility',
  '/certificate/verify',
  `/certificate/verify/${issued?.certificate_number}`,
  '/profile/{qr}',
  '/qr/{qr}',
  '/newsletter/confirm/not-a-real-token',
  '/newsletter/unsubscribe/a-newsletter-token',
  '/unauthorized',
  '/no-such-page',
];

let browser: Browser;
/** The demo student's QR code in the browser's mock database. */
let qr = '';
let phone: BrowserContext;
let desktop: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
});

/** Shows a page (in-app, after the first) and lists what is wrong with it. */
async function check(page: Page, path: string, first: boolean): Promise<string[]> {
  try {
    if (first) await open(page, path);
    else await navigate(page, path);
  } catch (error) {
    return [`${path}: the page did not show (${(error as Error).message.split('\n')[0]})`];
  }
  // Let the page's data arrive: axe checks what a reader sees, not the loading placeholders.
  await page
    .waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
  const problems = (await axeViolations(page)).map(
    (violation) =>
      `${path}: ${violation.id} (${violation.impact}) ${violation.help} → ${violation.targets.slice(0, 3).join(', ')}`,
  );
  const title = await page.title();
  if (!title.includes('Ujuzi')) problems.push(`${path}: title "${title}"`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 0) problems.push(`${path}: ${overflow}px wider than the screen`);
  return problems;
}

describe('accessibility of the public site', () => {
  it('has no axe violations and no sideways scrolling on a 360 px phone', async () => {
    const page = await phone.newPage();
    await open(page, '/?mock-reset=1');
    qr = (await apiAs<{ qr_hash: string }>(page, 'student', '/courses/user-qr-codes/my_qr_code/')).qr_hash;
    const problems: string[] = [];
    for (const [index, path] of PAGES.entries()) problems.push(...(await check(page, path.replace('{qr}', qr), index === 0)));
    expect(problems).toEqual([]);
  });

  it('has no axe violations on a desktop', async () => {
    const page = await desktop.newPage();
    const problems: string[] = [];
    for (const [index, path] of PAGES.entries()) problems.push(...(await check(page, path.replace('{qr}', qr), index === 0)));
    expect(problems).toEqual([]);
  });

  it('starts with a skip link and shows where the keyboard focus is', async () => {
    const page = await desktop.newPage();
    await open(page, '/courses');
    await page.keyboard.press('Tab');
    const skip = await page.evaluate(() => ({
      text: document.activeElement?.textContent,
      outline: getComputedStyle(document.activeElement as Element).outlineStyle,
    }));
    expect(skip.text).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    for (let index = 0; index < 3; index += 1) await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      return { inMain: Boolean(element.closest('main')), visible: style.outlineStyle !== 'none' || style.boxShadow !== 'none' };
    });
    expect(focused).toEqual({ inMain: true, visible: true });
  });
});
