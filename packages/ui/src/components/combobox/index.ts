export { Combobox, type ComboboxProps } from './combobox';
export { AsyncCombobox, type AsyncComboboxProps } from './async-combobox';
