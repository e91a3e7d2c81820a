export { ExpensePage } from './expense-page';
