/**
 * /dashboard/communications/contact-us: the contact-us messages (communication/contact-us), newest first,
 * by status and assignee, with the desk's figures above; each opens its page. Staff record a message taken
 * by phone and correct one; management deletes one (after a confirmation naming it).
 */
import type { ContactSubmission } from '@ujuzi/api';
import { useDeleteContactSubmission, useListContactSubmissions, useListUsers } from '@ujuzi/api/hooks';
import { listContactSubmissionsList } from '@ujuzi/api/list-params';
import { can, displayName, isManagement } from '@ujuzi/domain';
import { Stack } from '@chakra-ui/react';
import { CrudDelete, ListPage, columnsOf, links, useCrud, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { CommunicationsHeader } from '../shared';
import { ContactMessageDialog } from './contact-dialogs';
import { ContactFigures } from './contact-figures';
import { CONTACT_STATUS_LABELS, CONTACT_STATUS_TONES } from './contact-labels';
import { refreshContactMessages } from './refresh';

const column = columnsOf<ContactSubmission>();

/** Whom the assignee filter offers: every staff member for management (the staff directory is theirs), else the viewer. */
function useAssigneeOptions() {
  const { user } = useSession();
  const management = isManagement(user?.user_type);
  const staff = useListUsers({ staff: true, page_size: 100, ordering: 'last_name' }, { query: { enabled: management } });
  if (!user) return [];
  const people = management ? (staff.data?.results ?? []) : [user];
  return people.map((person) => ({
    value: String(person.id),
    label: person.id === user.id ? `${displayName(person)} (me)` : displayName(person),
  }));
}

export function ContactMessagesPage() {
  const { user } = useSession();
  const list = useList(listContactSubmissionsList);
  const query = useListContactSubmissions(...list.request);
  const assignees = useAssigneeOptions();
  const remove = useDeleteContactSubmission();
  const crud = useCrud<ContactSubmission>({
    noun: 'message',
    name: (row) => row.subject,
    form: ContactMessageDialog,
    remove: {
      call: (row) => remove.mutateAsync({ id: row.id }),
      title: (row) => `Delete “${row.subject}” from ${row.name}?`,
      message: () => 'The message and its notes are deleted. This cannot be undone.',
      refresh: refreshContactMessages,
    },
    canDelete: () => can(user, 'contactMessage.delete'),
  });
  const columns = [
    column.link('subject', 'Message', (row) => links.contactMessage(row.id), undefined, {
      sub: (row) => `${row.name} · ${row.email}`,
    }),
    column.status('status', 'Status', CONTACT_STATUS_LABELS, CONTACT_STATUS_TONES),
    column.person('assigned_to', 'Assignee', ({ assigned_to: person }) =>
      person ? { name: displayName(person), avatar: person.profile_picture, href: links.person(person) } : null,
    ),
    column.date('created_at', 'Received', { relative: true }),
    column.actions(crud.rowActions),
  ];
  const record = crud.createButton('Record a message');
  return (
    <>
      <ListPage
        header={
          <Stack gap="5">
            <CommunicationsHeader
              title="Contact-us messages"
              description="Messages signed-in people sent the school, and those staff recorded: who handles each and what was done."
              actions={record}
            />
            <ContactFigures />
          </Stack>
        }
        list={list}
        query={query}
        label="Contact-us messages"
        noun={{ one: 'message', many: 'messages' }}
        columns={columns}
        search={{ label: 'Search messages', placeholder: 'Name, e-mail, subject or text' }}
        filters={[
          { type: 'enum', name: 'status', label: 'Status', labels: CONTACT_STATUS_LABELS },
          { type: 'select', name: 'assigned_to', label: 'Assignee', placeholder: 'Anyone', options: assignees },
        ]}
        empty={{
          title: 'No contact-us messages yet',
          description: 'Messages appear here as people send them; record one taken by phone so it is not lost.',
          action: record,
        }}
      />
      <ContactMessageDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
    </>
  );
}
