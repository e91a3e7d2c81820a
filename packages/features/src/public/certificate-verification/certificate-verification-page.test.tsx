import { screen, waitFor } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderInApp, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { TEST_API } from '../../../test/setup';
import { CertificateVerificationPage } from './certificate-verification-page';
import { readCertificateCode } from './verification';

const server = startMockBackend();
const certificate = (status: 'issued' | 'revoked' | 'pending') =>
  must(getMockDatabase().progress.certificates.find((row) => row.status === status));
const holder = (row: { student: number }) => {
  const user = must(getMockDatabase().accounts.users.get(row.student));
  return `${user.first_name} ${user.last_name}`;
};
const courseTitle = (row: { course: number }) => getMockDatabase().courses.courses.get(row.course)?.title;
const renderVerify = (path = '/certificate/verify') =>
  renderInApp(<CertificateVerificationPage />, {
    path,
    routePath: path === '/certificate/verify' ? '/certificate/verify' : '/certificate/verify/:verificationHash',
  });

describe('reading a certificate code', () => {
  it('takes a hex code as a verification hash and anything else as a certificate number', () => {
    expect(readCertificateCode(' BAA5BC1F8127AC7CDB4512B19C2988C7 ')).toEqual({
      kind: 'hash',
      value: 'baa5bc1f8127ac7cdb4512b19c2988c7',
    });
    expect(readCertificateCode('ujz-2026-ipp-000701')).toEqual({ kind: 'number', value: 'UJZ-2026-IPP-000701' });
    expect(readCertificateCode('   ')).toBeNull();
  });
});

describe('certificate verification', () => {
  it('confirms a valid certificate from the hash in its link, with holder, course, issue date and number', async () => {
    const row = certificate('issued');
    renderVerify(`/certificate/verify/${row.verification_hash}`);
    expect(await screen.findByRole('heading', { name: 'Valid certificate' })).toBeTruthy();
    expect(screen.getByText(holder(row))).toBeTruthy();
    expect(screen.getByRole('link', { name: courseTitle(row) })).toBeTruthy();
    expect(screen.getByText(row.certificate_number)).toBeTruthy();
    expect(screen.getByText('Issue date').nextElementSibling?.textContent).not.toBe('Not issued');
  });

  it('says a revoked certificate is revoked, and why', async () => {
    const row = certificate('revoked');
    renderVerify(`/certificate/verify/${row.verification_hash}`);
    expect(await screen.findByRole('heading', { name: 'This certificate has been revoked' })).toBeTruthy();
    expect(screen.getByText('Reason:').parentElement?.textContent).toContain(row.revocation_reason);
    expect(screen.getByText(holder(row))).toBeTruthy();
  });

  it('says a pending certificate has not been issued yet', async () => {
    const row = certificate('pending');
    renderVerify(`/certificate/verify/${row.certificate_number}`);
    expect(await screen.findByRole('heading', { name: 'This certificate has not been issued yet' })).toBeTruthy();
  });

  it('says when no certificate matches', async () => {
    renderVerify('/certificate/verify/UJZ-0000-XXX-000000');
    expect(await screen.findByRole('heading', { name: 'No certificate matches “UJZ-0000-XXX-000000”' })).toBeTruthy();
    expect(screen.getByText('Certificate not found. Check the code and try again.')).toBeTruthy();
  });

  it('checks a typed certificate number', async () => {
    const row = certificate('issued');
    const { user } = renderVerify();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the certificate code or number printed on the certificate')).toBeTruthy();
    await user.type(screen.getByLabelText('Certificate code or number'), row.certificate_number.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/certificate/verify/${row.certificate_number}`));
  });

  it('shows a failed check with Try again', async () => {
    server.use(http.get(`${TEST_API}/courses/certificates/verify/:hash/`, () => HttpResponse.json({}, { status: 502 })));
    renderVerify(`/certificate/verify/${certificate('issued').verification_hash}`);
    expect(await screen.findByText('Server error. Please try again later.', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
