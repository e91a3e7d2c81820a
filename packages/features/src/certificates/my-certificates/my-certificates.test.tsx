import { screen, waitFor, within } from '@testing-library/react';
import { HTTP_MESSAGES } from '@ujuzi/domain';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { MyCertificatePage } from '../my-certificate';
import { MyCertificatesPage } from './my-certificates-page';

const server = startMockBackend();

const studentId = () => {
  const student = getMockDatabase().accounts.users.find((user) => user.username === 'student');
  if (!student) throw new Error('no demo student');
  return student.id;
};
const certificatesOf = (status: string) =>
  getMockDatabase().progress.certificates.filter((row) => row.student === studentId() && row.status === status);
const courseTitle = (id: number) => getMockDatabase().courses.courses.get(id)?.title ?? '';

describe('my certificates', { timeout: 20_000 }, () => {
  it('lists every certificate with its course, number and status, each opening its page', async () => {
    renderInApp(<MyCertificatesPage />, { path: '/dashboard/certificates/my-certificates', session: signedInSession('student') });
    const list = await screen.findByRole('list', { name: 'Your certificates' }, { timeout: 15_000 });
    const rows = [...certificatesOf('issued'), ...certificatesOf('pending')];
    expect(within(list).getAllByRole('article')).toHaveLength(rows.length);
    for (const row of rows) {
      expect(within(list).getByText(row.certificate_number)).toBeTruthy();
      const link = within(list).getByRole('link', { name: courseTitle(row.course) });
      expect(link.getAttribute('href')).toBe(`/dashboard/certificates/my-certificates/${row.id}`);
    }
    expect(within(list).getAllByText('Issued').length).toBeGreaterThan(0);
    expect(within(list).getByText('Awaiting approval')).toBeTruthy();
  });

  it('shows the courses close to a certificate with what is left', async () => {
    renderInApp(<MyCertificatesPage />, { path: '/dashboard/certificates/my-certificates', session: signedInSession('student') });
    const close = await screen.findByRole('list', { name: 'Courses close to a certificate' }, { timeout: 15_000 });
    const items = within(close).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(within(close).getAllByText(/% left to your certificate|Complete: the certificate is on its way/).length).toBe(
      items.length,
    );
    expect(within(close).getAllByRole('progressbar').length).toBe(items.length);
  });

  it('points to the nearest course when there is no certificate yet', async () => {
    server.use(
      http.get('*/courses/certificates/my-certificates/', () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );
    renderInApp(<MyCertificatesPage />, { path: '/dashboard/certificates/my-certificates', session: signedInSession('student') });
    expect(await screen.findByRole('heading', { name: 'No certificate yet' }, { timeout: 15_000 })).toBeTruthy();
    const next = await screen.findByRole('link', { name: /^Continue / });
    expect(next.getAttribute('href')).toMatch(/^\/dashboard\/courses\//);
  });

  it('shows an error with Retry, and recovers', async () => {
    setMockFaults({ statuses: { listMyCourseCertificates: 500 } });
    const { user } = renderInApp(<MyCertificatesPage />, {
      path: '/dashboard/certificates/my-certificates',
      session: signedInSession('student'),
    });
    expect(await screen.findByText(HTTP_MESSAGES.serverError, undefined, { timeout: 15_000 })).toBeTruthy();
    resetMockFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your certificates' })).toBeTruthy();
  });
});

describe('my certificate', { timeout: 20_000 }, () => {
  const issued = () => {
    const row = certificatesOf('issued')[0];
    if (!row) throw new Error('the demo student has no issued certificate');
    return row;
  };
  const open = (id: number) =>
    renderInApp(<MyCertificatePage />, {
      path: `/dashboard/certificates/my-certificates/${id}`,
      routePath: '/dashboard/certificates/my-certificates/:certificateId',
      session: signedInSession('student'),
    });
  const originalCreate = URL.createObjectURL;
  afterEach(() => {
    URL.createObjectURL = originalCreate;
  });

  it('shows the certificate as an employer sees it, with the QR code of its verification link', async () => {
    const row = issued();
    open(row.id);
    await screen.findByRole('heading', { level: 1, name: courseTitle(row.course) }, { timeout: 15_000 });
    const document = screen.getByRole('article', { name: `Certificate ${row.certificate_number}` });
    expect(within(document).getByText('Certificate of Completion')).toBeTruthy();
    expect(within(document).getByText(row.certificate_number)).toBeTruthy();
    expect(within(document).getByRole('img', { name: 'Scan to verify this certificate' })).toBeTruthy();
    expect(within(document).getByText(new RegExp(`/certificate/verify/${row.verification_hash}$`))).toBeTruthy();
  });

  it('downloads a real PDF under a name that says what it is', async () => {
    const row = issued();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:certificate'));
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = open(row.id);
    await screen.findByRole('heading', { level: 1, name: courseTitle(row.course) }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Certificate downloaded')).toBeTruthy();
    click.mockRestore();
    expect(names[0]).toBe(
      `Ujuzi-certificate-${courseTitle(row.course)
        .replace(/[^\w\s-]/g, '')
        .trim()
        .replace(/\s+/g, '-')}-${row.certificate_number}.pdf`,
    );
    const head = new TextDecoder().decode((await blobs[0]?.arrayBuffer())?.slice(0, 5));
    expect(head).toBe('%PDF-');
  });

  it('copies the public verification link, with a toast', async () => {
    const row = issued();
    const { user } = open(row.id);
    await screen.findByRole('heading', { level: 1, name: courseTitle(row.course) }, { timeout: 15_000 });
    const field = screen.getByRole('textbox', { name: 'Verification link' }) as HTMLInputElement;
    await waitFor(() => expect(field.value).toMatch(new RegExp(`/certificate/verify/${row.verification_hash}$`)));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Verification link copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(field.value);
  });

  it('fills LinkedIn’s add-certification link with name, organisation, date, number and link', async () => {
    const row = issued();
    open(row.id);
    await screen.findByRole('heading', { level: 1, name: courseTitle(row.course) }, { timeout: 15_000 });
    const link = screen.getByRole('link', { name: /Add to LinkedIn profile/ });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    const issuedAt = new Date(row.issued_at ?? '');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      startTask: 'CERTIFICATION_NAME',
      name: courseTitle(row.course),
      organizationName: 'Ujuzi School of Technology',
      issueYear: String(issuedAt.getFullYear()),
      issueMonth: String(issuedAt.getMonth() + 1),
      certId: row.certificate_number,
    });
    expect(url.searchParams.get('certUrl')).toMatch(new RegExp(`/certificate/verify/${row.verification_hash}$`));
  });

  it('shares by e-mail only to a valid address', async () => {
    const row = issued();
    const { user } = open(row.id);
    await screen.findByRole('heading', { level: 1, name: courseTitle(row.course) }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Share by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share by e-mail' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please enter the recipient’s email address')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Recipient’s e-mail/ }), 'hr@safaricom');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Recipient’s e-mail/ }), '.co.ke');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Certificate shared with 1 recipient.')).toBeTruthy();
  });

  it('explains that a pending certificate cannot be shared yet', async () => {
    const row = certificatesOf('pending')[0];
    if (!row) throw new Error('the demo student has no pending certificate');
    open(row.id);
    expect(await screen.findByText(/waiting for approval by your instructor/, undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    expect(screen.getByRole('note').textContent).toMatch(/Awaiting approval/);
  });

  it('says an unknown certificate does not exist, with the way back', async () => {
    open(999_999);
    expect(await screen.findByText('This certificate does not exist', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to certificates' }).getAttribute('href')).toBe(
      '/dashboard/certificates/my-certificates',
    );
  });
});
