export { CoursePricesPage } from './course-prices-page';
