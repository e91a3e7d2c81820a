export { SubscriberPage } from './subscriber-page';
