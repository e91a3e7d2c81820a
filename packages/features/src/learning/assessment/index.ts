/** One assessment: its page, and taking it. */
export { AssessmentPage } from './assessment-page';
