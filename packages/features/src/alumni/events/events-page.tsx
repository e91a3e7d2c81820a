/**
 * /dashboard/alumni/events: alumni events, soonest first — type, date, venue, state and places — searched
 * and filtered by type, state and date. Everyone signed in reads them; admins create, edit and delete.
 */
import type { AlumniEvent } from '@ujuzi/api';
import { getListAlumniEventsQueryKey, useDeleteAlumniEvent, useListAlumniEvents } from '@ujuzi/api/hooks';
import { listAlumniEventsList } from '@ujuzi/api/list-params';
import { CrudDelete, ListPage, columnsOf, links, useCrud, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  ALUMNI_EVENT_STATUS_LABELS,
  ALUMNI_EVENT_STATUS_TONES,
  ALUMNI_EVENT_TYPE_LABELS,
  AlumniEventDialog,
  AlumniHeader,
  mayManageAlumni,
} from '../shared';

const column = columnsOf<AlumniEvent>();
const places = (event: AlumniEvent) =>
  event.max_attendees ? `${event.registered_count} of ${event.max_attendees}` : `${event.registered_count} registered`;

export function AlumniEventsPage() {
  const { user } = useSession();
  const manage = mayManageAlumni(user);
  const list = useList(listAlumniEventsList);
  const query = useListAlumniEvents(...list.request);
  const remove = useDeleteAlumniEvent();
  const crud = useCrud<AlumniEvent>({
    noun: 'alumni event',
    name: (event) => event.title,
    form: AlumniEventDialog,
    remove: { call: (event) => remove.mutateAsync({ id: event.id }), invalidate: [getListAlumniEventsQueryKey()] },
  });
  const columns = [
    column.link('title', 'Event', (row) => links.alumniEvent(row.id), undefined, {
      sub: (row) => ALUMNI_EVENT_TYPE_LABELS[row.event_type],
    }),
    column.date('event_date', 'Starts', { time: true }),
    column.text('venue', 'Venue'),
    column.status('status', 'Status', ALUMNI_EVENT_STATUS_LABELS, ALUMNI_EVENT_STATUS_TONES),
    column.text('registered_count', 'Places', places, { sortable: false }),
    ...(manage ? [column.actions(crud.rowActions)] : []),
  ];
  const create = manage ? crud.createButton('New alumni event') : null;
  return (
    <>
      <ListPage
        header={
          <AlumniHeader
            title="Alumni events"
            current={links.alumniEvents()}
            description="Reunions, career talks, workshops and meet-ups for Ujuzi graduates."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Alumni events"
        noun={{ one: 'event', many: 'events' }}
        columns={columns}
        search={{ label: 'Search alumni events', placeholder: 'Title, description or venue' }}
        filters={[
          { type: 'enum', name: 'event_type', label: 'Type', labels: ALUMNI_EVENT_TYPE_LABELS },
          { type: 'enum', name: 'status', label: 'Status', labels: ALUMNI_EVENT_STATUS_LABELS },
          { type: 'date', name: 'date_from', label: 'From' },
          { type: 'date', name: 'date_to', label: 'To' },
        ]}
        empty={{
          title: 'No alumni events yet',
          description: manage
            ? 'Plan the first one: a reunion, a career talk or a workshop.'
            : 'Events for graduates show here once planned.',
          action: create,
        }}
      />
      <AlumniEventDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
    </>
  );
}
