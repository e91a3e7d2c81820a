import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { CertificatePage } from '../certificate';
import { PendingCertificatesPage } from './pending-certificates-page';

startMockBackend();

// jsdom matches no media query: the list shows as on a phone, one card per certificate.
const cards = async () =>
  within(await screen.findByRole('list', { name: 'Pending certificates' }, { timeout: 15_000 })).getAllByRole('listitem');
const pending = () => getMockDatabase().progress.certificates.filter((row) => row.status === 'pending');
const nameOf = (id: number) => {
  const user = getMockDatabase().accounts.users.get(id);
  return user ? `${user.first_name} ${user.last_name}`.trim() : '';
};
const titleOf = (id: number) => getMockDatabase().courses.courses.get(id)?.title ?? '';

describe('pending certificates', { timeout: 25_000 }, () => {
  it('lists the waiting certificates with learner, course, completion and grade', async () => {
    renderInApp(<PendingCertificatesPage />, { path: '/dashboard/certificates/pending', session: signedInSession('admin') });
    const rows = await cards();
    expect(rows).toHaveLength(Math.min(pending().length, 20));
    const first = pending().sort((a, b) => a.created_at.localeCompare(b.created_at))[0];
    if (!first) throw new Error('no pending certificate in the demo data');
    const card = rows.find((row) => within(row).queryByText(first.certificate_number));
    if (!card) throw new Error('the first pending certificate is not listed');
    expect(
      within(card)
        .getByRole('link', { name: nameOf(first.student) })
        .getAttribute('href'),
    ).toBe(`/dashboard/students/${first.student}`);
    expect(within(card).getByText(titleOf(first.course))).toBeTruthy();
    expect(within(card).getByText(first.grade ?? 'Pass')).toBeTruthy();
  });

  it('bulk-issues the selected certificates and reports each', async () => {
    const { user } = renderInApp(<PendingCertificatesPage />, {
      path: '/dashboard/certificates/pending',
      session: signedInSession('admin'),
    });
    const chosen = (await cards()).slice(0, 2);
    const numbers = chosen.map((row) => within(row).getByText(/^UJZ-/).textContent ?? '');
    for (const row of chosen) await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Issue selected' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Issue 2 certificates?' });
    await user.click(within(confirm).getByRole('button', { name: 'Issue selected' }));
    const report = await screen.findByRole('dialog', { name: /2 certificates issued\./ });
    expect(within(report).getAllByText('Done')).toHaveLength(2);
    for (const number of numbers) {
      expect(getMockDatabase().progress.certificates.find((row) => row.certificate_number === number)?.status).toBe('issued');
    }
  });

  it('issues one from its row after a confirmation naming the learner and the course', async () => {
    const { user } = renderInApp(<PendingCertificatesPage />, {
      path: '/dashboard/certificates/pending',
      session: signedInSession('admin'),
    });
    const [row] = await cards();
    const number = within(row as HTMLElement).getByText(/^UJZ-/).textContent ?? '';
    const target = getMockDatabase().progress.certificates.find((item) => item.certificate_number === number);
    if (!target) throw new Error('unknown certificate');
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Issue' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: `Issue ${nameOf(target.student)}’s certificate for ${titleOf(target.course)}?`,
    });
    await user.click(within(confirm).getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText(`${number} issued`)).toBeTruthy();
    expect(getMockDatabase().progress.certificates.get(target.id)?.status).toBe('issued');
    await waitFor(() => expect(screen.queryByText(number)).toBeNull());
  });
});

describe('the certificate page for staff', { timeout: 25_000 }, () => {
  const issued = () => {
    const row = getMockDatabase().progress.certificates.find((item) => item.status === 'issued');
    if (!row) throw new Error('no issued certificate');
    return row;
  };
  const open = (id: number, role: 'admin' | 'teacher' | 'parent' = 'admin') =>
    renderInApp(<CertificatePage />, {
      path: `/dashboard/certificates/${id}`,
      routePath: '/dashboard/certificates/:certificateId',
      session: signedInSession(role),
    });

  it('revokes with a required reason, after a confirmation naming the holder and the course', async () => {
    const row = issued();
    const { user } = open(row.id);
    await screen.findByRole('heading', { level: 1, name: titleOf(row.course) }, { timeout: 15_000 });
    expect(screen.getByRole('link', { name: nameOf(row.student) }).getAttribute('href')).toBe(
      `/dashboard/students/${row.student}`,
    );
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: `Revoke ${nameOf(row.student)}’s certificate for ${titleOf(row.course)}?`,
    });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke certificate' }));
    expect(await within(confirm).findByText(/Please give the reason for revoking/)).toBeTruthy();
    expect(getMockDatabase().progress.certificates.get(row.id)?.status).toBe('issued');
    await user.type(within(confirm).getByRole('textbox', { name: /Reason/ }), 'Capstone copied from another learner.');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke certificate' }));
    expect(await screen.findByText(`${row.certificate_number} revoked`)).toBeTruthy();
    const saved = getMockDatabase().progress.certificates.get(row.id);
    expect(saved?.status).toBe('revoked');
    expect(saved?.revocation_reason).toBe('Capstone copied from another learner.');
    expect(await screen.findByRole('note')).toHaveProperty(
      'textContent',
      expect.stringMatching(/Revoked on .*: Capstone copied/),
    );
  });

  it('gives a teacher no Revoke (management only)', async () => {
    const teacher = getMockDatabase().accounts.users.find((user) => user.username === 'teacher');
    const row = getMockDatabase().progress.certificates.find(
      (item) => item.status === 'issued' && getMockDatabase().courses.courses.get(item.course)?.instructor?.id === teacher?.id,
    );
    if (!row) throw new Error('the demo teacher has no issued certificate');
    open(row.id, 'teacher');
    await screen.findByRole('heading', { level: 1, name: titleOf(row.course) }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('shows a parent their child’s certificate without staff actions', async () => {
    const db = getMockDatabase();
    const parent = db.accounts.users.find((user) => user.username === 'parent');
    const child = db.accounts.relations.find((relation) => relation.parent === parent?.id)?.student;
    const row = db.progress.certificates.find((item) => item.student === child);
    if (!row) throw new Error('the demo parent’s child has no certificate');
    open(row.id, 'parent');
    await screen.findByRole('heading', { level: 1, name: titleOf(row.course) }, { timeout: 15_000 });
    expect(screen.getByRole('article', { name: `Certificate ${row.certificate_number}` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Issue' })).toBeNull();
  });
});
