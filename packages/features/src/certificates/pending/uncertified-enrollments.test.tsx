import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { PendingCertificatesPage } from './pending-certificates-page';

startMockBackend();

const LOADED = { timeout: 15_000 };

/** The seeded revoked certificate: its completed enrollment holds no valid certificate any more. */
function revoked() {
  const row = getMockDatabase().progress.certificates.find((certificate) => certificate.status === 'revoked');
  if (!row?.enrollment) throw new Error('no revoked certificate with an enrollment in the demo data');
  return { ...row, enrollment: row.enrollment };
}

describe('issuing from a completed enrollment', { timeout: 30_000 }, () => {
  it('lists the completed enrollment without a certificate and issues one from it after a confirm', async () => {
    const { student, course, enrollment } = revoked();
    const db = getMockDatabase();
    const holder = db.accounts.users.get(student);
    const title = db.courses.courses.get(course)?.title ?? '';
    const { user } = renderInApp(<PendingCertificatesPage />, {
      path: '/dashboard/certificates/pending',
      session: signedInSession('admin'),
    });
    const list = await screen.findByRole('list', { name: 'Completed enrollments without a certificate' }, LOADED);
    const card = within(list)
      .getAllByRole('article')
      .find((item) => within(item).queryByRole('link', { name: title }));
    if (!card) throw new Error('the enrollment of the revoked certificate is not listed');
    expect(
      within(card)
        .getByRole('link', { name: `${holder?.first_name} ${holder?.last_name}` })
        .getAttribute('href'),
    ).toBe(`/dashboard/students/${student}`);

    await user.click(within(card).getByRole('button', { name: 'Issue certificate' }));
    const confirm = await screen.findByRole(
      'alertdialog',
      { name: `Issue ${holder?.first_name} ${holder?.last_name}’s certificate for ${title}?` },
      LOADED,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Issue certificate' }));
    await waitFor(
      () =>
        expect(
          getMockDatabase().progress.certificates.filter((row) => row.enrollment === enrollment && row.status === 'issued'),
        ).toHaveLength(1),
      LOADED,
    );
    await waitFor(
      () => expect(screen.queryByRole('list', { name: 'Completed enrollments without a certificate' })).toBeNull(),
      LOADED,
    );
  });
});
