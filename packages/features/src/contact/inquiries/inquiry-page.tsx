/**
 * /dashboard/contact/inquiries/:id: one inquiry with its responses as a conversation, a reply box
 * (`add_response`, optionally as an internal note or resolving it), the transitions its state and the
 * viewer's role allow (resolve, reopen, close, assign, delete), and its history. Built with the kit's
 * DetailPage, ActionButton and useEntityAction.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import {
  type GetInquiryQueryResult,
  getGetInquiryQueryKey,
  useDeleteInquiry,
  useGetInquiry,
  usePartialUpdateInquiry,
} from '@ujuzi/api/hooks';
import { getInquiryPath } from '@ujuzi/api/path-params';
import { can, formatDateTime } from '@ujuzi/domain';
import { Badge, Button, Card, Dialog, Link, RelativeTime, Select, Timeline } from '@ujuzi/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  DetailField,
  DetailFields,
  ActionButton,
  DetailPage,
  EntityLink,
  useEntityAction,
  links,
  useRouteParams,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  ContactHeader,
  INQUIRY_PRIORITY_LABELS,
  INQUIRY_PRIORITY_TONES,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUS_TONES,
} from '../shared';
import { personName, useAssigneeOptions } from './inquiry-people';
import { refreshContactQueries } from './refresh';
import { Conversation } from './conversation';
import { SOURCE_LABELS, inquiryHistory } from './inquiry-history';

/** The inquiry as the generated hooks give it. */
type Inquiry = GetInquiryQueryResult;
type InquiryStatus = Inquiry['status'];

const LIST_TRAIL = [{ label: 'Inquiries', href: links.inquiries() }];

function Summary({ inquiry }: { inquiry: Inquiry }) {
  return (
    <Card>
      <DetailFields>
        <DetailField label="From">
          <Stack gap="0">
            <Text fontWeight="medium">{inquiry.name}</Text>
            <Link href={`mailto:${inquiry.email}`} variant="muted">
              {inquiry.email}
            </Link>
            {inquiry.phone ? (
              <Link href={`tel:${inquiry.phone}`} variant="muted">
                {inquiry.phone}
              </Link>
            ) : null}
          </Stack>
        </DetailField>
        <DetailField label="Category">
          {inquiry.category && inquiry.category_name ? (
            <EntityLink href={links.inquiries({ category: inquiry.category })}>{inquiry.category_name}</EntityLink>
          ) : (
            'None'
          )}
        </DetailField>
        <DetailField label="Assignee">
          {inquiry.assigned_to ? (
            <EntityLink href={links.staffMember(inquiry.assigned_to.username)}>{personName(inquiry.assigned_to)}</EntityLink>
          ) : (
            'Unassigned'
          )}
        </DetailField>
        <DetailField label="Received">
          <Stack gap="0">
            <RelativeTime value={inquiry.created_at} />
            <Text textStyle="xs" color="fg.muted">
              {SOURCE_LABELS[inquiry.source] ?? inquiry.source}
            </Text>
          </Stack>
        </DetailField>
      </DetailFields>
    </Card>
  );
}

function AssignButton({
  inquiry,
  onAssign,
  pending,
}: {
  inquiry: Inquiry;
  onAssign: (id: number) => Promise<unknown>;
  pending: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState(inquiry.assigned_to ? String(inquiry.assigned_to.id) : '');
  const { options } = useAssigneeOptions();
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" loading={pending}>
          {inquiry.assigned_to ? 'Reassign' : 'Assign'}
        </Button>
      }
      title={`Assign ${inquiry.reference_number}`}
      description="The assignee handles the inquiry and sees it under “Assigned to me”."
      footer={
        <HStack gap="3" justify="flex-end" width="full">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            disabled={!choice}
            onClick={() => {
              setOpen(false);
              void onAssign(Number(choice));
            }}
          >
            Assign
          </Button>
        </HStack>
      }
    >
      <Select label="Assignee" placeholder="Choose a staff member" options={options} value={choice} onChange={setChoice} />
    </Dialog>
  );
}

