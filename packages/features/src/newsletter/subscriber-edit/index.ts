export { SubscriberEditPage } from './subscriber-edit-page';
