export { PaymentsOverviewPage } from './overview-page';
