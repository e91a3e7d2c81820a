/**
 * /dashboard/academics/calendar (anyone signed in): the school calendar a month at a time (`?month=`),
 * as a grid of weeks or as an agenda (`?view=agenda`); below 640 px always the agenda. Everyone reads
 * the events meant for them (the server decides), downloads them as an .ics file and sees the current
 * term; staff create events here and edit or delete them on the event's page.
 */
import { HStack, Heading, Stack, useMediaQuery } from '@chakra-ui/react';
import type { CalendarEvent } from '@ujuzi/api';
import { useListCalendarEvents } from '@ujuzi/api/hooks';
import { can, monthOf, monthTitle, monthWeeks, nairobiDay, parseMonth, shiftMonth } from '@ujuzi/domain';
import { Button, ButtonLink, toast } from '@ujuzi/ui';
import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useState } from 'react';
import { QueryState, errorMessage, links, useCrud, useSearchParams } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AcademicsHeader, CurrentTerm, EventDialog, saveSchoolCalendar } from '../shared';
import { Agenda, MonthGrid, agendaDays } from './calendar-views';

function DownloadCalendar() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const count = await saveSchoolCalendar();
      toast.success('Calendar downloaded', `${count} ${count === 1 ? 'event' : 'events'} in an .ics file for your calendar app.`);
    } catch (error) {
      toast.error('Could not download the calendar', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" loading={busy} onClick={() => void download()}>
      <Download aria-hidden="true" /> Download .ics
    </Button>
  );
}

export function CalendarPage() {
  const { user } = useSession();
  const manage = can(user, 'calendar.manage');
  const [search] = useSearchParams();
  const [wide] = useMediaQuery(['(min-width: 640px)'], { ssr: false });
  const today = nairobiDay(new Date());
  const month = parseMonth(search.get('month')) ?? monthOf(new Date());
  const view = wide && search.get('view') !== 'agenda' ? 'month' : 'agenda';
  const weeks = monthWeeks(month);
  const query = useListCalendarEvents({
    start_date: weeks[0]?.[0],
    end_date: weeks.at(-1)?.[6],
    page_size: 100,
    ordering: 'start_date',
  });
  const crud = useCrud<CalendarEvent>({ noun: 'event', name: (event) => event.title, form: EventDialog });
  const create = manage ? crud.createButton('New event') : null;
  const title = monthTitle(month);
  const nextMonth = links.calendar({ month: shiftMonth(month, 1), view: search.get('view') === 'agenda' ? 'agenda' : undefined });
  const keepView = search.get('view') === 'agenda' ? 'agenda' : undefined;

  return (
    <Stack gap="5">
      <AcademicsHeader
        title="School calendar"
        current={links.calendar()}
        description="Term dates, holidays, exams and school events."
        actions={
          <HStack gap="2" flexWrap="wrap">
            <DownloadCalendar />
            {create}
          </HStack>
        }
      />
      <CurrentTerm />
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading as="h2" size="lg" id="calendar-month">
          {title}
        </Heading>
        <HStack as="nav" aria-label="Months" gap="2" flexWrap="wrap">
          <ButtonLink
            href={links.calendar({ month: shiftMonth(month, -1), view: keepView })}
            variant="outline"
            size="sm"
            icon={<ChevronLeft />}
            aria-label={`Previous month, ${monthTitle(shiftMonth(month, -1))}`}
          >
            Previous
          </ButtonLink>
          <ButtonLink href={links.calendar({ view: keepView })} variant="outline" size="sm">
            This month
          </ButtonLink>
          <ButtonLink
            href={nextMonth}
            variant="outline"
            size="sm"
            endIcon={<ChevronRight />}
            aria-label={`Next month, ${monthTitle(shiftMonth(month, 1))}`}
          >
            Next
          </ButtonLink>
          {wide ? (
            <ButtonLink href={links.calendar({ month, view: view === 'month' ? 'agenda' : undefined })} variant="ghost" size="sm">
              {view === 'month' ? 'Show as agenda' : 'Show as month'}
            </ButtonLink>
          ) : null}
        </HStack>
      </HStack>
      <QueryState
        query={query}
        noun="events"
        isEmpty={(page) => agendaDays(month, page.results).length === 0 && view === 'agenda'}
        empty={{
          title: `No events in ${title}`,
          description: manage ? 'Add the term dates, exams and events of the month.' : 'Look at the next month.',
          action: create ?? (
            <ButtonLink href={nextMonth} variant="outline">
              Next month
            </ButtonLink>
          ),
        }}
      >
        {(page) =>
          view === 'month' ? (
            <MonthGrid month={month} events={page.results} today={today} />
          ) : (
            <Agenda month={month} events={page.results} today={today} />
          )
        }
      </QueryState>
      {manage ? <EventDialog {...crud.dialog} /> : null}
    </Stack>
  );
}
