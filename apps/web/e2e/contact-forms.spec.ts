/**
 * The contact area's form screens on the production build: an admin creates, edits and deletes an FAQ
 * and sees each change on the public FAQ page (prerendered at build time, refreshed from the browser's
 * mock backend); a teacher is sent to /unauthorized from the categories; the public contact form keeps
 * what was typed when the server answers 500.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAs, APP, open, signInAs } from './public-site';

interface FaqRow {
  id: number;
  question: string;
  answer: string;
  is_published: boolean;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, account: 'admin' | 'teacher'): Promise<void> {
  // The sign-in page may be prerendered: wait until it is interactive before using it.
  await open(page, '/login?mock-reset=1');
  await signInAs(page, account);
}

const faqsNamed = async (page: Page, question: string) =>
  (await apiAs<{ results: FaqRow[] }>(page, 'admin', `/contact/faqs/?search=${encodeURIComponent(question)}`)).results.filter(
    (row) => row.question === question,
  );

/** The public FAQ page, loaded afresh, and whether it lists the question (with this answer, when given). */
async function publicFaqShows(page: Page, question: string, answer?: string): Promise<boolean> {
  await open(page, '/faq');
  const item = page.locator('li', { has: page.locator('summary', { hasText: question }) });
  try {
    await item.first().waitFor({ timeout: 8_000 });
  } catch {
    return false;
  }
  if (answer) {
    await item.locator('summary').click();
    await item.getByText(answer).waitFor();
  }
  return true;
}

// On a phone only: the same flow on a desktop doubled this file's time (the desktop layout has its stories).
describe('the FAQ screens on a phone (360 px)', () => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, 'admin');
  });
  afterAll(async () => {
    await context?.close();
  });

  it('creates, edits and deletes an FAQ, and the public FAQ page follows', async () => {
    const question = 'Can I pay my fees through Airtel Money? (a phone (360 px))';
    const answer = 'Yes: use the Ujuzi business number 522533 and your admission number as the reference.';
    const edited = 'Not yet. Pay through M-Pesa paybill 522533; Airtel Money comes in January.';

    await page.goto(`${APP}/dashboard/contact/faqs`);
    await page.getByRole('heading', { level: 1, name: 'FAQs' }).waitFor();
    await page.getByRole('button', { name: 'New FAQ' }).first().click();
    const create = page.getByRole('dialog', { name: 'New FAQ' });
    // The contract's constraints first: nothing is sent while the required fields are empty.
    await create.getByRole('button', { name: 'Create FAQ' }).click();
    await create.getByText('This field is required').first().waitFor();
    await create.getByRole('textbox', { name: 'Question' }).fill(question);
    await create.getByRole('textbox', { name: 'Answer' }).fill(answer);
    await create.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Fees and M-Pesa payments' });
    await create.getByRole('button', { name: 'Create FAQ' }).click();
    await page.getByText('FAQ created').first().waitFor();
    await create.waitFor({ state: 'hidden' });
    const [created] = await faqsNamed(page, question);
    expect(created).toMatchObject({ question, answer, is_published: true });

    expect(await publicFaqShows(page, question, answer)).toBe(true);

    await page.goto(`${APP}/dashboard/contact/faqs?search=${encodeURIComponent('Airtel Money')}`);
    await page.getByRole('button', { name: `Edit “${question}”` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit FAQ' });
    await edit.getByRole('textbox', { name: 'Answer' }).fill(edited);
    await edit.getByRole('button', { name: 'Save FAQ' }).click();
    await page.getByText('FAQ saved').first().waitFor();
    expect((await faqsNamed(page, question))[0]?.answer).toBe(edited);

    expect(await publicFaqShows(page, question, edited)).toBe(true);

    await page.goto(`${APP}/dashboard/contact/faqs?search=${encodeURIComponent('Airtel Money')}`);
    await page.getByRole('button', { name: `Delete “${question}”` }).click();
    await page.getByRole('alertdialog', { name: 'Delete this FAQ?' }).getByRole('button', { name: 'Delete FAQ' }).click();
    await page.getByText('FAQ deleted').first().waitFor();
    expect(await faqsNamed(page, question)).toEqual([]);

    expect(await publicFaqShows(page, question)).toBe(false);
    expect(errors).toEqual([]);
  });
});

describe('who may open the categories', () => {
  it('sends a teacher to /unauthorized', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, 'teacher');
    await page.goto(`${APP}/dashboard/contact/categories`);
    await page.waitForURL(`${APP}/unauthorized`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });
});

describe('the public contact form', () => {
  it('keeps everything typed when the server answers 500', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await open(page, '/contact?mock-reset=1&mock-status=submitContactForm:500');
    const form = page.getByRole('form', { name: 'Contact form' });
    const typed = {
      'Your name': 'Achieng Otieno',
      'E-mail': 'achieng@example.co.ke',
      Subject: 'Evening classes',
      Message: 'Do you run the data analysis course in the evenings for working people?',
    };
    for (const [label, value] of Object.entries(typed)) await form.getByLabel(label, { exact: false }).first().fill(value);
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Your message could not be sent. Nothing you typed is lost').first().waitFor();
    for (const [label, value] of Object.entries(typed)) {
      expect(await form.getByLabel(label, { exact: false }).first().inputValue()).toBe(value);
    }
    await context.close();
  });
});
