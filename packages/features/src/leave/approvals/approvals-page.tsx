/**
 * /dashboard/leave/approvals (staff): the pending leave applications this reviewer may decide on —
 * management any, a teacher their students' — each approved, or rejected with a reason.
 */
import type { LeaveApplication } from '@ujuzi/api';
import { useListPendingLeaveApprovals } from '@ujuzi/api/hooks';
import { listPendingLeaveApprovalsList } from '@ujuzi/api/list-params';
import { LEAVE_TYPE_LABELS } from '@ujuzi/domain';
import { ButtonLink } from '@ujuzi/ui';
import { ListPage, columnsOf, links, useList } from '../../infra/kit';
import { LeaveHeader, ReviewButtons, leaveColumns } from '../shared';

const column = columnsOf<LeaveApplication>();
const COLUMNS = [
  ...leaveColumns({ who: true }).filter((entry) => entry.id !== 'status'),
  column.actions((row) => <ReviewButtons leave={row} />),
];

export function LeaveApprovalsPage() {
  const list = useList(listPendingLeaveApprovalsList);
  const query = useListPendingLeaveApprovals(...list.request);
  return (
    <ListPage
      header={
        <LeaveHeader
          title="Leave approvals"
          current={links.leaveApprovals()}
          description="Pending applications you may decide on, the earliest leave first."
        />
      }
      list={list}
      query={query}
      label="Pending leave applications"
      noun={{ one: 'pending application', many: 'pending applications' }}
      columns={COLUMNS}
      getRowLabel={(row) => `${LEAVE_TYPE_LABELS[row.leave_type]} leave from ${row.start_date}`}
      search={{ label: 'Search pending applications', placeholder: 'Reason or name' }}
      filters={[{ type: 'enum', name: 'leave_type', label: 'Type', placeholder: 'Any type', labels: LEAVE_TYPE_LABELS }]}
      empty={{
        title: 'Nothing waiting for approval',
        description: 'New applications appear here as they arrive; decided ones stay under applications.',
        action: (
          <ButtonLink href={links.leaves()} variant="outline">
            See all applications
          </ButtonLink>
        ),
      }}
    />
  );
}
