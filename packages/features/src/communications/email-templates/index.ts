export { EmailTemplatesPage } from './email-templates-page';
