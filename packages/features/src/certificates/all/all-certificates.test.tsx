import { screen, waitFor, within } from '@testing-library/react';
import { HTTP_MESSAGES } from '@ujuzi/domain';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { CertificatesManagePage } from '../manage';
import { AllCertificatesPage } from './all-certificates-page';
import { certificatesCsv, csvField } from './export-certificates';

startMockBackend();

const location = () => screen.getByTestId('location').textContent;
const cards = async () =>
  within(await screen.findByRole('list', { name: 'Certificates' }, { timeout: 15_000 })).getAllByRole('listitem');

describe('all certificates', { timeout: 25_000 }, () => {
  const originalCreate = URL.createObjectURL;
  afterEach(() => {
    URL.createObjectURL = originalCreate;
  });

  it('reads the status filter from the URL and lists only what it matches, linking each certificate', async () => {
    renderInApp(<AllCertificatesPage />, {
      path: '/dashboard/certificates/all?status=revoked',
      session: signedInSession('admin'),
    });
    const revoked = getMockDatabase().progress.certificates.filter((row) => row.status === 'revoked');
    await waitFor(async () => expect(await cards()).toHaveLength(revoked.length), { timeout: 15_000 });
    const [row] = revoked;
    if (!row) throw new Error('no revoked certificate');
    expect(screen.getByRole('link', { name: row.certificate_number }).getAttribute('href')).toBe(
      `/dashboard/certificates/${row.id}`,
    );
    expect(screen.getByRole('button', { name: 'Remove filter: Status: Revoked' })).toBeTruthy();
  });

  it('writes the status filter into the URL', async () => {
    const { user } = renderInApp(<AllCertificatesPage />, {
      path: '/dashboard/certificates/all',
      session: signedInSession('admin'),
    });
    await cards();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await waitFor(() => expect(location()).toBe('/dashboard/certificates/all?status=pending'));
  });

  it('exports the filtered certificates as CSV', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:csv'));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderInApp(<AllCertificatesPage />, {
      path: '/dashboard/certificates/all?status=revoked',
      session: signedInSession('admin'),
    });
    await cards();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const revoked = getMockDatabase().progress.certificates.filter((row) => row.status === 'revoked');
    expect(
      await screen.findByText(`${revoked.length} ${revoked.length === 1 ? 'certificate' : 'certificates'} saved as CSV.`),
    ).toBeTruthy();
    click.mockRestore();
    const text = await blobs[0]?.text();
    const lines = (text ?? '').trim().split('\r\n');
    expect(lines[0]).toContain('Certificate number,Status,Holder,Course');
    expect(lines).toHaveLength(revoked.length + 1);
    expect(lines[1]).toContain(revoked[0]?.certificate_number);
  });

  it('lists and exports only the certificates issued within the dates in the URL', async () => {
    const issued = getMockDatabase()
      .progress.certificates.filter((row) => Boolean(row.issued_at))
      .map((row) => row.issued_at?.slice(0, 10) ?? '')
      .sort();
    const from = issued[Math.floor(issued.length / 3)] ?? '';
    const until = issued[Math.floor((2 * issued.length) / 3)] ?? '';
    const expected = issued.filter((day) => day >= from && day <= until).length;
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:csv'));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderInApp(<AllCertificatesPage />, {
      path: `/dashboard/certificates/all?issued_after=${from}&issued_before=${until}&page_size=100`,
      session: signedInSession('admin'),
    });
    await waitFor(async () => expect(await cards()).toHaveLength(expected), { timeout: 15_000 });
    expect(screen.getAllByRole('button', { name: /^Remove filter: Issued (from|until)/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText(`${expected} ${expected === 1 ? 'certificate' : 'certificates'} saved as CSV.`);
    click.mockRestore();
    expect(((await blobs[0]?.text()) ?? '').trim().split('\r\n')).toHaveLength(expected + 1);
  });

  it('shows an error with Retry when the list fails', async () => {
    setMockFaults({ statuses: { listCourseCertificates: 500 } });
    const { user } = renderInApp(<AllCertificatesPage />, {
      path: '/dashboard/certificates/all',
      session: signedInSession('admin'),
    });
    expect(await screen.findByText(HTTP_MESSAGES.serverError, undefined, { timeout: 15_000 })).toBeTruthy();
    resetMockFaults();
    await user.click(screen.getByRole('button', { name: /Try again|Retry/ }));
    expect((await cards()).length).toBeGreaterThan(0);
  });

  it('quotes CSV fields that need it and neutralises formulas', () => {
    expect(csvField('Pass')).toBe('Pass');
    expect(csvField('Copied, then "fixed"')).toBe('"Copied, then ""fixed"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(certificatesCsv([]).startsWith('Certificate number,')).toBe(true);
  });
});

describe('certificate management', { timeout: 25_000 }, () => {
  it('counts certificates by status, each linking to its list, with the pending count and the latest issued', async () => {
    renderInApp(<CertificatesManagePage />, { path: '/dashboard/certificates/manage', session: signedInSession('admin') });
    const rows = getMockDatabase().progress.certificates.all();
    const count = (status: string) => rows.filter((row) => row.status === status).length;
    const figures = await screen.findByRole('region', { name: 'Certificates by status' }, { timeout: 15_000 });
    const pending = within(figures).getByRole('link', { name: 'Waiting for approval' });
    expect(pending.getAttribute('href')).toBe('/dashboard/certificates/pending');
    expect(within(figures).getByText(String(count('pending')))).toBeTruthy();
    expect(within(figures).getByRole('link', { name: 'Revoked' }).getAttribute('href')).toBe(
      '/dashboard/certificates/all?status=revoked',
    );
    expect(within(figures).getByText(String(count('issued')))).toBeTruthy();
    const latest = await screen.findByRole('list', { name: 'Latest issued certificates' });
    expect(within(latest).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText(new RegExp(`^${count('pending')} learners have completed a course`))).toBeTruthy();
  });

  it('shows an error with Retry when the figures fail', async () => {
    setMockFaults({ statuses: { getCourseCertificateStatistics: 500 } });
    renderInApp(<CertificatesManagePage />, { path: '/dashboard/certificates/manage', session: signedInSession('admin') });
    expect(
      await screen.findByRole('heading', { name: 'Could not load the certificate figures' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
