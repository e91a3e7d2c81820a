export { AlumniEventsPage } from './events-page';
