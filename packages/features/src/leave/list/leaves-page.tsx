/**
 * /dashboard/leave: leave applications with their state. Everyone applies (a parent for a child) and
 * sees their own; teachers also their students', management all. `?apply=<child>` opens the form for
 * that child (from a parent's home).
 */
import type { LeaveApplication } from '@ujuzi/api';
import { useListLeaves } from '@ujuzi/api/hooks';
import { listLeavesList } from '@ujuzi/api/list-params';
import { LEAVE_STATUS_LABELS, LEAVE_TYPE_LABELS, isStaff } from '@ujuzi/domain';
import { Button } from '@ujuzi/ui';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ListPage, links, useList, useSearchParams } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { LeaveDialog, LeaveHeader, leaveColumns } from '../shared';

export function LeavesPage() {
  const { user } = useSession();
  const staff = isStaff(user?.user_type);
  const parent = user?.user_type === 'parent';
  const list = useList(listLeavesList);
  const query = useListLeaves(...list.request);
  const [search, setSearch] = useSearchParams();
  const [form, setForm] = useState<{ child: number | null } | null>(null);
  const asked = search.get('apply');

  useEffect(() => {
    if (asked === null) return;
    setForm({ child: /^\d+$/.test(asked) ? Number(asked) : null });
    setSearch((rest) => (rest.delete('apply'), rest), { replace: true });
  }, [asked, setSearch]);

  const apply = (
    <Button onClick={() => setForm({ child: null })} onPointerEnter={LeaveDialog.preload} onFocus={LeaveDialog.preload}>
      <Plus aria-hidden="true" /> Apply for leave
    </Button>
  );
  return (
    <>
      <ListPage
        header={
          <LeaveHeader
            title="Leave applications"
            current={links.leaves()}
            description={
              staff
                ? 'Applications you made, and those you may review, with their state.'
                : parent
                  ? 'Leave you applied for on behalf of your children, with its state.'
                  : 'Your leave applications and their state.'
            }
            actions={apply}
          />
        }
        list={list}
        query={query}
        label="Leave applications"
        noun={{ one: 'leave application', many: 'leave applications' }}
        columns={leaveColumns({ who: staff || parent })}
        getRowLabel={(row: LeaveApplication) => `${LEAVE_TYPE_LABELS[row.leave_type]} leave from ${row.start_date}`}
        search={{ label: 'Search leave applications', placeholder: 'Reason or name' }}
        filters={[
          { type: 'enum', name: 'status', label: 'Status', placeholder: 'Any status', labels: LEAVE_STATUS_LABELS },
          { type: 'enum', name: 'leave_type', label: 'Type', placeholder: 'Any type', labels: LEAVE_TYPE_LABELS },
          { type: 'date', name: 'start_date_from', label: 'Starting from' },
          { type: 'date', name: 'start_date_to', label: 'Starting by' },
        ]}
        empty={{
          title: 'No leave applications yet',
          description: parent
            ? 'Apply for leave when your child will miss school; the school approves it.'
            : 'Apply for leave before the days you will be away; it is approved or rejected with a reason.',
          action: apply,
        }}
      />
      <LeaveDialog item={null} open={form !== null} onOpenChange={(open) => !open && setForm(null)} child={form?.child ?? null} />
    </>
  );
}
