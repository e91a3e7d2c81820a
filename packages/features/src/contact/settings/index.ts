export { ContactInfoSection } from './contact-info-section';
export { ContactSettingsForm, ContactSettingsSection } from './contact-settings-form';
