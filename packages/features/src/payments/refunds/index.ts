export { RefundsPage } from './refunds-page';
