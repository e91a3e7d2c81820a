export { CourseLivePage } from './live-page';
