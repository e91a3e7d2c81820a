/** The form kit: see "A form screen" in packages/features/README.md. */
export {
  contractIssueMessage,
  contractResolver,
  isRequiredField,
  type ContractSchema,
  type FormRules,
} from './contract-resolver';
export { ContractForm, type ContractFormProps } from './contract-form';
export * from './fields';
export { LeaveGuard, type LeaveGuardProps } from './leave-guard';
export { FORM_MESSAGES } from './messages';
export { hasFiles, toFormData } from './multipart';
export { serverFieldError } from './server-field-error';
export { FormRubricScores, rubricCriteria, rubricScoreMessages, typedRubricPoints, type RubricCriterion } from './rubric-scores';
export {
  placeServerErrors,
  useContractForm,
  type ContractForm as ContractFormState,
  type ContractFormOptions,
  type UploadTarget,
} from './use-contract-form';
