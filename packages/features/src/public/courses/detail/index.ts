/** The `public/courses/detail` entry: a course's public page, its own chunk (it brings the HTML sanitiser the catalogue does not need). */
export { CoursePage } from '../course-page';
