/**
 * The certificate loop on the production build at 360 px: the student downloads a certificate as a
 * real PDF and copies its verification link, which opens the public page as valid; an admin revokes
 * it with a reason and the public page then says it was revoked; a teacher bulk-issues two pending
 * certificates. One browser context: the mock database, kept in local storage, carries every step.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAs, APP, navigate, open, signInAs } from './public-site';

interface Certificate {
  id: number;
  certificate_number: string;
  status: string;
  verification_hash: string;
  course: { title: string };
  student: { get_full_name?: string };
}
interface Page_<Row> {
  count: number;
  results: Row[];
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
const REASON = 'Capstone project copied from another learner.';

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 360, height: 780 }, acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${APP}/login?mock-reset=1`);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The public verification page's answer for a link the app gave. */
async function publicVerdict(link: string): Promise<string> {
  await open(page, new URL(link).pathname);
  const result = page.locator('#verification-result');
  await result.waitFor();
  return (await page.getByRole('region').filter({ has: result }).textContent()) ?? '';
}

describe('the certificate loop', () => {
  let certificate: Certificate;
  let link = '';

  it('a student downloads the PDF and copies the verification link, which shows the certificate as valid', async () => {
    await signInAs(page, 'student');
    const mine = await apiAs<Page_<Certificate>>(page, 'student', '/courses/certificates/my-certificates/?page_size=100');
    const issued = mine.results.find((row) => row.status === 'issued');
    if (!issued) throw new Error('the demo student has no issued certificate');
    certificate = issued;

    await navigate(page, '/dashboard/certificates/my-certificates');
    await page.getByRole('heading', { level: 1, name: 'My certificates' }).waitFor();
    await page
      .getByRole('list', { name: 'Your certificates' })
      .getByRole('link', { name: certificate.course.title, exact: true })
      .click();
    await page.waitForURL(`${APP}/dashboard/certificates/my-certificates/${certificate.id}`);
    await page.getByRole('heading', { level: 1, name: certificate.course.title }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^Ujuzi-certificate-.+-${certificate.certificate_number}\\.pdf$`));
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(500);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Verification link copied').first().waitFor();
    link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${APP}/certificate/verify/${certificate.verification_hash}`);

    const verdict = await publicVerdict(link);
    expect(verdict).toContain('Valid certificate');
    expect(verdict).toContain(certificate.certificate_number);
  });

  it('an admin revokes it with a reason; the public page then says it was revoked, and why', async () => {
    await signInAs(page, 'admin');
    await navigate(page, `/dashboard/certificates/${certificate.id}`);
    await page.getByRole('heading', { level: 1, name: certificate.course.title }).waitFor();
    await page.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('alertdialog', { name: new RegExp(`certificate for ${certificate.course.title}\\?$`) });
    await confirm.getByRole('textbox', { name: /Reason/ }).fill(REASON);
    await confirm.getByRole('button', { name: 'Revoke certificate' }).click();
    await page.getByText(`${certificate.certificate_number} revoked`).first().waitFor();
    await page
      .getByRole('note')
      .getByText(/^Revoked on /)
      .waitFor();

    const verdict = await publicVerdict(link);
    expect(verdict).toContain('This certificate has been revoked');
    expect(verdict).toContain(REASON);
  });

  it('a teacher bulk-issues two pending certificates and reads the outcome of each', async () => {
    await signInAs(page, 'teacher');
    const queue = await apiAs<Page_<Certificate>>(page, 'teacher', '/courses/certificates/pending-approvals/');
    const chosen = queue.results.slice(0, 2);
    expect(chosen).toHaveLength(2);

    await navigate(page, '/dashboard/certificates/pending');
    await page.getByRole('heading', { level: 1, name: 'Pending certificates' }).waitFor();
    for (const row of chosen) {
      await page.getByRole('checkbox', { name: `Select ${row.student.get_full_name} · ${row.course.title}` }).check();
    }
    await page.getByText('2 selected', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Issue selected' }).click();
    await page
      .getByRole('alertdialog', { name: 'Issue 2 certificates?' })
      .getByRole('button', { name: 'Issue selected' })
      .click();
    const report = page.getByRole('dialog', { name: /2 certificates issued\./ });
    await report.waitFor();
    const outcomes = report.getByRole('list', { name: /^Outcome for each/ }).getByRole('listitem');
    await expect(outcomes.count()).resolves.toBe(2);
    for (const row of chosen) await report.getByText(`${row.student.get_full_name} · ${row.course.title}`).waitFor();

    for (const row of chosen) {
      const saved = await apiAs<Certificate>(page, 'teacher', `/courses/certificates/${row.id}/`);
      expect(saved.status).toBe('issued');
    }
    expect(errors).toEqual([]);
  });
});
