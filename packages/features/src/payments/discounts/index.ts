export { DiscountsPage } from './discounts-page';
