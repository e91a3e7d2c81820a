export { SUBSCRIBER_LIST_SPEC, SubscribersPage } from './subscribers-page';
