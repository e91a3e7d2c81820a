/** The staff side of the assessments screens (parts the learning area's screens load lazily for staff). */
export { NewAssessmentButton } from './new-assessment-button';
export { StaffAssessmentPanel } from './staff-panel';
