export { GradingSystemsPage } from './systems-page';
