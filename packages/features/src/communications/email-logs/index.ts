export { EmailLogsPage } from './email-logs-page';
