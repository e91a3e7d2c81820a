/** The enrollment flow of a course (service spec §3–§5, §8, §9), for the enroll, checkout and status screens. */
export {
  useEnrollmentFlow,
  type EnrollmentChoice,
  type EnrollmentFlow,
  type EnrollmentFlowOptions,
  type EnrollmentFlowState,
  type EnrollmentRetry,
} from './infra/enrollment/use-enrollment-flow';
