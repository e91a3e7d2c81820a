export { OutcomeList, type OutcomeItem, type OutcomeListProps } from './outcome-list';
