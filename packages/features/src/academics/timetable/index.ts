export { TimetablePage } from './timetable-page';
