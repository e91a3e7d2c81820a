export { CommunicationSettingsPage } from './settings-page';
