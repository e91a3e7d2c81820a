import { screen, waitFor, within } from '@testing-library/react';
import { resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../test/app-harness';
import { DefaultersPage } from './defaulters/defaulters-page';
import { EnrollmentAnalyticsPage } from './enrollment-analytics/enrollment-analytics-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const DEFAULTERS = '/dashboard/payments/admin/defaulters';

describe('enrollment analytics', () => {
  it('shows an admin the figures, the months as a chart and a table, and each status bar opening its enrollments', async () => {
    renderInApp(<EnrollmentAnalyticsPage />, {
      path: '/dashboard/payments/admin/enrollment-analytics',
      session: signedInSession('admin'),
    });
    expect(await screen.findByText('Trial conversion', undefined, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Enrollments/ }).getAttribute('href')).toBe('/dashboard/payments/enrollments');
    expect(await screen.findByRole('table', { name: /Revenue by month/ }, LOADED)).toBeTruthy();
    const statuses = await screen.findByRole('table', { name: /Enrollments in each status/ }, LOADED);
    const active = within(statuses).getByRole('link', { name: 'Active' });
    expect(active.getAttribute('href')).toBe('/dashboard/payments/enrollments?status=active');
  }, 30_000);

  it('narrows the figures to a range and one course, the statuses opening that course’s enrollments', async () => {
    const { user } = renderInApp(<EnrollmentAnalyticsPage />, {
      path: '/dashboard/payments/admin/enrollment-analytics',
      session: signedInSession('admin'),
    });
    const top = await screen.findByRole('table', { name: /The courses with the most enrollments/ }, LOADED);
    const [first] = within(top).getAllByRole('link');
    const title = first?.textContent ?? '';
    const id = new URLSearchParams((first?.getAttribute('href') ?? '').split('?')[1]).get('course_id');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Range' }), 'This year');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), title);
    expect(await screen.findByText('Paid for this course’s enrollments', undefined, LOADED)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Top courses' })).toBeNull();
    const statuses = await screen.findByRole('table', { name: /Enrollments in each status/ }, LOADED);
    expect(within(statuses).getAllByRole('link')[0]?.getAttribute('href')).toContain(`course_id=${id}`);
    expect(screen.getByRole('heading', { name: 'Enrollments by month' })).toBeTruthy();
  }, 30_000);

  it('says on To when a custom range ends before it starts', async () => {
    renderInApp(<EnrollmentAnalyticsPage />, {
      path: '/dashboard/payments/admin/enrollment-analytics?range=custom&start_date=2026-05-01&end_date=2026-04-30',
      session: signedInSession('admin'),
    });
    expect(await screen.findByText('The end of the range cannot be before its start.', undefined, LOADED)).toBeTruthy();
  }, 30_000);

  it('says when the trends failed, with Try again', async () => {
    setMockFaults({ statuses: { getPaymentEnrollmentTrends: 500 } });
    renderInApp(<EnrollmentAnalyticsPage />, {
      path: '/dashboard/payments/admin/enrollment-analytics',
      session: signedInSession('admin'),
    });
    expect(await screen.findByRole('heading', { name: 'Could not load enrollments by month' }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 30_000);
});

describe('defaulters', () => {
  it('lists the overdue debts in KES with what each is for, and reminds one learner by e-mail only', async () => {
    const { user } = renderInApp(<DefaultersPage />, { path: DEFAULTERS, session: signedInSession('accountant') });
    const [remind] = await screen.findAllByRole('button', { name: /^Remind / }, LOADED);
    expect(screen.getAllByText(/^Ksh /).length).toBeGreaterThan(0);
    expect(screen.getAllByText('School fees').length).toBeGreaterThan(0);
    const learner = (remind?.getAttribute('aria-label') ?? '').replace(/^Remind /, '');
    await user.click(remind as HTMLElement);
    const dialog = within(await screen.findByRole('alertdialog', { name: new RegExp(`^Remind ${learner} of Ksh`) }));
    await user.click(dialog.getByRole('radio', { name: 'E-mail only' }));
    await user.click(dialog.getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByText(`Reminder sent to ${learner}`, undefined, LOADED)).toBeTruthy();
    expect(await screen.findByText(/^By E-mail: Ksh /, undefined, LOADED)).toBeTruthy();
    expect(await screen.findByText('Last reminded: Just now', undefined, LOADED)).toBeTruthy();
  }, 30_000);

  it('reminds the selected learners at once and reports each outcome', async () => {
    const { user } = renderInApp(<DefaultersPage />, { path: DEFAULTERS, session: signedInSession('admin') });
    await screen.findAllByRole('button', { name: /^Remind / }, LOADED);
    const boxes = screen.getAllByRole('checkbox', { name: /^Select (?!all)/ });
    await user.click(boxes[0] as HTMLElement);
    await user.click(boxes[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Send reminders' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Remind 2 learners of what they owe?' }));
    await user.selectOptions(confirm.getByRole('combobox', { name: /Send by/ }), 'email,sms');
    await user.click(confirm.getByRole('button', { name: 'Send reminders' }));
    const report = within(await screen.findByRole('dialog', undefined, LOADED));
    await waitFor(() => expect(report.getAllByText(/sent by E-mail and SMS/).length).toBe(2));
  }, 30_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listPaymentDefaulters: 500 } });
    renderInApp(<DefaultersPage />, { path: DEFAULTERS, session: signedInSession('admin') });
    expect((await screen.findAllByRole('button', { name: 'Try again' }, LOADED)).length).toBeGreaterThan(0);
  }, 30_000);
});
