export { DatePicker, defaultRangeError, isOutOfRange, todayIso, type DateLimit, type DatePickerProps } from './date-picker';
export { LazyDatePicker } from './lazy-date-picker';
