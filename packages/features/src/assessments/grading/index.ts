export { GradingSystemsPage } from './systems-page';
export { GradingSystemPage } from './system-page';
