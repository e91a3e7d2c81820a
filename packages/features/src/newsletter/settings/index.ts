export { NewsletterSettingsPage } from './settings-page';
