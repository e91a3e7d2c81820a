/** The calendar event's form in a dialog, its code loaded when it first opens (the calendar and the event's page). */
import type { CalendarEvent } from '@ujuzi/api';
import { lazyFormDialog, type EntityFormProps } from '../../infra/kit/lists/crud';

export const EventDialog = lazyFormDialog<CalendarEvent, EntityFormProps<CalendarEvent>>(
  () => import('./event-form').then((module) => module.EventForm),
  { noun: 'event', height: '36rem' },
);
