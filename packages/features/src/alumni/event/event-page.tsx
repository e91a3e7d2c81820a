/**
 * /dashboard/alumni/events/:id: one alumni event — type, when, where, its state, registration and places,
 * the organizer. Its organizer or an admin edits it, or deletes it after a confirmation naming it.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { AlumniEvent } from '@ujuzi/api';
import { useDeleteAlumniEvent, useGetAlumniEvent } from '@ujuzi/api/hooks';
import { getAlumniEventPath } from '@ujuzi/api/path-params';
import { displayName, formatDateTime } from '@ujuzi/domain';
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
import {
  ALUMNI_EVENTS_CRUMB,
  ALUMNI_EVENT_STATUS_LABELS,
  ALUMNI_EVENT_STATUS_TONES,
  ALUMNI_EVENT_TYPE_LABELS,
  AlumniEventDialog,
  AlumniHeader,
  mayManageAlumni,
  refreshAlumni,
} from '../shared';

function registration(event: AlumniEvent): string {
  if (!event.registration_required) return 'No registration needed';
  if (event.is_registration_open) return 'Open';
  return event.status === 'cancelled' ? 'Closed: the event is cancelled' : 'Closed';
}

function Summary({ event }: { event: AlumniEvent }) {
  const organizer = event.organizer;
  const organizerHref = organizer ? links.person(organizer) : null;
  return (
    <Stack gap="5">
      <Card title="Event" headingLevel={2}>
        <DetailFields>
          <DetailField label="Type">{ALUMNI_EVENT_TYPE_LABELS[event.event_type]}</DetailField>
          <DetailField label="Starts">{formatDateTime(event.event_date)}</DetailField>
          <DetailField label="Ends">{event.end_date ? formatDateTime(event.end_date) : '—'}</DetailField>
          <DetailField label="Venue">{event.venue || (event.is_virtual ? 'Online' : '—')}</DetailField>
          {event.is_virtual && event.meeting_link ? (
            <DetailField label="Meeting link">
              <Link href={event.meeting_link}>{event.meeting_link}</Link>
            </DetailField>
          ) : null}
          <DetailField label="Organizer">
            {organizer ? (
              organizerHref ? (
                <EntityLink href={organizerHref}>{displayName(organizer)}</EntityLink>
              ) : (
                displayName(organizer)
              )
            ) : (
              '—'
            )}
          </DetailField>
        </DetailFields>
      </Card>
      <Card title="Registration" headingLevel={2}>
        <DetailFields>
          <DetailField label="Registration">{registration(event)}</DetailField>
          <DetailField label="Closes">
            {event.registration_deadline ? formatDateTime(event.registration_deadline) : '—'}
          </DetailField>
          <DetailField label="Places">
            {event.max_attendees
              ? `${event.registered_count} of ${event.max_attendees} taken`
              : `${event.registered_count} registered, no limit`}
          </DetailField>
          {event.registration_url ? (
            <DetailField label="Register">
              <Link href={event.registration_url}>Registration form</Link>
            </DetailField>
          ) : null}
        </DetailFields>
      </Card>
      {event.description ? (
        <Card title="About" headingLevel={2}>
          <Text whiteSpace="pre-line">{event.description}</Text>
        </Card>
      ) : null}
    </Stack>
  );
}

export function AlumniEventPage() {
  const { id } = useRouteParams(getAlumniEventPath);
  const query = useGetAlumniEvent(id);
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAlumniEvent();
  const [editing, setEditing] = useState(false);

  const removeEvent = async () => {
    try {
      await remove.mutateAsync({ id });
      toast.success('Alumni event deleted');
      await refreshAlumni(queryClient);
      void navigate(links.alumniEvents());
    } catch (failure) {
      toast.error('Could not delete the alumni event', errorMessage(failure));
    }
  };

  const actions = (event: AlumniEvent) =>
    mayManageAlumni(user) || (event.organizer && event.organizer.id === user?.id) ? (
      <>
        <Button variant="outline" onClick={() => setEditing(true)} onPointerEnter={AlumniEventDialog.preload}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
        <ActionButton
          label="Delete"
          destructive
          pending={remove.isPending}
          confirm={{ title: `Delete “${event.title}”?`, message: 'The event is removed for everyone.' }}
          onRun={removeEvent}
        />
      </>
    ) : undefined;

  return (
    <>
      <DetailPage
        query={query}
        noun="alumni event"
        notFoundAction={<Link href={links.alumniEvents()}>Back to alumni events</Link>}
        header={(event) => (
          <AlumniHeader
            title={event ? event.title : 'Alumni event'}
            trail={[ALUMNI_EVENTS_CRUMB]}
            current={links.alumniEvents()}
            description={
              event ? (
                <Stack direction="row" gap="2" align="center" wrap="wrap">
                  <Badge tone={ALUMNI_EVENT_STATUS_TONES[event.status]}>{ALUMNI_EVENT_STATUS_LABELS[event.status]}</Badge>
                  <Text
                    as="span"
                    color="fg.muted"
                  >{`${ALUMNI_EVENT_TYPE_LABELS[event.event_type]} · ${formatDateTime(event.event_date)}`}</Text>
                </Stack>
              ) : undefined
            }
            actions={event ? actions(event) : undefined}
          />
        )}
        summary={(event) => <Summary event={event} />}
      />
      {query.data ? <AlumniEventDialog item={query.data} open={editing} onOpenChange={setEditing} /> : null}
    </>
  );
}
