export { ReportCardsPage } from './report-cards-page';
