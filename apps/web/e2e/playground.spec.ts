/**
 * The code playground on the production build at 360 px: a student picks JavaScript, types
 * `console.log(6 * 7)` into the editor (CodeMirror, its own lazy chunk), runs it and reads 42; Run
 * stays on screen while the editor has focus, and the draft survives a reload. Then takes an
 * assessment with a code question: runs its visible test, reloads mid-way without losing an answer,
 * submits and reads the result.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, open, signInAs } from './public-site';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${APP}/login?mock-reset=1`);
  await signInAs(page, 'student');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the IDE playground on a phone', () => {
  it('runs console.log(6 * 7) in JavaScript and shows 42; the draft survives a reload', async () => {
    await open(page, '/dashboard/courses/ide-playground');
    await page.getByRole('heading', { level: 1, name: 'IDE Playground' }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('javascript');
    const editor = page.getByRole('textbox', { name: 'Code (JavaScript)' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('console.log(6 * 7)');
    // While the learner types, Run is on screen (pinned above the editor).
    const run = page.getByRole('button', { name: 'Run', exact: true });
    const box = await run.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 740).toBe(true);
    await run.click();
    const stdout = page.getByLabel('Program output (stdout)');
    await stdout.waitFor();
    expect((await stdout.textContent())?.trim()).toBe('42');
    await page.getByTestId('run-output').getByText('Ran successfully').waitFor();

    await page.reload();
    await page.getByRole('textbox', { name: 'Code (JavaScript)' }).getByText('console.log(6 * 7)').waitFor();
    expect(page.url()).toContain('language=javascript');
    expect(errors).toEqual([]);
  }, 50_000);

  it('takes an assessment with a code question, reloads mid-way, submits and sees the result', async () => {
    await open(page, '/dashboard/courses/assessments');
    await page.getByRole('link', { name: 'REST API design quiz' }).click();
    await page.getByRole('heading', { level: 2, name: 'Instructions' }).waitFor();
    await page.getByRole('link', { name: 'Start attempt' }).click();
    await page.getByRole('timer').waitFor();

    await page.getByRole('textbox', { name: /^Your answer to question \d$/ }).fill('201');
    // The radio's label covers the native input: click the choice as a learner does.
    await page.locator('label', { hasText: /^PATCH$/ }).click();
    await page.locator('label', { hasText: /^True$/ }).click();
    const code = page.getByRole('textbox', { name: /^Your code for question \d \(JavaScript\)$/ });
    await code.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(
      "const payments = JSON.parse(input); console.log(payments.filter((p) => p.status === 'completed').reduce((sum, p) => sum + p.amount, 0));",
    );
    await page.getByRole('button', { name: 'Run the tests' }).click();
    await page.getByText('1 of 1 visible tests passed').waitFor();
    await page.getByText(/4 of 4 answered\. All answers saved\./).waitFor();

    await page.reload();
    await page.getByText('Your attempt in progress was resumed.').waitFor();
    expect(await page.getByRole('textbox', { name: /^Your answer to question \d$/ }).inputValue()).toBe('201');
    expect(await page.getByRole('radio', { name: 'PATCH' }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Submit attempt' }).first().click();
    const confirm = page.getByRole('alertdialog', { name: 'Submit your attempt?' });
    await confirm.getByText('Every question is answered.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
    const results = page.getByTestId('attempt-results');
    await results.getByRole('heading', { name: /^Your score: / }).waitFor();
    await results.getByText('Passed', { exact: true }).first().waitFor();
    await results.getByText('Hidden tests: 1 of 1 passed').waitFor();
    expect(errors).toEqual([]);
  }, 50_000);
});
