export { NewsletterStatisticsPage } from './newsletter-statistics-page';
