export { MoneyField, NumberField, parseNumberText, type MoneyFieldProps, type NumberFieldProps } from './number-field';
