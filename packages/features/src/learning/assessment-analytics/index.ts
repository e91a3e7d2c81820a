/** An assessment's results (analytics) for its staff: a section the staff assessment page loads lazily. */
export { AssessmentAnalytics, hardestQuestions } from './assessment-analytics';
