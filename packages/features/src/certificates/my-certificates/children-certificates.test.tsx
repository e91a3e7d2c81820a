import { screen, within } from '@testing-library/react';
import { HTTP_MESSAGES } from '@ujuzi/domain';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { MyCertificatesPage } from './my-certificates-page';

const server = startMockBackend();
const LOADED = { timeout: 15_000 };
const PATH = '/dashboard/certificates/my-certificates';

/** The demo parent's children's certificates in the mock backend. */
function childrensCertificates() {
  const db = getMockDatabase();
  const parent = db.accounts.users.find((user) => user.username === 'parent');
  const children = new Set(db.accounts.relations.filter((row) => row.parent === parent?.id).map((row) => row.student));
  return db.progress.certificates.filter((row) => children.has(row.student));
}

describe('a parent’s view of certificates', { timeout: 30_000 }, () => {
  it('lists each child’s certificates, read-only, each opening the certificate page', async () => {
    const rows = childrensCertificates();
    expect(rows.length).toBeGreaterThan(0);
    renderInApp(<MyCertificatesPage />, { path: PATH, session: signedInSession('parent') });
    expect(await screen.findByRole('heading', { level: 1, name: 'My children’s certificates' }, LOADED)).toBeTruthy();
    const db = getMockDatabase();
    for (const row of rows) {
      const child = db.accounts.users.get(row.student);
      const list = await screen.findByRole('list', { name: `Certificates of ${child?.first_name} ${child?.last_name}` }, LOADED);
      const link = within(list).getByRole('link', { name: db.courses.courses.get(row.course)?.title });
      expect(link.getAttribute('href')).toBe(`/dashboard/certificates/${row.id}`);
    }
    expect(screen.queryByRole('button', { name: /Download|Revoke|Issue/ })).toBeNull();
  });

  it('says where the certificates will come from when there are none', async () => {
    server.use(
      http.get('*/courses/certificates/', () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
    );
    renderInApp(<MyCertificatesPage />, { path: PATH, session: signedInSession('parent') });
    expect(await screen.findByRole('heading', { name: 'No certificate yet' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your children’s progress' }).getAttribute('href')).toBe(
      '/dashboard/courses/progress',
    );
  });

  it('shows an error with Retry, and recovers', async () => {
    setMockFaults({ statuses: { listCourseCertificates: 500 } });
    const { user } = renderInApp(<MyCertificatesPage />, { path: PATH, session: signedInSession('parent') });
    expect(await screen.findByText(HTTP_MESSAGES.serverError, undefined, LOADED)).toBeTruthy();
    resetMockFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByRole('list', { name: /^Certificates of / }, LOADED)).length).toBeGreaterThan(0);
  });
});
