/** The `public/courses` area: the catalogue (a course's page is `public/courses/detail`, its own chunk). */
export { CoursesPage } from './courses-page';
