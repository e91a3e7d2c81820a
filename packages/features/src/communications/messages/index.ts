export { MESSAGES_SPEC, MessagesPage } from './messages-page';
