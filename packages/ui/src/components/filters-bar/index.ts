export { FiltersBar, type ActiveFilter, type FiltersBarProps } from './filters-bar';
