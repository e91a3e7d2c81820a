/** The columns a list of leave applications shows: the leave (its page), who it is for, its dates and state. */
import type { LeaveApplication, UserSummary } from '@ujuzi/api';
import { LEAVE_STATUS_LABELS, LEAVE_STATUS_TONES, LEAVE_TYPE_LABELS, displayName } from '@ujuzi/domain';
import { columnsOf, links, type PersonCell } from '../../infra/kit';

const column = columnsOf<LeaveApplication>();

const personCell = (person: UserSummary): PersonCell => ({
  name: displayName(person),
  avatar: person.profile_picture,
  href: links.person(person),
});

export const leaveTitle = (leave: Pick<LeaveApplication, 'leave_type'>): string => `${LEAVE_TYPE_LABELS[leave.leave_type]} leave`;

/** `who`: show who the leave is for and who applied (staff reading others' applications). */
export function leaveColumns({ who }: { who: boolean }) {
  return [
    column.link('leave_type', 'Leave', (row) => links.leave(row.id), leaveTitle, { sub: (row) => row.reason, sortable: false }),
    ...(who
      ? [
          column.person('student', 'For', (row) => personCell(row.student ?? row.applicant), { sortable: false }),
          column.person('applicant', 'Applied by', (row) => personCell(row.applicant), { sortable: false }),
        ]
      : [column.person('student', 'For', (row) => (row.student ? personCell(row.student) : null), { sortable: false })]),
    column.date('start_date', 'From'),
    column.date('end_date', 'To', { sortable: false }),
    column.count('days', 'Days', { sortable: false }),
    column.status('status', 'Status', LEAVE_STATUS_LABELS, LEAVE_STATUS_TONES),
    column.date('created_at', 'Applied', { relative: true }),
  ];
}
