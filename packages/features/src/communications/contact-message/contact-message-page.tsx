/**
 * /dashboard/communications/contact-us/:id: one contact-us message: its sender (mail and phone links), the
 * text, who handles it, when it was resolved and the notes; staff resolve it with notes and edit it,
 * management assigns it to a staff member and deletes it (after a confirmation naming it).
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { ContactSubmission, ContactSubmissionStatus } from '@ujuzi/api';
import { useDeleteContactSubmission, useGetContactSubmission } from '@ujuzi/api/hooks';
import { getContactSubmissionPath } from '@ujuzi/api/path-params';
import { can, displayName, formatDateTime } from '@ujuzi/domain';
import { Button, Card, Link } from '@ujuzi/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ActionButton,
  DetailField,
  DetailFields,
  DetailPage,
  EntityLink,
  links,
  useEntityAction,
  useRouteParams,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { subjectHeader } from '../shared';
import { AssignContactDialog, ContactMessageDialog, ResolveContactDialog } from '../contact-desk/contact-dialogs';
import { CONTACT_STATUS_LABELS, CONTACT_STATUS_TONES } from '../contact-desk/contact-labels';
import { refreshContactMessages } from '../contact-desk/refresh';

function Summary({ message }: { message: ContactSubmission }) {
  const assignee = message.assigned_to;
  const assigneeHref = assignee ? links.person(assignee) : null;
  return (
    <Stack gap="5">
      <Card>
        <DetailFields compact>
          <DetailField label="From">
            <Stack gap="0">
              <Text fontWeight="medium">{message.name}</Text>
              <Link href={`mailto:${message.email}`} variant="muted">
                {message.email}
              </Link>
              {message.phone ? (
                <Link href={`tel:${message.phone}`} variant="muted">
                  {message.phone}
                </Link>
              ) : null}
            </Stack>
          </DetailField>
          <DetailField label="Assignee">
            {assignee ? (
              assigneeHref ? (
                <EntityLink href={assigneeHref}>{displayName(assignee)}</EntityLink>
              ) : (
                displayName(assignee)
              )
            ) : (
              'Unassigned'
            )}
          </DetailField>
          <DetailField label="Received">{formatDateTime(message.created_at)}</DetailField>
          <DetailField label="Resolved">{message.resolved_at ? formatDateTime(message.resolved_at) : 'Not yet'}</DetailField>
          <DetailField label="Other messages">
            <Link href={links.contactMessages({ status: message.status })}>
              {`Every ${CONTACT_STATUS_LABELS[message.status].toLowerCase()} message`}
            </Link>
          </DetailField>
        </DetailFields>
      </Card>
      <Card>
        <Stack gap="2">
          <Text as="h2" fontWeight="semibold">
            Message
          </Text>
          <Text whiteSpace="pre-wrap">{message.message}</Text>
        </Stack>
      </Card>
      <Card>
        <Stack gap="2">
          <Text as="h2" fontWeight="semibold">
            Resolution notes
          </Text>
          <Text whiteSpace="pre-wrap" color={message.resolution_notes ? undefined : 'fg.muted'}>
            {message.resolution_notes || 'No notes yet.'}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}

type Open = 'resolve' | 'assign' | 'edit' | null;

function Actions({ message }: { message: ContactSubmission }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const remove = useDeleteContactSubmission();
  const deletion = useEntityAction<ContactSubmission, undefined>({
    call: () => remove.mutateAsync({ id: message.id }),
    success: () => ({ title: 'Message deleted', description: message.subject }),
    failure: 'Could not delete the message',
  });
  const dialog = (which: Exclude<Open, null>) => ({
    item: message,
    open: open === which,
    onOpenChange: (next: boolean) => setOpen(next ? which : null),
  });
  return (
    <HStack gap="2" wrap="wrap">
      {can(user, 'contactMessage.resolve', message.status) ? (
        <Button onClick={() => setOpen('resolve')} onPointerEnter={ResolveContactDialog.preload}>
          Resolve
        </Button>
      ) : null}
      {can(user, 'contactMessage.assign') ? (
        <Button variant="outline" onClick={() => setOpen('assign')} onPointerEnter={AssignContactDialog.preload}>
          {message.assigned_to ? 'Reassign' : 'Assign'}
        </Button>
      ) : null}
      <Button variant="outline" onClick={() => setOpen('edit')} onPointerEnter={ContactMessageDialog.preload}>
        Edit
      </Button>
      {can(user, 'contactMessage.delete') ? (
        <ActionButton
          label="Delete"
          destructive
          pending={deletion.pending}
          confirm={{
            title: `Delete “${message.subject}” from ${message.name}?`,
            message: 'The message and its notes are deleted. This cannot be undone.',
          }}
          onRun={async () => {
            if (await deletion.run(undefined)) {
              await refreshContactMessages(queryClient);
              void navigate(links.contactMessages());
            }
          }}
        />
      ) : null}
      <ResolveContactDialog {...dialog('resolve')} />
      <AssignContactDialog {...dialog('assign')} />
      <ContactMessageDialog {...dialog('edit')} />
    </HStack>
  );
}

const header = subjectHeader<ContactSubmission, ContactSubmissionStatus>({
  fallback: 'Contact-us message',
  trail: [{ label: 'Contact-us messages', href: links.contactMessages() }],
  labels: CONTACT_STATUS_LABELS,
  tones: CONTACT_STATUS_TONES,
  actions: (message) => <Actions message={message} />,
});

export function ContactMessagePage() {
  const { id } = useRouteParams(getContactSubmissionPath);
  const query = useGetContactSubmission(id);
  return (
    <DetailPage
      query={query}
      noun="message"
      notFoundAction={<Link href={links.contactMessages()}>Back to the contact-us messages</Link>}
      header={header}
      summary={(message) => <Summary message={message} />}
    />
  );
}
