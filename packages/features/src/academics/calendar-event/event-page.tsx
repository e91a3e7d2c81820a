/**
 * /dashboard/academics/calendar/:id (anyone the event is meant for): one calendar event — when, what
 * kind, for whom, where, in which term, who added it — with 'Add to my calendar' (.ics). Staff edit it
 * and delete it after a confirmation that names it, then land on its month.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { CalendarEvent, UserSummary } from '@ujuzi/api';
import { getListCalendarEventsQueryKey, useDeleteCalendarEvent, useGetAcademicTerm, useGetCalendarEvent } from '@ujuzi/api/hooks';
import { getCalendarEventPath } from '@ujuzi/api/path-params';
import { can, displayName, eventWhen, monthOf, nairobiDay } from '@ujuzi/domain';
import { Badge, Button, Card, Link } from '@ujuzi/ui';
import { CalendarPlus, Pencil } from 'lucide-react';
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
import {
  AUDIENCE_LABELS,
  AcademicsHeader,
  EVENT_TYPE_LABELS,
  EVENT_TYPE_TONES,
  EventDialog,
  formatDay,
  saveCalendarEvent,
  termName,
} from '../shared';

const CALENDAR_CRUMB = { label: 'School calendar', href: links.calendar() };

function TermName({ id }: { id: number }) {
  const term = useGetAcademicTerm(id);
  return <EntityLink href={links.academicYears()}>{term.data ? termName(term.data) : 'Academic term'}</EntityLink>;
}

function PersonName({ person }: { person: UserSummary }) {
  const href = links.person(person);
  return href ? <EntityLink href={href}>{displayName(person)}</EntityLink> : <>{displayName(person)}</>;
}

function Summary({ event }: { event: CalendarEvent }) {
  const first = nairobiDay(event.start_date);
  const last = nairobiDay(event.end_date);
  return (
    <Card>
      <DetailFields>
        <DetailField label="Date">
          <Link href={links.calendar({ month: monthOf(event.start_date) })}>
            {first === last ? formatDay(first) : `${formatDay(first)} – ${formatDay(last)}`}
          </Link>
        </DetailField>
        <DetailField label="Time">{event.is_all_day ? 'All day' : eventWhen(event)}</DetailField>
        <DetailField label="Type">
          <Badge tone={EVENT_TYPE_TONES[event.event_type]}>{EVENT_TYPE_LABELS[event.event_type]}</Badge>
        </DetailField>
        <DetailField label="For">{AUDIENCE_LABELS[event.audience]}</DetailField>
        <DetailField label="Location">{event.location || 'Not given'}</DetailField>
        {event.academic_term ? (
          <DetailField label="Term">
            <TermName id={event.academic_term} />
          </DetailField>
        ) : null}
        {event.created_by ? (
          <DetailField label="Added by">
            <PersonName person={event.created_by} />
          </DetailField>
        ) : null}
      </DetailFields>
      {event.description ? (
        <Text mt="4" whiteSpace="pre-line">
          {event.description}
        </Text>
      ) : null}
    </Card>
  );
}

export function CalendarEventPage() {
  const { id } = useRouteParams(getCalendarEventPath);
  const { user } = useSession();
  const manage = can(user, 'calendar.manage');
  const navigate = useNavigate();
  const query = useGetCalendarEvent(id);
  const [editing, setEditing] = useState(false);
  const remove = useDeleteCalendarEvent();
  const deletion = useEntityAction<CalendarEvent, CalendarEvent>({
    call: (event) => remove.mutateAsync({ id: event.id }),
    success: (event) => ({ title: 'Event deleted', description: event.title }),
    failure: 'Could not delete the event',
    invalidate: [getListCalendarEventsQueryKey()],
  });
  const header = (event: CalendarEvent | undefined) => (
    <AcademicsHeader
      title={event?.title ?? 'Calendar event'}
      current={links.calendar()}
      trail={[CALENDAR_CRUMB]}
      actions={
        event ? (
          <>
            <Button variant="outline" onClick={() => saveCalendarEvent(event)}>
              <CalendarPlus aria-hidden="true" /> Add to my calendar
            </Button>
            {manage ? (
              <>
                <Button variant="outline" onClick={() => setEditing(true)} onPointerEnter={EventDialog.preload}>
                  <Pencil aria-hidden="true" /> Edit
                </Button>
                <ActionButton
                  label="Delete"
                  destructive
                  confirm={{
                    title: 'Delete this event?',
                    message: `“${event.title}” leaves the school calendar. This cannot be undone.`,
                    confirmLabel: 'Delete event',
                  }}
                  onRun={async () => {
                    if (await deletion.run(event)) void navigate(links.calendar({ month: monthOf(event.start_date) }));
                  }}
                />
              </>
            ) : null}
          </>
        ) : undefined
      }
    />
  );
  return (
    <Stack gap="5" maxW="4xl">
      <DetailPage
        query={query}
        noun="event"
        notFoundAction={<Link href={links.calendar()}>Back to the calendar</Link>}
        header={header}
        summary={(event) => <Summary event={event} />}
      />
      {manage && query.data ? <EventDialog item={query.data} open={editing} onOpenChange={(open) => setEditing(open)} /> : null}
    </Stack>
  );
}
