import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../test/app-harness';
import { EnrollmentPage } from './enrollment';
import { EnrollmentsPage } from './enrollments';

startMockBackend();
const LOADED = { timeout: 15_000 };
const location = () => screen.getByTestId('location').textContent;

const activeEnrollment = () => {
  const db = getMockDatabase();
  const row = db.payments.enrollments.find((candidate) => candidate.status === 'active');
  if (!row) throw new Error('the seed has an active enrollment');
  return { row, course: db.courses.courses.get(row.course) };
};

const open = (id: number, role: 'admin' | 'student' = 'admin') =>
  renderInApp(<EnrollmentPage />, {
    path: `/dashboard/payments/enrollments/${id}`,
    routePath: '/dashboard/payments/enrollments/:enrollmentId',
    session: signedInSession(role),
  });

describe('an admin manages an enrollment', () => {
  it('suspends it with a reason and reactivates it; both steps appear in its history', async () => {
    const { row } = activeEnrollment();
    const { user } = open(row.id);
    await user.click(await screen.findByRole('button', { name: 'Suspend' }, LOADED));
    let dialog = within(await screen.findByRole('alertdialog', { name: /^Suspend .+’s enrollment in / }, LOADED));
    await user.click(dialog.getByRole('button', { name: 'Suspend enrollment' }));
    expect(await dialog.findByText('Give the reason: it is kept in the enrollment’s history.')).toBeTruthy();
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Installment 2 is 30 days overdue.');
    await user.click(dialog.getByRole('button', { name: 'Suspend enrollment' }));
    await waitFor(() => expect(getMockDatabase().payments.enrollments.get(row.id)?.status).toBe('suspended'), LOADED);

    await user.click(await screen.findByRole('button', { name: 'Reactivate' }, LOADED));
    dialog = within(await screen.findByRole('alertdialog', { name: /^Reactivate / }, LOADED));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Balance cleared by M-Pesa.');
    await user.click(dialog.getByRole('button', { name: 'Reactivate enrollment' }));
    await waitFor(() => expect(getMockDatabase().payments.enrollments.get(row.id)?.status).not.toBe('suspended'), LOADED);

    await user.click(screen.getByRole('tab', { name: 'History' }));
    const history = await screen.findByRole('list', { name: 'Enrollment history' }, LOADED);
    await waitFor(() => expect(within(history).getByText(/Installment 2 is 30 days overdue\./)).toBeTruthy(), LOADED);
    expect(within(history).getByText(/Balance cleared by M-Pesa\./)).toBeTruthy();
    expect(within(history).getByText(/^Suspended \(Active → Suspended\)$/)).toBeTruthy();
  }, 60_000);

  it('transfers it to another course after a confirmation naming both, and opens the new enrollment', async () => {
    const { row, course } = activeEnrollment();
    const db = getMockDatabase();
    const target = db.courses.courses.find(
      (candidate) =>
        candidate.id !== row.course &&
        !db.payments.enrollments.some((other) => other.user === row.user && other.course === candidate.id),
    );
    if (!target || !course) throw new Error('the seed has another course');
    const { user } = open(row.id);
    await user.click(await screen.findByRole('button', { name: 'Transfer to another course' }, LOADED));
    const dialog = within(await screen.findByRole('alertdialog', { name: /^Transfer / }, LOADED));
    await user.click(dialog.getByRole('button', { name: 'Transfer enrollment' }));
    expect(await dialog.findByText('Choose the course to transfer to.')).toBeTruthy();
    const select = dialog.getByRole('combobox', { name: /New course/ });
    await waitFor(() => expect(within(select).getByRole('option', { name: target.title })).toBeTruthy(), LOADED);
    await user.selectOptions(select, String(target.id));
    expect(dialog.getByRole('heading', { name: new RegExp(`from ${course.title} to ${target.title}\\?$`) })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Transfer enrollment' }));
    await waitFor(() => expect(db.payments.enrollments.get(row.id)?.status).toBe('cancelled'), LOADED);
    const moved = db.payments.enrollments.find((other) => other.user === row.user && other.course === target.id);
    await waitFor(() => expect(location()).toBe(`/dashboard/payments/enrollments/${moved?.id}`), LOADED);
  }, 60_000);

  it('shows the learner neither the staff actions nor the history', async () => {
    const db = getMockDatabase();
    const own = db.payments.enrollments.find((candidate) => candidate.user === 4 && candidate.status === 'active');
    if (!own) throw new Error('the demo student has an active enrollment');
    open(own.id, 'student');
    await screen.findByRole('tab', { name: 'Payments' }, LOADED);
    expect(screen.queryByRole('heading', { name: 'Manage this enrollment' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'History' })).toBeNull();
  });

  it('gives the admin the school’s figures, the export and bulk cancel on the list', async () => {
    const { user } = renderInApp(<EnrollmentsPage />, {
      path: '/dashboard/payments/enrollments',
      session: signedInSession('admin'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Enrollments' }, LOADED)).toBeTruthy();
    const figures = within(await screen.findByRole('region', { name: 'Enrollment figures' }, LOADED));
    await waitFor(
      () =>
        expect(figures.getByRole('link', { name: /Suspended/ }).getAttribute('href')).toBe(
          '/dashboard/payments/enrollments?status=suspended',
        ),
      LOADED,
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    const rows = await screen.findAllByRole('checkbox', { name: /^Select .+ · / }, LOADED);
    await user.click(rows[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Cancel enrollments' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Cancel 1 enrollment?' }));
    await user.click(confirm.getByRole('button', { name: 'Cancel enrollments' }));
    expect(
      await screen.findByText(/1 enrollments? cancelled|already cancelled|cannot be cancelled/i, undefined, LOADED),
    ).toBeTruthy();
  }, 60_000);

  it('filters the list by course and by whether a balance is owed, in the URL', async () => {
    renderInApp(<EnrollmentsPage />, {
      path: '/dashboard/payments/enrollments?has_balance=true',
      session: signedInSession('admin'),
    });
    const boxes = await screen.findAllByRole('checkbox', { name: /^Select .+ · / }, LOADED);
    expect((screen.getByRole('combobox', { name: 'Balance' }) as HTMLSelectElement).value).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Course' })).toBeTruthy();
    // Each row (a card at this width) owes something.
    for (const box of boxes) {
      const terms = [...(box.closest('li')?.querySelectorAll('dt') ?? [])];
      const due = terms.find((term) => term.textContent === 'Balance due')?.nextElementSibling?.textContent;
      expect(due).toMatch(/^Ksh /);
      expect(due).not.toBe('Ksh 0.00');
    }
  }, 30_000);

  it('enrolls one learner by hand on a full scholarship: missing choices said on their fields, then the enrollment opens', async () => {
    const db = getMockDatabase();
    const learner = db.accounts.users.find((candidate) => candidate.user_type === 'student' && candidate.last_name !== '');
    if (!learner) throw new Error('the seed has students');
    const course = db.courses.courses.find(
      (candidate) =>
        candidate.status === 'published' &&
        !db.payments.enrollments.find((row) => row.user === learner.id && row.course === candidate.id),
    );
    if (!course) throw new Error('a course the learner is not in');
    const { user } = renderInApp(<EnrollmentsPage />, {
      path: '/dashboard/payments/enrollments',
      session: signedInSession('admin'),
    });
    await user.click(await screen.findByRole('button', { name: 'Enroll by hand' }, LOADED));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Enroll by hand' }, LOADED));
    await user.clear(dialog.getByRole('textbox', { name: /^Amount/ }));
    await user.click(dialog.getByRole('button', { name: 'Enroll' }));
    expect(await dialog.findByText('Choose the learner.')).toBeTruthy();
    expect(dialog.getByText('Choose the course.')).toBeTruthy();
    expect(dialog.getByText('Enter the amount in KES, 0 or more (0 for a full scholarship).')).toBeTruthy();
    await user.type(dialog.getByRole('searchbox', { name: 'Find the learner' }), `${learner.username}{Enter}`);
    await user.click(await dialog.findByRole('radio', { name: new RegExp(`\\(${learner.username}\\)`) }, LOADED));
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Course/ }), String(course.id));
    await user.type(dialog.getByRole('textbox', { name: /^Amount/ }), '0');
    await user.click(dialog.getByRole('button', { name: 'Enroll' }));
    const created = await waitFor(() => {
      const row = db.payments.enrollments.find((candidate) => candidate.user === learner.id && candidate.course === course.id);
      if (!row) throw new Error('not yet');
      return row;
    }, LOADED);
    expect(created.status).toBe('active');
    expect(created.total_amount).toBe('0.00');
    await waitFor(() => expect(location()).toBe(`/dashboard/payments/enrollments/${created.id}`), LOADED);
  }, 30_000);

  it('deletes a mistaken enrollment (nothing paid) after a confirmation and reports it', async () => {
    const db = getMockDatabase();
    const row = db.payments.enrollments.find(
      (candidate) =>
        candidate.status === 'payment_pending' &&
        !db.payments.payments.find((payment) => payment.enrollment === candidate.id && payment.status === 'completed'),
    );
    if (!row?.reference) throw new Error('the seed has an enrollment waiting for its first payment');
    const { user } = renderInApp(<EnrollmentsPage />, {
      path: `/dashboard/payments/enrollments?search=${row.reference}`,
      session: signedInSession('admin'),
    });
    await user.click(await screen.findByRole('checkbox', { name: /^Select (?!all)/ }, LOADED));
    await user.click(screen.getByRole('button', { name: 'Delete enrollments' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete 1 enrollment?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete enrollments' }));
    await waitFor(() => expect(db.payments.enrollments.get(row.id)).toBeUndefined(), LOADED);
  }, 30_000);
});
