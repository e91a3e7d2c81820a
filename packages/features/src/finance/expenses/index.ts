export { EXPENSE_LIST_SPEC, ExpensesPage } from './expenses-page';
