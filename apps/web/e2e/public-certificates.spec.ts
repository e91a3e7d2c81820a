/** Journey: an employer verifies certificates by typing their numbers: valid, revoked and unknown. */
import { createMockDatabase } from '@ujuzi/mocks';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { open } from './public-site';

// The browser's mock database starts from the same fixed seed as this one.
const seed = createMockDatabase();
const certificate = (status: string) => {
  const row = seed.progress.certificates.find((candidate) => candidate.status === status);
  if (!row) throw new Error(`no ${status} certificate in the seed`);
  return row;
};

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(10_000);
  await open(page, '/certificate/verify?mock-reset=1');
});
afterAll(async () => {
  await browser?.close();
});

async function verify(code: string): Promise<string | null> {
  await page.getByLabel('Certificate code or number').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  const result = page.getByRole('region').filter({ has: page.locator('#verification-result') });
  await result.waitFor();
  return result.textContent();
}

describe('certificate verification', () => {
  it('confirms a valid certificate with its holder, course, issue date and number', async () => {
    const row = certificate('issued');
    const text = await verify(row.certificate_number);
    expect(text).toContain('Valid certificate');
    expect(text).toContain(row.certificate_number);
    const holder = seed.accounts.users.get(row.student);
    expect(text).toContain(`${holder?.first_name} ${holder?.last_name}`);
    expect(new URL(page.url()).pathname).toBe(`/certificate/verify/${row.certificate_number}`);
  });

  it('says a revoked certificate is revoked, with the reason', async () => {
    const row = certificate('revoked');
    const text = await verify(row.certificate_number.toLowerCase());
    expect(text).toContain('This certificate has been revoked');
    expect(text).toContain(row.revocation_reason ?? '');
  });

  it('says an unknown code matches no certificate', async () => {
    const text = await verify('UJZ-1999-NOPE-000000');
    expect(text).toContain('No certificate matches “UJZ-1999-NOPE-000000”');
  });

  it('verifies from the QR link (the hash in the URL)', async () => {
    const row = certificate('issued');
    const { verification_hash: hash } = await page.evaluate(
      async (number) =>
        (await fetch(`/api/courses/certificates/verify-by-number/${number}/`)).json() as Promise<{ verification_hash: string }>,
      row.certificate_number,
    );
    await open(page, `/certificate/verify/${hash}`);
    await page.getByRole('heading', { name: 'Valid certificate' }).waitFor();
    expect(await page.getByText(row.certificate_number).count()).toBe(1);
  });
});