function InquiryActions({ inquiry }: { inquiry: Inquiry }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const queryKey = getGetInquiryQueryKey(inquiry.id);
  const update = usePartialUpdateInquiry();
  const remove = useDeleteInquiry();

  const setStatus = useEntityAction<Inquiry, InquiryStatus>({
    queryKey,
    call: (status) => update.mutateAsync({ id: inquiry.id, data: { status } }),
    optimistic: (entity, status) => ({ ...entity, status }),
    success: (status) =>
      status === 'resolved' ? 'Inquiry resolved' : status === 'closed' ? 'Inquiry closed' : 'Inquiry reopened',
    failure: 'Could not change the inquiry’s status',
  });
  const assign = useEntityAction<Inquiry, number>({
    queryKey,
    call: (assignee) => update.mutateAsync({ id: inquiry.id, data: { assigned_to: assignee } }),
    success: 'Inquiry assigned',
    failure: 'Could not assign the inquiry',
  });
  const deletion = useEntityAction<Inquiry, undefined>({
    queryKey,
    call: () => remove.mutateAsync({ id: inquiry.id }),
    success: `${inquiry.reference_number} deleted`,
    failure: `Could not delete ${inquiry.reference_number}`,
  });

  const after = (done: Promise<boolean>) => done.then(() => refreshContactQueries(queryClient));

  return (
    <>
      {can(user, 'inquiry.resolve', inquiry.status) ? (
        <ActionButton
          label="Resolve"
          variant="solid"
          pending={setStatus.pending}
          confirm={{ title: `Resolve ${inquiry.reference_number}?`, message: 'It moves to Resolved; you can reopen it later.' }}
          onRun={() => after(setStatus.run('resolved'))}
        />
      ) : null}
      {can(user, 'inquiry.reopen', inquiry.status) ? (
        <ActionButton
          label="Reopen"
          pending={setStatus.pending}
          confirm={{ title: `Reopen ${inquiry.reference_number}?`, message: 'It moves back to In progress.' }}
          onRun={() => after(setStatus.run('in_progress'))}
        />
      ) : null}
      {can(user, 'inquiry.close', inquiry.status) ? (
        <ActionButton
          label="Close"
          pending={setStatus.pending}
          confirm={{
            title: `Close ${inquiry.reference_number}?`,
            message: 'Closed inquiries take no more replies until reopened.',
          }}
          onRun={() => after(setStatus.run('closed'))}
        />
      ) : null}
      {can(user, 'inquiry.assign', inquiry.status) ? (
        <AssignButton inquiry={inquiry} pending={assign.pending} onAssign={(id) => after(assign.run(id))} />
      ) : null}
      {can(user, 'inquiry.delete') ? (
        <ActionButton
          label="Delete"
          destructive
          pending={deletion.pending}
          confirm={{
            title: `Delete ${inquiry.reference_number} from ${inquiry.name}?`,
            message: 'The inquiry, its replies and its notes are deleted. This cannot be undone.',
          }}
          onRun={async () => {
            if (await deletion.run(undefined)) {
              await refreshContactQueries(queryClient);
              void navigate(links.inquiries());
            }
          }}
        />
      ) : null}
    </>
  );
}

export function InquiryPage() {
  const { id: inquiryId } = useRouteParams(getInquiryPath);
  const { user } = useSession();
  const query = useGetInquiry(inquiryId);
  return (
    <DetailPage
      query={query}
      noun="inquiry"
      notFoundAction={<Link href={links.inquiries()}>Back to inquiries</Link>}
      header={(inquiry) => (
        <ContactHeader
          title={inquiry?.subject ?? 'Inquiry'}
          trail={LIST_TRAIL}
          description={
            inquiry ? (
              <HStack as="span" gap="2" wrap="wrap">
                <span>{inquiry.reference_number}</span>
                <Badge tone={INQUIRY_STATUS_TONES[inquiry.status]}>{INQUIRY_STATUS_LABELS[inquiry.status]}</Badge>
                <Badge tone={INQUIRY_PRIORITY_TONES[inquiry.priority]}>
                  {`${INQUIRY_PRIORITY_LABELS[inquiry.priority]} priority`}
                </Badge>
              </HStack>
            ) : undefined
          }
          actions={inquiry ? <InquiryActions inquiry={inquiry} /> : undefined}
        />
      )}
      summary={(inquiry) => <Summary inquiry={inquiry} />}
      tabsLabel="Inquiry sections"
      tabs={(inquiry) => [
        {
          value: 'conversation',
          label: `Conversation (${(inquiry.responses ?? []).length + 1})`,
          content: <Conversation inquiry={inquiry} canReply={can(user, 'inquiry.reply', inquiry.status)} />,
        },
        {
          value: 'history',
          label: 'History',
          content: (
            <Stack gap="3">
              <Timeline label="History of the inquiry" events={inquiryHistory(inquiry)} />
              <Text textStyle="xs" color="fg.muted">
                Last updated {formatDateTime(inquiry.updated_at)}
              </Text>
            </Stack>
          ),
        },
      ]}
    />
  );
}
