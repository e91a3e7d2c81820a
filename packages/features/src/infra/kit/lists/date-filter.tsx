/** A list's date filter (loaded on its own: only lists with a date filter need the picker's code). */
export { LazyDatePicker as DateFilter } from '@ujuzi/ui';
