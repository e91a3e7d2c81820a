export { AlumniEventPage } from './event-page';
