export { SUBJECT_LIST_SPEC, SubjectsPage } from './subjects-page';
