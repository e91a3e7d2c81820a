export { ContactMessagesPage } from './contact-messages-page';
