export { BudgetsPage } from './budgets-page';
