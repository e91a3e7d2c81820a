export { SubscribersPage } from './subscribers-page';
