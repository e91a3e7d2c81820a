import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../test/app-harness';
import { must } from '../../test/must';
import { LeaveApprovalsPage } from './approvals';
import { LeavePage } from './detail';
import { LeavesPage } from './list';
import { LeaveReportsPage } from './reports';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const userNamed = (username: string) =>
  must(
    getMockDatabase().accounts.users.find((row) => row.username === username),
    username,
  );
/** The demo parent's second child (the seed's sibling of the demo student). */
const childOfParent = () => {
  const parent = userNamed('parent');
  const relation = must(
    getMockDatabase().accounts.relations.find((row) => row.parent === parent.id),
    'a child of the demo parent',
  );
  return must(getMockDatabase().accounts.users.get(relation.student), 'the child');
};
const pendingFor = (student: number) =>
  must(
    getMockDatabase().accounts.leaves.find((row) => row.student === student && row.status === 'pending'),
    'a pending leave',
  );

describe('leave applications', () => {
  it('lets a parent apply for a child from the link on their home; an end before the start is refused on its field', async () => {
    const child = childOfParent();
    const { user } = renderInApp(<LeavesPage />, {
      path: `/dashboard/leave?apply=${child.id}`,
      session: signedInSession('parent'),
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Apply for leave' }, LOADED));
    await user.type(await dialog.findByRole('textbox', { name: /^From/ }, LOADED), '10/12/2026');
    await user.type(dialog.getByRole('textbox', { name: /^To/ }), '09/12/2026');
    await user.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'A family wedding in Kisumu.');
    await user.click(dialog.getByRole('button', { name: 'Apply for leave' }));
    expect(await dialog.findByText('End date must be after start date.', undefined, LOADED)).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: /^Reason/ }) as HTMLTextAreaElement).value).toBe('A family wedding in Kisumu.');
    const to = dialog.getByRole('textbox', { name: /^To/ });
    await user.clear(to);
    await user.type(to, '11/12/2026');
    await user.click(dialog.getByRole('button', { name: 'Apply for leave' }));
    await waitFor(
      () =>
        expect(getMockDatabase().accounts.leaves.find((row) => row.reason === 'A family wedding in Kisumu.')).toMatchObject({
          student: child.id,
          status: 'pending',
          days: 2,
          start_date: '2026-12-10',
        }),
      LOADED,
    );
  }, 40_000);

  it('shows an admin the pending queue and approves one; the days show as excused in attendance', async () => {
    const child = childOfParent();
    const leave = pendingFor(child.id);
    const { user } = renderInApp(<LeaveApprovalsPage />, {
      path: '/dashboard/leave/approvals',
      session: signedInSession('admin'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Leave approvals' }, LOADED)).toBeTruthy();
    const row = must(
      (await screen.findAllByText(leave.reason, undefined, LOADED))[0]?.closest('li, tr') as HTMLElement | null,
      'its row',
    );
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: /^Approve .* leave for / });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(getMockDatabase().accounts.leaves.get(leave.id)?.status).toBe('approved'), LOADED);
    const excused = getMockDatabase().accounts.attendance.find((a) => a.student === child.id && a.date === leave.start_date);
    expect(excused?.status).toBe('excused');
  }, 40_000);

  it("rejects only with a reason, on the leave's page", async () => {
    const leave = pendingFor(childOfParent().id);
    const { user } = renderInApp(<LeavePage />, {
      path: `/dashboard/leave/${leave.id}`,
      routePath: '/dashboard/leave/:id',
      session: signedInSession('admin'),
    });
    await screen.findByRole('heading', { level: 1, name: /leave$/ }, LOADED);
    await user.click(await screen.findByRole('button', { name: 'Reject' }, LOADED));
    const dialog = within(await screen.findByRole('alertdialog', { name: /^Reject / }));
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Please say why, so the applicant knows.')).toBeTruthy();
    await user.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Clashes with the exams.');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(
      () => expect(getMockDatabase().accounts.leaves.get(leave.id)?.review_comment).toBe('Clashes with the exams.'),
      LOADED,
    );
    expect(await screen.findByText('Clashes with the exams.', undefined, LOADED)).toBeTruthy();
  }, 40_000);

  it('offers the next step when nothing waits, and Try again when the queue fails', async () => {
    setMockFaults({ statuses: { listPendingLeaveApprovals: 500 } });
    renderInApp(<LeaveApprovalsPage />, { path: '/dashboard/leave/approvals', session: signedInSession('teacher') });
    expect(await screen.findByRole('heading', { name: 'Could not load pending applications' }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 30_000);

  it('reports the applications by state, each figure opening the list it counts', async () => {
    renderInApp(<LeaveReportsPage />, {
      path: '/dashboard/leave/reports?date_from=2026-01-01&date_to=2026-12-31',
      session: signedInSession('admin'),
    });
    const approved = await screen.findByRole('link', { name: 'Approved' }, LOADED);
    expect(approved.getAttribute('href')).toBe(
      '/dashboard/leave?start_date_from=2026-01-01&start_date_to=2026-12-31&status=approved',
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  }, 30_000);
});
