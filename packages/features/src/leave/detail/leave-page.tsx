/**
 * /dashboard/leave/:id: one leave application — who it is for, the dates, the reason and its document,
 * and its review. A reviewer approves it or rejects it with a reason; the applicant edits or withdraws it
 * while it is pending.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { LeaveApplication, UserSummary } from '@ujuzi/api';
import { useDeleteLeave, useGetLeave } from '@ujuzi/api/hooks';
import { getLeavePath } from '@ujuzi/api/path-params';
import { LEAVE_STATUS_LABELS, LEAVE_STATUS_TONES, displayName, formatDate, formatDateTime, mayReviewLeave } from '@ujuzi/domain';
import { Badge, Button, Card, Link, toast } from '@ujuzi/ui';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ActionButton,
  DetailField,
  DetailFields,
  DetailPage,
  EntityLink,
  errorMessage,
  links,
  useRouteParams,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { LEAVE_CRUMB, LeaveDialog, LeaveHeader, ReviewButtons, leaveTitle, refreshLeave } from '../shared';

function Person({ person }: { person: UserSummary }) {
  const href = links.person(person);
  return href ? <EntityLink href={href}>{displayName(person)}</EntityLink> : <>{displayName(person)}</>;
}

function Summary({ leave }: { leave: LeaveApplication }) {
  return (
    <Stack gap="5">
      <Card title="Application" headingLevel={2}>
        <DetailFields>
          <DetailField label="For">
            <Person person={leave.student ?? leave.applicant} />
          </DetailField>
          <DetailField label="Applied by">
            <Person person={leave.applicant} />
          </DetailField>
          <DetailField label="From">{formatDate(leave.start_date)}</DetailField>
          <DetailField label="To">{formatDate(leave.end_date)}</DetailField>
          <DetailField label="Days">{String(leave.days)}</DetailField>
          <DetailField label="Applied">{formatDateTime(leave.created_at)}</DetailField>
          <DetailField label="Supporting document">
            {leave.attachment ? <Link href={leave.attachment}>{leave.attachment_name ?? 'Open the document'}</Link> : 'None'}
          </DetailField>
        </DetailFields>
        <Stack gap="1" mt="5">
          <Text as="h3" textStyle="sm" fontWeight="semibold">
            Reason
          </Text>
          <Text whiteSpace="pre-line">{leave.reason}</Text>
        </Stack>
      </Card>
      <Card title="Review" headingLevel={2}>
        {leave.status === 'pending' ? (
          <Text color="fg.muted">Waiting for a decision by the school.</Text>
        ) : (
          <DetailFields>
            <DetailField label="Decision">
              <Badge tone={LEAVE_STATUS_TONES[leave.status]}>{LEAVE_STATUS_LABELS[leave.status]}</Badge>
            </DetailField>
            <DetailField label="By">{leave.reviewed_by ? <Person person={leave.reviewed_by} /> : '—'}</DetailField>
            <DetailField label="On">{leave.reviewed_at ? formatDateTime(leave.reviewed_at) : '—'}</DetailField>
            <DetailField label={leave.status === 'rejected' ? 'Reason' : 'Comment'}>{leave.review_comment || '—'}</DetailField>
          </DetailFields>
        )}
      </Card>
    </Stack>
  );
}

export function LeavePage() {
  const { id } = useRouteParams(getLeavePath);
  const query = useGetLeave(id);
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteLeave();
  const [editing, setEditing] = useState(false);

  const withdraw = async () => {
    try {
      await remove.mutateAsync({ id });
      toast.success('Application withdrawn');
      await refreshLeave(queryClient);
      void navigate(links.leaves());
    } catch (failure) {
      toast.error('Could not withdraw the application', errorMessage(failure));
    }
  };

  const actions = (leave: LeaveApplication) => {
    const own = leave.applicant.id === user?.id && leave.status === 'pending';
    return (
      <>
        {mayReviewLeave(user, leave) ? <ReviewButtons leave={leave} /> : null}
        {own ? (
          <Button variant="outline" onClick={() => setEditing(true)} onPointerEnter={LeaveDialog.preload}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
        ) : null}
        {own ? (
          <ActionButton
            label="Withdraw"
            destructive
            pending={remove.isPending}
            confirm={{ title: `Withdraw this ${leaveTitle(leave).toLowerCase()} application?`, message: 'It is deleted.' }}
            onRun={withdraw}
          />
        ) : null}
      </>
    );
  };

  return (
    <>
      <DetailPage
        query={query}
        noun="leave application"
        notFoundAction={<Link href={links.leaves()}>Back to leave applications</Link>}
        header={(leave) => (
          <LeaveHeader
            title={leave ? leaveTitle(leave) : 'Leave application'}
            trail={[LEAVE_CRUMB]}
            current={links.leaves()}
            description={
              leave ? (
                <Stack direction="row" gap="2" align="center" wrap="wrap">
                  <Badge tone={LEAVE_STATUS_TONES[leave.status]}>{LEAVE_STATUS_LABELS[leave.status]}</Badge>
                  <Text as="span" color="fg.muted">
                    {`${displayName(leave.student ?? leave.applicant)} · ${leave.days} day${leave.days === 1 ? '' : 's'}`}
                  </Text>
                </Stack>
              ) : undefined
            }
            actions={leave ? actions(leave) : undefined}
          />
        )}
        summary={(leave) => <Summary leave={leave} />}
      />
      {query.data ? <LeaveDialog item={query.data} open={editing} onOpenChange={setEditing} /> : null}
    </>
  );
}
