/**
 * Hydration adopts the prerendered HTML as it is: the production build hydrates with preact/compat,
 * slice by slice (ui's HydrationSlice), and a mismatch would make it rebuild parts of the page (a
 * flash and layout shift on a slow phone, and work thrown away).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP } from './public-site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Element nodes taken out of or put into #root between the first paint and every part having hydrated. */
async function hydrationChanges(path: string, width: number) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.addInitScript(() => {
    const changes = { removed: [] as string[], added: [] as string[] };
    (window as unknown as { __hydrationChanges: typeof changes }).__hydrationChanges = changes;
    const describe = (node: Node) => {
      const element = node as Element;
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').slice(0, 40)}"`;
    };
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver((records) => {
        if (document.documentElement.hasAttribute('data-app-hydrated')) return;
        for (const record of records) {
          // A picture that failed to load is taken out on purpose (RemoteImage): the mock backend has no media files.
          const brokenPicture = (node: Node) => {
            const image = (node as Element).querySelector?.('img');
            return Boolean(image?.complete && image.naturalWidth === 0);
          };
          record.removedNodes.forEach(
            (node) => node.nodeType === 1 && !brokenPicture(node) && changes.removed.push(describe(node)),
          );
          record.addedNodes.forEach((node) => node.nodeType === 1 && changes.added.push(describe(node)));
        }
      }).observe(root, { childList: true, subtree: true });
    });
  });
  await page.goto(`${APP}${path}`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, { timeout: 20_000 });
  // Parts far below the fold hydrate as the visitor scrolls to them: scroll through the whole page.
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-hydrated'), undefined, {
    timeout: 20_000,
  });
  const changes = await page.evaluate(
    () => (window as unknown as { __hydrationChanges: { removed: string[]; added: string[] } }).__hydrationChanges,
  );
  await page.close();
  return changes;
}

describe('hydrating a prerendered page', () => {
  it.each([
    ['/', 360],
    ['/', 1280],
    ['/courses', 360],
    ['/courses', 1280],
    ['/certificate/verify', 360],
    ['/courses/python-for-data-analysis', 1280],
    ['/articles', 360],
    ['/faq', 1280],
  ])('keeps every element of %s at %i px', async (path, width) => {
    expect(await hydrationChanges(path, width)).toEqual({ removed: [], added: [] });
  });
});

describe('parts of a page far below the fold', () => {
  it('wait to hydrate until needed, and a tap or the keyboard reaching one loses nothing (360 px)', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${APP}/`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, { timeout: 20_000 });
    // The page is interactive on screen while the footer, far below, still waits.
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-hydrated'))).toBe(false);
    await page.evaluate(() => Object.assign(window, { e2eDocument: true }));
    // A tap on a link of the waiting footer: it hydrates before the tap lands, so the link navigates in the app.
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs', exact: true }).click();
    await page.waitForURL(`${APP}/faq`);
    await page.getByRole('heading', { level: 1, name: /Frequently asked questions/i }).waitFor();
    expect(await page.evaluate(() => 'e2eDocument' in window)).toBe(true);
    // The keyboard reaching the footer of a fresh page: focus hydrates it first, and the typing stays.
    await page.goto(`${APP}/courses`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, { timeout: 20_000 });
    const email = page.getByRole('contentinfo').getByLabel(/^Email address/);
    await email.focus();
    await page.keyboard.type('wanjiru@example.co.ke');
    expect(await email.inputValue()).toBe('wanjiru@example.co.ke');
    await page.close();
  });
});
