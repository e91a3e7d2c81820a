export { FormField, useFieldIds, type FieldBaseProps, type FieldControlProps, type FormFieldProps } from './form-field';
