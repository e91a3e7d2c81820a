export { EmailLogPage } from './email-log-page';
