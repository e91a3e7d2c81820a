export { ContactMessagePage } from './contact-message-page';
