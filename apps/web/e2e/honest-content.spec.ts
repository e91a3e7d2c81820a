/**
 * Honest content from one source (issue 28, items 2 and 6): the school's phone, e-mail, address, social
 * pages and learners figure on the public site are what the office saves in Contact management, the footer, the
 * contact page and its structured data alike; the home page shows no invented learner stories; the
 * admissions page makes no promise the data does not hold; and the accessibility statement is one
 * click from the footer, with its reporting topic on the contact form.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, open, signInAs } from './public-site';

let browser: Browser;
let page: Page;
const errors: string[] = [];
const NEW_PHONE = '+254 711 222 999';

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 360, height: 780 } });
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${APP}/login?mock-reset=1`);
});
afterAll(async () => {
  await browser?.close();
});

const footer = (): Locator => page.getByRole('contentinfo');

describe('the school’s details, from Contact management to the public site', () => {
  it('the footer’s phone is the one an admin saves in Contact management, after a reload', async () => {
    await signInAs(page, 'admin');
    await open(page, '/dashboard/contact/categories');
    const edit = page.getByRole('button', { name: /^Edit Main campus/ });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: /^Edit Main campus/ });
    const phone = dialog.getByRole('textbox', { name: 'Phone', exact: true });
    await phone.fill(NEW_PHONE);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Contact details saved').first().waitFor();

    await open(page, '/');
    // The prerendered page carries the build's details; the mock backend's own (changed since) replace
    // them once the footer is alive (it hydrates when the visitor scrolls near it).
    await footer().scrollIntoViewIfNeeded();
    await footer().getByRole('link', { name: NEW_PHONE }).waitFor();
    await page.reload();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
    await footer().scrollIntoViewIfNeeded();
    const link = footer().getByRole('link', { name: NEW_PHONE });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('tel:+254711222999');
  }, 60_000);

  it('the learners figure is the one the office states, on the home page and in the footer; blank makes no claim', async () => {
    await open(page, '/dashboard/contact/categories');
    const figure = page.getByRole('textbox', { name: /^Learners figure/ });
    await figure.fill('12,500+');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').first().waitFor();

    await open(page, '/');
    await page.getByText('Trusted by 12,500+ learners').first().waitFor();
    await footer().scrollIntoViewIfNeeded();
    await footer().getByText('Trusted by 12,500+ learners').waitFor();

    await open(page, '/dashboard/contact/categories');
    await page.getByRole('textbox', { name: /^Learners figure/ }).fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').first().waitFor();
    await open(page, '/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The prerendered page carries the build's figure; each part drops it once it is alive with the office's
    // answer (parts below the fold come alive when the visitor scrolls near them).
    const claim = page.getByText('Learners who trust us');
    if ((await claim.count()) > 0) await claim.scrollIntoViewIfNeeded();
    await claim.waitFor({ state: 'detached' });
    await page.locator('dl dt', { hasText: /^Courses$/ }).waitFor();
    await footer().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => !/Trusted by/.test(document.body.textContent ?? ''));
  }, 60_000);

  it('the contact page and its structured data say the same, and the footer links the same social pages', async () => {
    await open(page, '/contact');
    const details = page.getByRole('region', { name: 'Visit or call us' });
    await details.getByRole('link', { name: NEW_PHONE }).first().waitFor();
    const data = JSON.parse((await details.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      name?: string;
      telephone?: string;
      sameAs?: string[];
    };
    expect(data.telephone).toBe(NEW_PHONE);
    expect(data.name).toBe('Ujuzi School of Technology');
    const footerSocial = await footer()
      .getByRole('link', { name: /^Facebook/ })
      .getAttribute('href');
    expect(data.sameAs).toContain(footerSocial);
    expect(await footer().getByText('Ujuzi School of Technology. All rights reserved.', { exact: false }).count()).toBe(1);
  });

  it('shows no learner stories written in code, and admissions promises only what the data holds', async () => {
    await open(page, '/');
    expect(await page.getByRole('region', { name: 'Learner stories' }).count()).toBe(0);
    await open(page, '/admissions');
    const main = (await page.getByRole('main').textContent()) ?? '';
    expect(main).not.toMatch(/\d+ ?%/);
    expect(main).not.toMatch(/within \d+ days/);
  });

  it('the accessibility statement is one click from the footer, and its reporting topic is on the contact form', async () => {
    await open(page, '/');
    await footer().getByRole('link', { name: 'Accessibility' }).click();
    await page.getByRole('heading', { level: 1, name: 'Accessibility statement' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/accessibility');
    await page.getByRole('region', { name: '5. Report a barrier' }).getByRole('link', { name: 'contact form' }).click();
    await page.getByRole('heading', { level: 1, name: 'We are here to help' }).waitFor();
    await page.getByLabel('Topic').selectOption({ label: 'Accessibility' });
    expect(errors).toEqual([]);
  });
});
