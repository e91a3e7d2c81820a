export { ExamsPage } from './exams-page';
