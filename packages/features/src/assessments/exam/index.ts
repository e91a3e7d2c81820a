export { ExamPage } from './exam-page';
