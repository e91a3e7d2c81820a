/** One assessment: its page, and taking it (the code editor arrives in its own lazy chunk). */
export { AssessmentPage } from './assessment-page';
export { TakeAssessmentPage } from './take-assessment-page';
