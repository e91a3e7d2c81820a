import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { E2E_PORT } from './global-setup';

const APP = `http://localhost:${E2E_PORT}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the production build in mock mode', () => {
  it('starts the built-in mock backend and reaches the API through it', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(`${APP}/login`);
    // The demo accounts are listed only in mock mode; the provider buttons come from the API's list.
    await page.getByRole('heading', { name: 'Demo accounts' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Continue with GitHub' }).waitFor();
    // The prerendered page shows it at once; it is enabled once the app runs and the API listed the providers.
    await expect
      .poll(() => page.getByRole('button', { name: 'Continue with GitHub' }).isEnabled(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.title()).toContain('Ujuzi');
    expect(failures).toEqual([]);
    await page.close();
  });
});
