export { DateTimeField, fromLocalInputValue, toLocalInputValue, type DateTimeFieldProps } from './date-time-field';
