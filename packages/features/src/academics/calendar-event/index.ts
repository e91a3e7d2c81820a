export { CalendarEventPage } from './event-page';
