export {
  COURSES_CRUMB,
  PARENT_COURSES_CRUMB,
  PAYMENTS_CRUMB,
  PaymentsHeader,
  type PaymentsCrumb,
  type PaymentsHeaderProps,
} from './payments-header';
export * from './mpesa';
export { FLOW_TEXT, childFlowText } from './flow-text';
export { ENROLLMENT_STATUS_LABELS, ENROLLMENT_STATUS_TONES, EnrollmentNext } from './enrollment-status';
export { PAYMENT_DEPENDENT_QUERIES, refreshPaymentQueries } from './refresh';
export { LEARNER_PARAM, useLearnerChoice, withLearner, type LearnerChoice } from './learner-choice';
export { BankSlipUpload, SLIP_TEXT } from './bank-slip-upload';
export { MPESA_PHONE_HELP, MpesaPhoneField, useMpesaPhone, type MpesaPhone } from './mpesa-phone-field';
