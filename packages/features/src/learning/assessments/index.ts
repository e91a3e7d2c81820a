/** The learner's assessments, all or one course's, as a chunk of its own. */
export { AssessmentsPage, CourseAssessmentsPage } from './assessments-page';
