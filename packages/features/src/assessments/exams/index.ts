export { EXAM_LIST_SPEC, ExamsPage } from './exams-page';
