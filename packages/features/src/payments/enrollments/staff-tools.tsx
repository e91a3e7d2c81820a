/**
 * The enrollments list's parts for admins: the school's figures (getEnrollmentStatistics: by status, new
 * this month, revenue and what is outstanding; each count opens the list filtered to it), the CSV export of
 * the filtered list, bulk cancel and delete with a per-enrollment report, 'Enroll learners' (bulk-enroll) and 'Enroll by
 * hand' (admin/enrollments: one learner with the status and amount set by the school).
 * A learner sees their own figures instead (getEnrollmentDashboard: paid, due, overdue installments).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { EnrollmentBulkResult, ListEnrollmentsData } from '@ujuzi/api';
import { bulkCancelEnrollments, deleteAdminEnrollment, getGetEnrollmentStatisticsQueryKey } from '@ujuzi/api/hooks';
import { can } from '@ujuzi/domain';
import { Button } from '@ujuzi/ui';
import { useState } from 'react';
import {
  ExportButton,
  countOf,
  lazyPart,
  runPerRow,
  type BulkAction,
  type BulkReport,
  type BulkRow,
  type ListFilters,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { refreshPaymentQueries } from '../shared';

// The figures (stat cards) arrive in a chunk of their own, keeping the list's code under its budget.
const EnrollmentFigures = lazyPart(() => import('./figures').then((part) => part.EnrollmentFigures), '6rem');
const BulkEnrollDialog = lazyPart(() => import('./bulk-enroll').then((part) => part.BulkEnrollDialog), '0');
const AdminEnrollDialog = lazyPart(() => import('./admin-enroll').then((part) => part.AdminEnrollDialog), '0');

export type Filters = ListFilters<ListEnrollmentsData>;

/** The report of a bulk cancel: every row the answer's `errors` does not name was cancelled. */
export function reportFromEnrollmentBulk(rows: readonly BulkRow[], result: EnrollmentBulkResult): BulkReport {
  const failed = new Map((result.errors ?? []).map((error) => [String(error.id), error.error]));
  const outcomes = rows.map((row) => {
    const reason = failed.get(row.id);
    return reason ? { ...row, ok: false as const, reason } : { ...row, ok: true as const };
  });
  const succeeded = outcomes.filter((outcome) => outcome.ok).length;
  return { outcomes, succeeded, failed: outcomes.length - succeeded, message: result.message };
}

/** What the list adds for an admin (null for anyone else), and the figures every viewer sees. */
export function useEnrollmentsStaffTools(filters: Filters) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [enrolling, setEnrolling] = useState<'many' | 'one' | null>(null);
  if (!can(user, 'enrollment.administer'))
    return {
      staff: false,
      figures: user?.user_type === 'student' ? <EnrollmentFigures school={false} filters={filters} /> : null,
    } as const;
  const cancel: BulkAction = {
    id: 'cancel',
    label: 'Cancel enrollments',
    destructive: true,
    confirmTitle: (count) => `Cancel ${countOf(count, 'enrollment', 'enrollments')}?`,
    confirmMessage: () =>
      'Each learner loses access to the course and any payment still waiting is cancelled. Enrollments already cancelled or completed are left as they are.',
    run: async (rows) =>
      reportFromEnrollmentBulk(
        rows,
        await bulkCancelEnrollments({ enrollment_ids: rows.map((row) => Number(row.id)), reason: 'Cancelled by the school.' }),
      ),
  };
  // A mistaken enrollment (wrong learner or course, nothing paid) goes for good; one with payments is cancelled instead.
  const remove: BulkAction = {
    id: 'delete',
    label: 'Delete enrollments',
    destructive: true,
    confirmTitle: (count) => `Delete ${countOf(count, 'enrollment', 'enrollments')}?`,
    confirmMessage: () =>
      'Each enrollment goes with its installments and notes; this cannot be undone. Enrollments with completed payments are kept: cancel those instead.',
    run: (rows) => runPerRow(rows, (id) => deleteAdminEnrollment(Number(id))),
  };
  const refresh = () => {
    void refreshPaymentQueries(queryClient);
    void queryClient.invalidateQueries({ queryKey: getGetEnrollmentStatisticsQueryKey() });
  };
  return {
    staff: true,
    figures: <EnrollmentFigures school filters={filters} />,
    actions: (
      <>
        <Button
          variant="outline"
          onClick={() => setEnrolling('one')}
          onPointerEnter={AdminEnrollDialog.preload}
          onFocus={AdminEnrollDialog.preload}
        >
          Enroll by hand
        </Button>
        <Button onClick={() => setEnrolling('many')} onPointerEnter={BulkEnrollDialog.preload} onFocus={BulkEnrollDialog.preload}>
          Enroll learners
        </Button>
        {enrolling === 'many' ? <BulkEnrollDialog onClose={() => setEnrolling(null)} onDone={refresh} /> : null}
        {enrolling === 'one' ? <AdminEnrollDialog onClose={() => setEnrolling(null)} onDone={refresh} /> : null}
      </>
    ),
    toolbar: (
      <ExportButton
        label="Export CSV"
        request={{
          path: '/payments/enrollments/export-enrollments/',
          query: {
            format: 'csv',
            ...(filters.status ? { status: filters.status } : {}),
            ...(filters.course_id ? { course_id: filters.course_id } : {}),
          },
          fallbackFilename: 'enrollments.csv',
        }}
      />
    ),
    bulkActions: [cancel, remove],
    onBulkDone: refresh,
  } as const;
}
