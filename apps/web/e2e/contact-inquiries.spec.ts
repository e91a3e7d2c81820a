/**
 * The inquiries screens on the production build, at 360 px and on a desktop: an admin answers a new
 * inquiry and resolves it; then selects three inquiries and assigns them to a teacher in one go,
 * reading the per-row report. Every step is checked against the mock backend's own answers.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAs, APP, navigate, signInAs } from './public-site';

interface InquiryRow {
  id: number;
  reference_number: string;
  name: string;
  status: string;
  assigned_to: { id: number; username: string } | null;
  responses?: { message: string; is_internal: boolean }[];
}
interface Page_<Row> {
  count: number;
  results: Row[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// On a phone only: the same flows on a desktop doubled this file's time (the desktop table has its stories).
describe('the inquiries screens on a phone (360 px)', () => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${APP}/login?mock-reset=1`);
    await signInAs(page, 'admin');
  });
  afterAll(async () => {
    await context?.close();
  });

  it('answers a new inquiry and resolves it', async () => {
    const fresh = await apiAs<Page_<InquiryRow>>(page, 'admin', '/contact/inquiries/?status=new&ordering=-created_at');
    const target = fresh.results[0];
    if (!target) throw new Error('the demo data has no new inquiry');

    await navigate(page, '/dashboard/contact/inquiries?status=new');
    await page.getByRole('heading', { level: 1, name: 'Inquiries' }).waitFor();
    await page.getByRole('link', { name: target.reference_number }).click();
    await page.waitForURL(`${APP}/dashboard/contact/inquiries/${target.id}`);
    await page.getByText(target.reference_number, { exact: true }).waitFor();

    const reply = `Hello ${target.name.split(' ')[0]}, our next intake starts on 5 January 2027.`;
    await page.getByRole('textbox', { name: 'Reply' }).fill(reply);
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByRole('status').getByText('Reply sent to the enquirer.').waitFor();
    await page.getByRole('list', { name: 'Conversation' }).getByText(reply).waitFor();
    // add_response moves a new inquiry to in progress.
    await page.locator('h1 + *').getByText('In progress').waitFor();

    await page.getByRole('button', { name: 'Resolve', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Resolve ${target.reference_number}?` });
    await confirm.getByRole('button', { name: 'Resolve' }).click();
    await page.getByText('Inquiry resolved').first().waitFor();
    await page.getByRole('button', { name: 'Reopen' }).waitFor();

    const saved = await apiAs<InquiryRow>(page, 'admin', `/contact/inquiries/${target.id}/`);
    expect(saved.status).toBe('resolved');
    expect(saved.responses?.map((item) => item.message)).toContain(reply);
  });

  it('bulk-assigns three inquiries and reports each one', async () => {
    const users = await apiAs<Page_<{ id: number; username: string; first_name: string; last_name: string }>>(
      page,
      'admin',
      '/accounts/users/?user_type=teacher&page_size=100&ordering=last_name',
    );
    const teacher = users.results[0];
    if (!teacher) throw new Error('the demo data has no teacher');
    const unassigned = await apiAs<Page_<InquiryRow>>(page, 'admin', '/contact/inquiries/?ordering=-created_at&page_size=20');
    const chosen = unassigned.results.slice(0, 3);

    await navigate(page, '/dashboard/contact/inquiries');
    await page.getByRole('heading', { level: 1, name: 'Inquiries' }).waitFor();
    for (const row of chosen) {
      await page.getByRole('checkbox', { name: `Select ${row.reference_number} · ${row.name}` }).check();
    }
    await page.getByText('3 selected', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Assign 3 inquiries?' });
    await confirm.getByRole('combobox', { name: /Assignee/ }).selectOption(String(teacher.id));
    await confirm.getByRole('button', { name: 'Assign' }).click();

    const report = page.getByRole('dialog', { name: /^Assign: 3 inquiries assigned\./ });
    await report.waitFor();
    const outcomes = report.getByRole('list', { name: 'Outcome for each inquiry' }).getByRole('listitem');
    await expect(outcomes.count()).resolves.toBe(3);
    for (const row of chosen) await report.getByText(`${row.reference_number} · ${row.name}`).waitFor();
    await report.getByRole('button', { name: 'Close' }).first().click();

    for (const row of chosen) {
      const saved = await apiAs<InquiryRow>(page, 'admin', `/contact/inquiries/${row.id}/`);
      expect(saved.assigned_to?.id).toBe(teacher.id);
    }
    // The list shows the new assignee, linked to the staff screen the admin may open.
    const name = `${teacher.first_name} ${teacher.last_name}`;
    await page.getByRole('link', { name }).first().waitFor();
    await expect(page.getByRole('list', { name: 'Inquiries' }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });
});
