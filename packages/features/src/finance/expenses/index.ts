export { ExpensesPage } from './expenses-page';
