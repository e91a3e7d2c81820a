export { REPORT_CARD_LIST_SPEC, ReportCardsPage } from './report-cards-page';
